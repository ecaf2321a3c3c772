/**
 * An admin email without attachments, as one D1 batch that checks the session itself (ADR 0047's way, for an
 * admin): the outbox row and its audit entry, no lookup before them. The recipient's address is read inside the
 * insert, only when the session is an admin's with the second factor shown; otherwise it is NULL, the NOT NULL
 * column fails the batch and nothing is written. Built once per isolate, bound per request.
 */
import { sql } from "drizzle-orm";
import { adminAuditLog, emailOutbox, profiles } from "../../../db/schema";
import { authorize, authorizedUserIdSql, authorizedUserValues, refusalError } from "../auth/authorize.server";
import type { ServerContext } from "../context.server";
import { announceEmails, assertSendable } from "../email/outbox.server";
import { preparedWrite, writeTogether } from "../write-together.server";
import type * as v from "valibot";
import type { adminEmailSchema } from "../../domain/admin";
import { findRecipient, sendAdminEmail } from "./email.server";

const p = (name: string) => sql.placeholder(name);
const admin = authorizedUserIdSql("admin");

const outboxInsert = preparedWrite((db) =>
  db
    .insert(emailOutbox)
    .values({
      id: p("outboxId"),
      kind: "admin_email",
      toAddress: sql`(case when ${admin} is not null then (select ${profiles.email} from ${profiles} where ${profiles.id} = ${p("userId")}) end)`,
      fromAddress: p("from"),
      replyTo: p("replyTo"),
      subject: p("subject"),
      textBody: p("text"),
      relatedUserId: p("userId"),
    })
    .prepare(),
);

const auditInsert = preparedWrite((db) =>
  db
    .insert(adminAuditLog)
    .values({
      id: p("auditId"),
      action: "admin.email_sent",
      actorId: admin,
      actorEmail: sql`(select ${profiles.email} from ${profiles} where ${profiles.id} = ${admin})`,
      targetType: "user",
      targetId: p("userId"),
      details: sql`'{"attachments":0}'`,
    })
    .prepare(),
);

/**
 * POST /api/admin/users/{userId}/send-email without attachments: one trip to D1, then the outbox queue told
 * after the answer (`waitUntil`; the cron sweeps a row whose message was lost). A refused session gets the
 * guard's answer (401, 403), an unknown member 404, as when the guard and the lookup ran first.
 */
async function queueAdminEmailInWrite(
  server: ServerContext,
  request: Request,
  userId: string,
  data: { subject: string; message: string },
): Promise<{ success: true; id: string }> {
  const session = await authorizedUserValues(server, request);
  if (!session) throw refusalError("signed_out");
  const replyTo = server.env.SUPPORT_EMAIL || null;
  // The address comes from the member's profile (checked when it was saved); the rest is checked here.
  assertSendable(server, { to: "member@example.invalid", subject: data.subject, text: data.message, replyTo });
  const id = crypto.randomUUID();
  const values = {
    ...session,
    outboxId: id,
    auditId: crypto.randomUUID(),
    userId,
    from: server.env.MAIL_FROM,
    replyTo,
    subject: data.subject,
    text: data.message,
  };
  try {
    await writeTogether(server, [
      [outboxInsert(), values],
      [auditInsert(), values],
    ]);
  } catch (error) {
    const result = await authorize(server, request, "admin");
    if (!result.ok) throw refusalError(result.reason);
    await findRecipient(server, userId); // 404 when there is no such member
    throw error;
  }
  announceEmails(server, [id]);
  return { success: true, id };
}

/**
 * POST /api/admin/users/{userId}/send-email, registered before the admin guard (worker/api/admin.ts): without
 * attachments the batch checks the session; with them the guard runs first, so nothing reaches R2 for a refused one.
 */
export async function sendAdminEmailFromApi(
  server: ServerContext,
  request: Request,
  userId: string,
  data: v.InferOutput<typeof adminEmailSchema>,
): Promise<{ success: true; id: string }> {
  if (data.attachments.length === 0) return queueAdminEmailInWrite(server, request, userId, data);
  const result = await authorize(server, request, "admin");
  if (!result.ok) throw refusalError(result.reason);
  return sendAdminEmail(server, result.user, userId, data);
}
