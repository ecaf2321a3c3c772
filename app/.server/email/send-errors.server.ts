/**
 * Which delivery failures are worth another try. The binding throws errors
 * with a string `code` (Cloudflare's Email Service, Workers API error codes);
 * the local binding (miniflare) throws plain "email to … not allowed" errors
 * for the same refusals. A permanent failure stops the row at once with its
 * reason; anything else (rate limits, an outage, an unknown error) is retried
 * with backoff.
 */
import type { OUTBOX_FAILURE_REASONS } from "../../../db/enums";
import { UnsafeMessageError } from "./message.server";

export type FailureReason = (typeof OUTBOX_FAILURE_REASONS)[number];

const PERMANENT_CODES: Record<string, FailureReason> = {
  E_RECIPIENT_SUPPRESSED: "recipient_suppressed",
  E_RECIPIENT_NOT_ALLOWED: "recipient_refused",
  E_SENDER_NOT_VERIFIED: "sender_refused",
  E_SENDER_DOMAIN_NOT_AVAILABLE: "sender_refused",
  E_VALIDATION_ERROR: "message_refused",
  E_FIELD_MISSING: "message_refused",
  E_TOO_MANY_RECIPIENTS: "message_refused",
  E_TOO_MANY_ATTACHMENTS: "message_refused",
  E_CONTENT_TOO_LARGE: "message_refused",
  E_HEADER_NOT_ALLOWED: "message_refused",
  E_HEADER_USE_API_FIELD: "message_refused",
  E_HEADER_VALUE_INVALID: "message_refused",
  E_HEADER_VALUE_TOO_LONG: "message_refused",
  E_HEADER_NAME_INVALID: "message_refused",
  E_HEADERS_TOO_LARGE: "message_refused",
  E_HEADERS_TOO_MANY: "message_refused",
};

export class MissingAttachmentError extends Error {
  override name = "MissingAttachmentError";
}

/** The reason a failure is final, or null when it may succeed later. */
export function permanentFailureReason(error: unknown): FailureReason | null {
  if (error instanceof UnsafeMessageError) {
    return error.field === "to" ? "recipient_refused" : error.field === "from" ? "sender_refused" : "message_refused";
  }
  if (error instanceof MissingAttachmentError) return "attachment_missing";
  if (!(error instanceof Error)) return null;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === "string" && code in PERMANENT_CODES) return PERMANENT_CODES[code];
  // The local binding's refusals (miniflare), which carry no code.
  if (/^email to .* not allowed$/.test(error.message)) return "recipient_refused";
  if (/^email from .* not allowed$/.test(error.message)) return "sender_refused";
  return null;
}

/** What the row keeps as last_error (the row holds the address anyway; logs get the name only). */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return "unknown";
  const code = (error as Error & { code?: unknown }).code;
  return `${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${error.message}`.slice(0, 300);
}
