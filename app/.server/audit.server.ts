import { adminAuditLog } from "../../db/schema";
import { withinRateLimit, type RateLimitSource } from "./auth/rate-limit.server";
import type { ServerContext } from "./context.server";

type AuditAction =
  | "auth.sign_in"
  | "auth.sign_in_failed"
  | "auth.sign_up"
  | "auth.access_denied"
  | "auth.sign_out"
  | "auth.second_factor"
  | "auth.second_factor_failed"
  | "auth.passkey_added"
  | "auth.passkey_removed"
  | "auth.passkey_failed"
  | "auth.recovery_codes_replaced"
  | "admin.user_updated"
  | "admin.user_tags_updated"
  | "admin.request_status_changed"
  | "admin.request_replied"
  | "admin.task_created"
  | "admin.task_status_changed"
  | "admin.email_sent"
  | "admin.export"
  | "admin.email_retried"
  | "admin.email_discarded"
  | "account.deleted"
  | "bill.case_checked"
  | "bill.reading_asked"
  | "bill.estimates_saved"
  | "bill.coverage_saved"
  | "bill.dispute_reminder_set"
  | "admin.bill_case_updated"
  | "admin.bill_lines_updated"
  | "admin.payment_refunded"
  | "admin.insurance_enrolled"
  | "payment.customer_recreated"
  | "admin.call_hours_saved"
  | "admin.call_marked"
  | "call.booked"
  | "call.rescheduled"
  | "call.cancelled"
  | "message.sent";

type AuditEntryInput = {
  action: AuditAction;
  actorId?: string | null;
  actorEmail?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
};

/**
 * Appends to the admin audit log. `details` must hold no tokens and no
 * personal data beyond ids (field names changed, new status, provider...).
 */
export async function recordAudit(server: ServerContext, entry: AuditEntryInput): Promise<void> {
  await auditStatement(server, entry);
}

/**
 * An entry anyone can cause by sending requests (a failed sign-in, a member's call to an
 * admin path): kept while its source (the person, else the client address) is within
 * RATE_LIMITER's budget for that action, 10 a minute. Past it the request is answered as
 * ever but leaves no row, so nobody can flood the log; the first entries of a burst stay
 * to show it. Never throws: the answer to the request does not depend on the log.
 */
export async function recordAuditFrom(
  server: ServerContext,
  source: RateLimitSource,
  entry: AuditEntryInput,
): Promise<void> {
  try {
    if (await withinRateLimit(server, source, `audit:${entry.action}`)) await recordAudit(server, entry);
  } catch {
    // The refusal or failure the entry describes is answered all the same.
  }
}

/** A detail's text beyond this is cut: a path or a reason is short, and anyone can cause some entries. */
export const MAX_AUDIT_DETAIL_CHARS = 200;

function boundedDetails(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      typeof value === "string" && value.length > MAX_AUDIT_DETAIL_CHARS
        ? `${value.slice(0, MAX_AUDIT_DETAIL_CHARS)}…`
        : value,
    ]),
  );
}

/** The same insert as a statement, for callers that batch it with their own writes. */
export function auditStatement({ db }: ServerContext, entry: AuditEntryInput) {
  return db.insert(adminAuditLog).values({
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ? boundedDetails(entry.details) : null,
  });
}
