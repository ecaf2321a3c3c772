import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseForm } from "../utils/forms";
import type * as v from "valibot";
import { ServiceError } from "./errors.server";
import {
  checkFormNames,
  FORM_BODY_BYTES,
  formShape,
  readBoundedBody,
  type FormAccepts,
} from "./forms/form-limits.server";
import { logError } from "./observability.server";
import { doorRefusal } from "./forms/door-refusal.server";
import { pageLang, type PageLang } from "./page-lang.server";
import { MEMBER_REFUSAL_ENGLISH } from "../domain/refusal-catalog";

/**
 * A Remix action's form body. `request.formData()` throws on a body that is not
 * a form (JSON, text, a broken multipart); that is the sender's mistake, so it
 * answers 415/400 with our words on the error page instead of a 500.
 */
export const FORM_BODY_MESSAGES = { notForm: MEMBER_REFUSAL_ENGLISH.formNotForm } as const;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A form post read within its limits (app/.server/forms/form-limits.server.ts): the
 * body at most `maxBytes` (1 MiB), every name one of the form's schema (or
 * `also`), every list position below the list's maximum. A refusal is a small
 * page with plain words (400, or 413 for the size), before Conform reads a name, in the page's language: `lang`
 * when the route knows it (a member page: `pageLang(request, profile.language)`), else the address's `?lang` or the
 * browser's (`doorRefusal`, docs/decisions/0066-refusal-codes-at-the-throw.md).
 */
export async function readFormData(
  request: Request,
  schemas: FormAccepts["schemas"],
  { also, maxBytes = FORM_BODY_BYTES, lang }: { also?: readonly string[]; maxBytes?: number; lang?: PageLang } = {},
): Promise<FormData> {
  const refused = (error: ServiceError) => doorRefusal(error, lang ?? pageLang(request));
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw refused(ServiceError.refusing(415, { code: "formNotForm" }));
  let formData: FormData;
  try {
    const body = await readBoundedBody(request, maxBytes);
    formData = await new Response(body, {
      headers: { "Content-Type": request.headers.get("Content-Type")! },
    }).formData();
  } catch (error) {
    throw refused(error instanceof ServiceError ? error : ServiceError.refusing(400, { code: "formNotForm" }));
  }
  try {
    checkFormNames(formData.entries(), formShape(schemas), also);
  } catch (error) {
    if (error instanceof ServiceError) throw refused(error);
    throw error;
  }
  return formData;
}

type Replyable = Pick<Submission<unknown>, "reply">;

/**
 * A service's refusal as the form's answer (Conform's `submission.reply`): the
 * per-field `details` that `parseInput` attaches go under their fields, any
 * other refusal is the form's own message; either way the reply carries what
 * was typed back. The status is the service's. A 404 (the thing the form
 * acts on is gone, or is someone else's) is the not-found page, not a form
 * message. Anything that is not a ServiceError rethrows (the route's error
 * boundary), unless the page has a message of its own for it (`unexpected`):
 * then it is logged and answered 503.
 */
export function replyToFailure(
  submission: Replyable,
  error: unknown,
  { unexpected, request }: { unexpected?: string; request?: Request } = {},
): { result: SubmissionResult<string[]>; init: ResponseInit } {
  if (!(error instanceof ServiceError)) {
    if (!unexpected) throw error;
    logError("form action", error, request);
    return { result: submission.reply({ formErrors: [unexpected] }), init: { status: 503 } };
  }
  if (error.status === 404) throw new Response(error.message, { status: 404 });
  const fieldErrors = toFieldErrors(error.details);
  const result = fieldErrors ? submission.reply({ fieldErrors }) : submission.reply({ formErrors: [error.message] });
  return { result, init: { status: error.status, headers: error.headers } };
}

function toFieldErrors(details: unknown): Record<string, string[]> | null {
  if (!details || typeof details !== "object" || Array.isArray(details)) return null;
  const entries = Object.entries(details).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
  );
  return entries.length ? Object.fromEntries(entries.map(([name, message]) => [name, [message]])) : null;
}

export type FormAnswer = { ok: boolean; result: SubmissionResult<string[]>; init: ResponseInit };

/**
 * One form post, the same way on every page: check the fields with the
 * schema the service uses (a 400 with every field's message), then run the
 * service with the checked value; its refusal becomes the form's answer
 * (`replyToFailure`). `resetForm` empties the form after a success.
 */
export async function submitForm<S extends v.GenericSchema>(
  formData: FormData,
  schema: S,
  run: (value: v.InferOutput<S>) => Promise<unknown>,
  options: { unexpected?: string; request?: Request; resetForm?: boolean } = {},
): Promise<FormAnswer> {
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") return { ok: false, result: submission.reply(), init: { status: 400 } };
  try {
    await run(submission.value);
    return { ok: true, result: submission.reply({ resetForm: options.resetForm }), init: {} };
  } catch (error) {
    return { ok: false, ...replyToFailure(submission, error, options) };
  }
}

/**
 * The admin dashboard's variant: one message in the page's flash (its forms
 * are rows of a table, so a refusal is said once, above them), values kept.
 * Anything that is not a ServiceError is a bug and goes on to the error page.
 */
export function replyWithServiceError(submission: Replyable, error: unknown): SubmissionResult {
  if (!(error instanceof ServiceError)) throw error;
  return submission.reply({ formErrors: [error.message] });
}
