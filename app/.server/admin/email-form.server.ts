import * as v from "valibot";
import type { OutboxAttachment } from "../../../db/schema";
import {
  adminEmailSchema,
  attachmentTooLargeMessage,
  emailAttachmentSchema,
  MAX_ATTACHMENT_BYTES,
  MIME_TYPE_PATTERN,
} from "../../domain/admin";
import { ADMIN_EMAIL_FIELDS, adminEmailFieldsSchema } from "../../domain/admin-email";
import type { ServerContext } from "../context.server";
import { deleteEmailAttachments, EMAIL_ATTACHMENT_PREFIX } from "../email/attachments.server";
import { ServiceError } from "../errors.server";
import { FORM_BODY_BYTES } from "../forms/form-limits.server";
import { readMultipartStream, type FilePart } from "../uploads/multipart.server";
import { streamToR2 } from "../uploads/stream-to-r2.server";
import { parseInput } from "../validation.server";
import { findRecipient, queueAdminEmail } from "./email.server";
import type { AdminActor } from "./shared.server";

/**
 * The form's fields, and its body: one full-size attachment beside the text (the
 * email itself may weigh 5 MB, app/.server/email/message.server.ts).
 */
const EMAIL_FORM = { schemas: adminEmailSchema, maxBytes: MAX_ATTACHMENT_BYTES + FORM_BODY_BYTES };

export type AdminEmailFormOutcome = {
  /** The text fields as sent, so a refused form keeps what the admin typed. */
  values: Record<string, string>;
  sent: { success: true; id: string } | null;
  error: ServiceError | null;
};

/**
 * The Send Email form from our admin page (multipart/form-data): subject and
 * message are checked with the API's rules before any file is kept, then each
 * attachment streams to R2 with its size counted on the way (at most 10MB,
 * refused by name; docs/decisions/0008-email.md), and the email is queued
 * through the same `queueAdminEmail` as the JSON API. A refusal deletes the
 * attachments already stored.
 */
export async function sendAdminEmailFromForm(
  server: ServerContext,
  actor: AdminActor,
  userId: string,
  request: Request,
): Promise<AdminEmailFormOutcome> {
  const values: Record<string, string> = {};
  const stored: OutboxAttachment[] = [];
  try {
    const user = await findRecipient(server, userId);
    let checked = false;
    const checkFields = () => {
      if (!checked) parseInput(adminEmailFieldsSchema, values);
      checked = true;
    };
    await readMultipartStream(
      request,
      EMAIL_FORM,
      async (file) => {
        if (file.name !== ADMIN_EMAIL_FIELDS.attachments || file.filename === "") return;
        checkFields();
        stored.push(await streamAttachment(server, file));
      },
      values,
    );
    checkFields();
    const fields = parseInput(adminEmailFieldsSchema, values);
    return { values, sent: await queueAdminEmail(server, actor, user, fields, stored), error: null };
  } catch (error) {
    await deleteEmailAttachments(server, stored);
    if (!(error instanceof ServiceError)) throw error;
    return { values, sent: null, error };
  }
}

async function streamAttachment(server: ServerContext, file: FilePart): Promise<OutboxAttachment> {
  // The API's rules for a name (content aside: it arrives as bytes here).
  const meta = v.safeParse(emailAttachmentSchema, { filename: file.filename, content: "" });
  if (!meta.success) {
    const message = meta.issues[0].message;
    throw ServiceError.plain(400, "attachmentInvalid", message, { attachments: message });
  }
  const { filename } = meta.output;
  // The browser's word for the type, when it is a plain type; never a reason to refuse the file.
  const given = (file.contentType ?? "").trim();
  const type = MIME_TYPE_PATTERN.test(given) && given.length <= 255 ? given : "application/octet-stream";
  const r2Key = `${EMAIL_ATTACHMENT_PREFIX}${crypto.randomUUID()}`;
  let size = 0;
  const tooLarge = attachmentTooLargeMessage(filename);
  const result = await streamToR2(
    server.env.DOCUMENTS,
    r2Key,
    file.data,
    {
      push: (chunk) => ((size += chunk.byteLength) > MAX_ATTACHMENT_BYTES ? tooLarge : null),
      end: () => null,
    },
    { httpMetadata: { contentType: type } },
  );
  if (!result.ok) throw ServiceError.plain(413, "attachmentRefused", result.problem, { attachments: result.problem });
  return { filename, type, size: result.size, r2Key };
}
