import type { OutboxAttachment, OutboxEmail } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { attachmentLink } from "./attachments.server";
import { buildMessage, splitBySizeCap, type OutgoingEmail } from "./message.server";
import { openEmailBody } from "./sealed-body.server";
import { MissingAttachmentError } from "./send-errors.server";
import { formatBytes } from "../../format/bytes";

/**
 * The message for one outbox row: small attachments inline, and when the
 * total would pass Cloudflare's 5 MiB cap the larger ones as expiring signed
 * links in the text.
 */
export async function composeMessage(
  server: ServerContext,
  row: OutboxEmail,
  now = new Date(),
): Promise<{ message: OutgoingEmail; linkedKeys: Set<string> }> {
  const attachments: OutboxAttachment[] = row.attachments ?? [];
  let text = await openEmailBody(server.env, row.textBody);
  const { inline, linked } = splitBySizeCap(attachments, new TextEncoder().encode(text).byteLength);
  if (linked.length > 0) {
    const lines = [];
    for (const attachment of linked) {
      const { url, expiresAt } = await attachmentLink(server.env, attachment, now);
      lines.push(`- ${attachment.filename} (${formatBytes(attachment.size)}): ${url}`);
      lines.push(`  Link works until ${expiresAt.toUTCString()}.`);
    }
    text += `\n\n---\nSome attachments were too large to include in this email. Download them here:\n${lines.join("\n")}\n`;
  }
  const files = [];
  for (const attachment of inline) {
    const object = await server.env.DOCUMENTS.get(attachment.r2Key);
    if (!object) throw new MissingAttachmentError();
    files.push({
      filename: attachment.filename,
      type: attachment.type,
      bytes: new Uint8Array(await object.arrayBuffer()),
    });
  }
  return { message: buildMessage(row, text, files), linkedKeys: new Set(linked.map((a) => a.r2Key)) };
}
