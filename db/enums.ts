/**
 * The value lists of the data model (spec §3). Dependency-free, so the
 * database schema, the shared valibot schemas and the UI all import the
 * same lists.
 */
export const ROLES = ["member", "admin"] as const;
export const INSURANCE_STATUSES = ["insured", "uninsured"] as const;
export const REQUEST_TYPES = [
  "general",
  "cost_estimate",
  "bill_review",
  "claim_assistance",
  "provider_recommendation",
] as const;
export const PRIORITIES = ["low", "normal", "high"] as const;
export const WORK_STATUSES = ["pending", "in_progress", "completed"] as const;
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export const EMAIL_KINDS = ["contact", "admin_email", "sign_in_link", "task_reminder"] as const;
