import type * as v from "valibot";
import {
  type adminEmailSchema,
  attachmentTooLargeMessage,
  base64DecodedSize,
  MAX_ATTACHMENT_BYTES,
} from "../../domain/admin";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { ServiceError, notFound } from "../errors.server";
import { base64ToBytes, deleteEmailAttachments, storeEmailAttachments } from "../email/attachments.server";
import { announceEmails, enqueueEmailStatement } from "../email/outbox.server";
import type { AdminActor } from "./shared.server";
import type { OutboxAttachment } from "../../../db/schema";

/**
 * POST /api/admin/users/{userId}/send-email {subject, message, attachments}.
 * Attachments go to R2, the email to the outbox (with the audit entry in the
 * same batch), then delivery is kicked off. An attachment over 10 MB is
 * refused with its name (docs/decisions/0008-email.md), never dropped silently.
 */
export async function sendAdminEmail(
  server: ServerContext,
  actor: AdminActor,
  userId: string,
  data: v.InferOutput<typeof adminEmailSchema>,
): Promise<{ success: true; id: string }> {
  for (const attachment of data.attachments) {
    const size = base64DecodedSize(attachment.content);
    if (size > MAX_ATTACHMENT_BYTES || (attachment.size ?? 0) > MAX_ATTACHMENT_BYTES) {
      const message = attachmentTooLargeMessage(attachment.filename);
      throw ServiceError.plain(413, "attachmentsTooLarge", message, { attachments: message });
    }
  }
  const user = await findRecipient(server, userId);
  let files;
  try {
    files = data.attachments.map((a) => ({
      filename: a.filename,
      type: a.type || "application/octet-stream",
      bytes: base64ToBytes(a.content),
    }));
  } catch {
    throw ServiceError.plain(400, "attachmentNotBase64", "Attachment content must be base64", {
      attachments: "Attachment content must be base64",
    });
  }
  const stored = await storeEmailAttachments(server, files);
  return queueAdminEmail(server, actor, user, data, stored);
}

/** The member an admin writes to, or 404. */
export async function findRecipient(server: ServerContext, userId: string) {
  const user = await server.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, userId) });
  if (!user) throw notFound("User not found");
  return user;
}

/**
 * The one way an admin email is queued, whichever way its attachments came
 * (base64 JSON or a streamed form): the outbox row and the audit entry in one
 * batch, then announced to the outbox queue. The attachments are already in R2; if
 * queueing fails they are deleted, so no copy is left without its email.
 */
export async function queueAdminEmail(
  server: ServerContext,
  actor: AdminActor,
  user: { id: string; email: string },
  data: { subject: string; message: string },
  stored: OutboxAttachment[],
): Promise<{ success: true; id: string }> {
  let id: string | undefined;
  try {
    const [rows] = await server.db.batch([
      enqueueEmailStatement(server, {
        kind: "admin_email",
        to: user.email,
        subject: data.subject,
        text: data.message,
        replyTo: server.env.SUPPORT_EMAIL || undefined,
        attachments: stored.length ? stored : undefined,
        relatedUserId: user.id,
      }),
      auditStatement(server, {
        action: "admin.email_sent",
        actorId: actor.id,
        actorEmail: actor.email,
        targetType: "user",
        targetId: user.id,
        details: { attachments: stored.length },
      }),
    ]);
    id = rows[0]?.id;
  } catch (error) {
    await deleteEmailAttachments(server, stored);
    throw error;
  }
  if (!id) throw ServiceError.plain(500, "emailNotQueued", "The email could not be queued.");
  announceEmails(server, [id]);
  return { success: true, id };
}
