/**
 * Validation pieces shared by forms (client) and services (server), with the
 * spec's exact messages (docs/product.md#validation). Import from here; never restate a rule.
 */
import * as v from "valibot";

import { EMAIL_PATTERN, HEADER_SAFE_PATTERN, ZIP_PATTERN } from "./patterns";

export { EMAIL_PATTERN, HEADER_SAFE_PATTERN, ZIP_PATTERN };
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024; // 10485760, docs/product.md#figures

/**
 * Any rule without its own message says this, never the library's wording
 * ("Invalid type: Expected string but received 5"). `validate` names the field.
 */
const FALLBACK_MESSAGE = "Please check this value.";
v.setGlobalMessage(FALLBACK_MESSAGE);

export const MESSAGES = {
  zipRequired: "ZIP code is required",
  zipInvalid: "Please enter a valid ZIP code",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  /** Any rule without its own message (the global message above). */
  fallback: FALLBACK_MESSAGE,
} as const;

/** A length rule's message. */
export const tooLongMessage = (max: number) => `Please keep this under ${max} characters`;

/** Trims, then requires a non-empty value. */
export const requiredText = (message: string, max = 5000) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLongMessage(max)));

/** A value written into an email header (HEADER_SAFE_PATTERN): one line, no control characters. */
export const headerSafe = (message: string) => v.regex(HEADER_SAFE_PATTERN, message);

/** A form's text field that may be absent or blank (read as ""), trimmed, at most `max` characters. */
export const formText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((x) => (x ?? "").trim()),
    v.maxLength(max, tooLongMessage(max)),
  );

export const optionalText = (max = 5000) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, tooLongMessage(max))), "");

export const zipCodeSchema = v.pipe(
  // Missing → "required"; anything else that is not text (a JSON number loses its leading zeros) → "valid".
  v.string((issue) => (issue.input === undefined || issue.input === null ? MESSAGES.zipRequired : MESSAGES.zipInvalid)),
  v.trim(),
  v.nonEmpty(MESSAGES.zipRequired),
  v.regex(ZIP_PATTERN, MESSAGES.zipInvalid),
);

export const emailSchema = v.pipe(
  v.string(MESSAGES.emailRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.emailRequired),
  v.regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  v.toLowerCase(),
);

/** Field name → first message, for forms and `{ error, details }` answers. */
export type FieldErrors = Partial<Record<string, string>>;

function fieldErrors(issues: v.BaseIssue<unknown>[]): FieldErrors {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) {
    if (messages?.[0]) errors[field] = messages[0];
  }
  return errors;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; message: string };

/** Runs a schema and returns either data or per-field messages (first one as `message`). */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.output };
  return { ok: false, ...describeIssues(result.issues) };
}

/** A refusal in our words: per-field messages and the first one as `message` (forms, services and the API's validators). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): { errors: FieldErrors; message: string } {
  const named = issues.map(namedField);
  return { errors: fieldErrors(named), message: named[0]?.message ?? FALLBACK_MESSAGE };
}

/** The fallback message on a named field (`/api`: the code `checkField`, app/domain/refusals.ts). */
export const fieldCheckMessage = (field: string) => `Please check the value of "${field}".`;

/** Our fallback message with the field's name in it, so an API client knows what to fix. */
function namedField<I extends v.BaseIssue<unknown>>(issue: I): I {
  if (issue.message !== FALLBACK_MESSAGE) return issue;
  const field = (issue.path ?? []).map((item) => String(item.key)).join(".");
  return { ...issue, message: field ? fieldCheckMessage(field) : "Please send the expected fields." };
}
