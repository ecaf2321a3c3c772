/**
 * The admin dashboard's forms, by intent: which schema reads each one (the
 * one its service validates with) and the words its summary message uses
 * (docs/product.md#messages). Client-safe: the forms validate with it before
 * sending, and the dashboard action parses the same post with it.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import * as v from "valibot";
import {
  ADMIN_MESSAGES,
  adminUserUpdateSchema,
  newTaskSchema,
  requestStatusSchema,
  taskStatusSchema,
  updateFailedMessage,
} from "./admin";
import { bulkRequestStatusSchema, bulkTasksDoneSchema, bulkUserTagsSchema } from "./admin-bulk";
import { requestMessageSchema } from "./requests";

export const OUTBOX_MESSAGES = {
  noEmail: "Choose an email first",
  retried: "Email queued again; it will be sent in a moment.",
  discarded: "Email discarded.",
} as const;

/** Retry and Discard name the email; the service finds it or answers 404. */
const outboxEmailSchema = v.object({
  id: v.pipe(v.string(OUTBOX_MESSAGES.noEmail), v.trim(), v.nonEmpty(OUTBOX_MESSAGES.noEmail)),
});

type FormSpec = {
  schema: v.GenericSchema;
  /**
   * Conform turns a blank field into "missing"; our services read a blank as
   * "clear it" (docs/product.md#validation), so forms keep text as typed. Only
   * the bulk forms coerce: one ticked checkbox must still read as a list.
   */
  coerce?: boolean;
  /** The one message shown for a refusal, from the first problem's words. */
  summary?: (problem: string) => string;
};

export const ADMIN_FORMS = {
  "update-user": { schema: adminUserUpdateSchema, summary: (problem) => updateFailedMessage(problem) },
  "update-tags": { schema: adminUserUpdateSchema, summary: (problem) => updateFailedMessage(problem) },
  "request-status": { schema: requestStatusSchema },
  "request-reply": { schema: requestMessageSchema },
  "task-status": { schema: taskStatusSchema },
  "create-task": { schema: newTaskSchema, summary: () => ADMIN_MESSAGES.taskFailed },
  "email-retry": { schema: outboxEmailSchema },
  "email-discard": { schema: outboxEmailSchema },
  "bulk-request-status": { schema: bulkRequestStatusSchema, coerce: true },
  "bulk-task-done": { schema: bulkTasksDoneSchema, coerce: true },
  "bulk-user-tags": { schema: bulkUserTagsSchema, coerce: true },
} as const satisfies Record<string, FormSpec>;

export type AdminFormIntent = keyof typeof ADMIN_FORMS;

/** Every schema an admin form post may be (the door's limits: app/.server/forms.server.ts `readFormData`). */
export const ADMIN_FORM_SCHEMAS = Object.values(ADMIN_FORMS).map((spec) => spec.schema);
/** Names an admin form sends beside its schema's fields: which form, and the row it acts on. */
export const ADMIN_FORM_NAMES = ["intent", "userId", "id"] as const;
export type AdminFormValue<I extends AdminFormIntent> = v.InferOutput<(typeof ADMIN_FORMS)[I]["schema"]>;

export function isAdminFormIntent(intent: unknown): intent is AdminFormIntent {
  return typeof intent === "string" && Object.hasOwn(ADMIN_FORMS, intent);
}

/**
 * Parses one admin form with its schema. Every refusal, found here or by the
 * service later, replies with one form-level message (the summary of its
 * first problem) beside the per-field messages, so the page has one thing to
 * announce and the fields keep theirs.
 */
export function parseAdminForm<I extends AdminFormIntent>(
  intent: I,
  formData: FormData,
): Submission<AdminFormValue<I>> {
  const spec: FormSpec = ADMIN_FORMS[intent];
  const submission = parseWithValibot(formData, {
    schema: spec.schema,
    disableAutoCoercion: !spec.coerce,
  }) as Submission<AdminFormValue<I>>;
  const summary = spec.summary ?? ((problem: string) => problem);
  const firstProblem =
    submission.status === "error"
      ? Object.values(submission.error ?? {})
          .flat()
          .find(Boolean)
      : undefined;
  return {
    ...submission,
    reply(options = {}): SubmissionResult<string[]> {
      const problems =
        "formErrors" in options && options.formErrors ? options.formErrors : firstProblem ? [firstProblem] : null;
      return submission.reply(problems ? { ...options, formErrors: problems.map(summary) } : options);
    },
  } as Submission<AdminFormValue<I>>;
}

/** The message a refused submission shows: its form-level error, else its first field error. */
export function firstError(result: SubmissionResult<string[]> | null | undefined): string | undefined {
  if (!result?.error) return undefined;
  return (
    result.error[""]?.[0] ??
    Object.values(result.error)
      .flat()
      .find((m): m is string => typeof m === "string")
  );
}

/**
 * What the dashboard action answers (app/.server/admin/dashboard-actions.server.ts):
 * the message the page announces and, for a parsed form, Conform's result
 * (field errors and the values that were sent).
 */
export type AdminActionResult =
  | { ok: true; intent: string; message: string; targetId?: string; result?: SubmissionResult<string[]> }
  | { ok: false; intent: string; error: string; targetId?: string; result?: SubmissionResult<string[]> };
