/**
 * The value lists of the data model (docs/product.md#data). Dependency-free, so the
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
  // Made only by a Premium member's call booking (app/.server/requests/calls.server.ts), never picked on the form.
  "call",
] as const;
export const PRIORITIES = ["low", "normal", "high"] as const;
export const WORK_STATUSES = ["pending", "in_progress", "completed"] as const;
/**
 * 'unconfirmed': the run sending it stopped before it could say whether the
 * message went out; it is not sent again (a duplicate) nor called failed.
 */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "unconfirmed"] as const;
/** Why an outbox row stopped for good. */
export const OUTBOX_FAILURE_REASONS = [
  "recipient_suppressed",
  "recipient_refused",
  "sender_refused",
  "message_refused",
  "attachment_missing",
  "too_many_attempts",
  "interrupted",
] as const;
export const EMAIL_KINDS = [
  "contact",
  "admin_email",
  "sign_in_link",
  "task_reminder",
  "bill_deadline",
  "request_message",
  "request_reply",
  "retention_notice",
  /** A passkey added to or removed from a team account, to every admin (app/.server/auth/passkeys/notices.server.ts). */
  "security_notice",
  "call_booked",
  "call_reminder",
  "message_waiting",
  /** The team has entered the lines of a bill the member asked them to read (app/.server/bills/team-reads.server.ts). */
  "bill_read",
] as const;
/** A booked call's life: booked, cancelled by the member, or after it, held or missed (docs/product.md#calls). */
export const CALL_STATUSES = ["booked", "cancelled", "held", "missed"] as const;
/** A bill case's progress (docs/product.md#bill-check). */
export const BILL_STATUSES = ["new", "in_review", "negotiating", "resolved"] as const;
/** Whether a bill line's hospital posts a cash price for its code (app/domain/bill-rules.ts, PriceStatus). */
export const PRICE_STATUSES = ["posted", "not_posted", "not_in_data"] as const;
/** Whether insurance paid any part of the bill; self-pay bills may be disputed against a Good Faith Estimate. */
export const BILL_COVERAGES = ["self_pay", "insured"] as const;
/** The dates a bill case reminds the member of. */
export const BILL_DEADLINE_KINDS = [
  "itemized_bill",
  "assistance_window",
  "dispute_window",
  "medicaid_application",
  "state_charity_window",
] as const;
/** Who needs care, for the Medicaid screen: an adult 19–64 without children, a parent, pregnant, a child. */
export const CARE_GROUPS = ["adult", "parent", "pregnant", "child"] as const;
/** Who may pay a bill, largest first (docs/product.md#who-else-may-pay). */
export const BILL_ROUTES = ["medicaid", "free_by_law", "discount_by_law", "hospital_policy", "price_dispute"] as const;
