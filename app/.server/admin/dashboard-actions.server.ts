/**
 * The admin dashboard's form posts, by intent. Each form is parsed with the
 * schema its service validates with (app/domain/admin-forms.ts), then handed
 * to the same service /api/admin calls; a refusal comes back as the form's
 * answer (field errors, the values sent, one message), never a 500.
 */
import { data } from "@remix-run/cloudflare";
import { ADMIN_MESSAGES } from "../../domain/admin";
import { en as requestWords } from "../../i18n/requests/en";
import { countOf } from "../../format/plural";
import {
  ADMIN_FORM_NAMES,
  ADMIN_FORM_SCHEMAS,
  firstError,
  isAdminFormIntent,
  parseAdminForm,
  OUTBOX_MESSAGES,
  type AdminActionResult,
  type AdminFormIntent,
  type AdminFormValue,
} from "../../domain/admin-forms";
import type { ServerContext } from "../context.server";
import { type ServiceError } from "../errors.server";
import { readFormData, replyWithServiceError } from "../forms.server";
import { bulkCompleteTasks, bulkSetRequestStatus, bulkUpdateUserTags } from "./bulk.server";
import { discardEmail, retryEmail } from "./outbox.server";
import type { AdminActor } from "./shared.server";
import { updateUserProfile } from "./users.server";
import { createTask, setRequestStatus, setTaskStatus } from "./work.server";
import { sendTeamReply } from "../requests/conversation.server";

/** Runs one intent's service and says what changed. */
type IntentHandler<I extends AdminFormIntent> = (
  server: ServerContext,
  admin: AdminActor,
  targetId: string,
  value: AdminFormValue<I>,
) => Promise<string>;

const label = (status: string) => requestWords.statuses[status as keyof typeof requestWords.statuses] ?? status;
const plural = (count: number, noun: "user" | "request" | "task") => countOf(count, { one: noun, other: `${noun}s` });

const INTENTS: { [I in AdminFormIntent]: IntentHandler<I> } = {
  "update-user": async (server, admin, userId, value) => {
    await updateUserProfile(server, admin, userId, value);
    return ADMIN_MESSAGES.profileUpdated;
  },
  "update-tags": async (server, admin, userId, value) => {
    await updateUserProfile(server, admin, userId, { user_tags: value.user_tags ?? "" });
    return ADMIN_MESSAGES.tagsUpdated;
  },
  "request-status": async (server, admin, id, value) => {
    await setRequestStatus(server, admin, id, value);
    return `Request status set to ${label(value.status)}.`;
  },
  "request-reply": async (server, admin, id, value) => {
    await sendTeamReply(server, admin, id, value);
    return ADMIN_MESSAGES.replyPosted;
  },
  "task-status": async (server, admin, id, value) => {
    await setTaskStatus(server, admin, id, value);
    return `Task status set to ${label(value.status)}.`;
  },
  "create-task": async (server, admin, userId, value) => {
    await createTask(server, admin, userId, value);
    return ADMIN_MESSAGES.taskCreated;
  },
  "email-retry": async (server, admin, _target, value) => {
    await retryEmail(server, admin, value.id);
    return OUTBOX_MESSAGES.retried;
  },
  "email-discard": async (server, admin, _target, value) => {
    await discardEmail(server, admin, value.id);
    return OUTBOX_MESSAGES.discarded;
  },
  "bulk-request-status": async (server, admin, _target, value) => {
    const { changed } = await bulkSetRequestStatus(server, admin, value);
    return `Status set to ${label(value.status)} for ${plural(changed, "request")}.`;
  },
  "bulk-task-done": async (server, admin, _target, value) => {
    const { changed } = await bulkCompleteTasks(server, admin, value);
    return `${plural(changed, "task")} marked done.`;
  },
  "bulk-user-tags": async (server, admin, _target, value) => {
    const { changed } = await bulkUpdateUserTags(server, admin, value);
    return `Tags updated for ${plural(changed, "user")}.`;
  },
};

type Answer = { result: AdminActionResult; status: number };

/** Every admin change posted from the dashboard; the caller has already checked the admin. */
export async function runAdminAction(server: ServerContext, admin: AdminActor, request: Request) {
  const { result, status } = await answerAdminForm(
    server,
    admin,
    await readFormData(request, ADMIN_FORM_SCHEMAS, { also: ADMIN_FORM_NAMES }),
  );
  return data(result, { status });
}

/** One admin form post answered: the intent's service run, or why not (field errors and the values sent). */
export async function answerAdminForm(server: ServerContext, admin: AdminActor, formData: FormData): Promise<Answer> {
  const intent = formData.get("intent");
  const targetId = String(formData.get("userId") ?? formData.get("id") ?? "");
  if (!isAdminFormIntent(intent))
    return { result: { ok: false, intent: String(intent ?? ""), targetId, error: "Unknown action" }, status: 400 };
  const bulk = intent.startsWith("bulk-");
  const target = bulk ? "bulk" : targetId;

  const submission = parseAdminForm(intent, formData);
  if (submission.status !== "success") {
    const result = submission.reply();
    return { result: { ok: false, intent, targetId: target, error: firstError(result) ?? "", result }, status: 400 };
  }
  try {
    const handler = INTENTS[intent] as IntentHandler<typeof intent>;
    const message = await handler(server, admin, targetId, submission.value);
    return { result: { ok: true, intent, targetId: target, message, result: submission.reply() }, status: 200 };
  } catch (error) {
    const result = replyWithServiceError(submission, error);
    return {
      result: { ok: false, intent, targetId: target, error: firstError(result) ?? "", result },
      status: (error as ServiceError).status,
    };
  }
}
