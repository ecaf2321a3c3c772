/**
 * The admin console's rows as the /api contract and the pages read them
 * (docs/product.md#data, snake_case). Client-safe: the admin components and the
 * CSV columns import them; the queries in app/.server/admin/ fill them.
 */
import type { PlanStanding } from "./plan-standing";

export type AuditEntry = {
  id: string;
  action: string;
  actor_email: string | null;
  /** The actor's full name, while the profile exists. */
  actor_name: string | null;
  target_type: string | null;
  target_id: string | null;
  /** What the target is called (a member's name, a request's title...); null once it is gone. */
  target_name: string | null;
  details: Record<string, unknown> | null;
  created_at: string | null;
};

export type AdminOutboxEmail = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  created_at: string | null;
};

/** The admin view of a profile (docs/product.md#data, snake_case). DOB and member id stay out of lists. */
export type AdminUser = {
  user_id: string;
  id: string;
  full_name: string | null;
  given_name: string | null;
  email: string;
  phone_number: string | null;
  zip_code: string | null;
  role: "admin" | "member";
  insurance_status: string | null;
  insurance_provider: string | null;
  service_needed: string | null;
  onboarding_completed: boolean;
  current_plan: string | null;
  plan_status: string | null;
  /** Where the member stands with the plan (plan-standing.ts): what the table and its filter show. */
  plan: PlanStanding;
  user_tags: string | null;
  admin_notes: string | null;
  created_at: string | null;
  /** The language the member chose for their own pages (the switch), or null when not chosen. */
  language: "en" | "es" | null;
};

export type AdminRequest = {
  id: string;
  user_id: string;
  request_type: string;
  title: string;
  description: string;
  priority: string;
  status: string;
  /** Shown to the member as "Notes from our team". */
  admin_notes: string | null;
  /** Only the team sees these. */
  internal_notes: string | null;
  /** The member's messages on it no one on the team has opened yet. */
  unread: number;
  created_at: string | null;
  full_name: string | null;
  email: string;
};

export type AdminDocument = {
  id: string;
  user_id: string;
  request_id: string | null;
  filename: string;
  file_type: string;
  file_size: number;
  file_url: string;
  upload_status: string;
  admin_notes: string | null;
  created_at: string | null;
  full_name: string | null;
  email: string;
};

export type AdminTask = {
  id: string;
  user_id: string;
  task_text: string;
  due_date: string | null;
  status: string;
  created_at: string | null;
  full_name: string | null;
  email: string;
  /** The bill case whose file this task reads ("We'll read it for you"): its lines are entered there. */
  bill_case_id?: string | null;
};
