/**
 * A Remix action's form body. `request.formData()` throws on a body that is not
 * a form (JSON, text, a broken multipart); that is the sender's mistake, so it
 * answers 415/400 with our words on the error page instead of a 500.
 */
export const FORM_BODY_MESSAGES = {
  notForm: "This form could not be read. Please go back, reload the page and send it again.",
} as const;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export async function readFormData(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw new Response(FORM_BODY_MESSAGES.notForm, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw new Response(FORM_BODY_MESSAGES.notForm, { status: 400 });
  }
}

// --- replyWithServiceError (one copy; the member and admin forms share it) ---
import type { Submission, SubmissionResult } from "@conform-to/react";
import { ServiceError } from "./errors";

/**
 * A service's refusal as the form's answer: its message becomes the form
 * error (shown in one place, values kept). Anything that is not a
 * ServiceError is a bug, not an answer, so it is thrown on to the error page.
 */
export function replyWithServiceError(submission: Submission<unknown>, error: unknown): SubmissionResult {
  if (!(error instanceof ServiceError)) throw error;
  return submission.reply({ formErrors: [error.message] });
}
