import { createMimeMessage, Mailbox } from "mimetext/browser";
import type { OutboxEmail } from "../../../db/schema";
import { bytesToBase64, type AttachmentBytes } from "./attachments.server";

/** Cloudflare's email service refuses messages over 5 MiB, attachments included (D6). */
export const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;
/** Room kept for headers, the text part and MIME boundaries. */
const ENVELOPE_ALLOWANCE = 64 * 1024;

/** Size an attachment adds to the message once base64-encoded with 76-character lines. */
export function encodedSize(bytes: number): number {
  const base64 = Math.ceil(bytes / 3) * 4;
  return base64 + Math.ceil(base64 / 76) * 2 + 512;
}

/**
 * Which attachments fit inside the 5 MiB cap: smallest first, so the larger
 * ones are the ones that go out as download links.
 */
export function splitBySizeCap<T extends { size: number }>(
  attachments: T[],
  textBytes: number,
  cap = MAX_MESSAGE_BYTES,
): { inline: T[]; linked: T[] } {
  let budget = cap - ENVELOPE_ALLOWANCE - Math.ceil(textBytes * 1.1);
  const inline: T[] = [];
  const linked: T[] = [];
  for (const attachment of [...attachments].sort((a, b) => a.size - b.size)) {
    const size = encodedSize(attachment.size);
    if (size <= budget) {
      inline.push(attachment);
      budget -= size;
    } else linked.push(attachment);
  }
  // Keep the sender's order within each group.
  const order = (t: T) => attachments.indexOf(t);
  return { inline: inline.sort((a, b) => order(a) - order(b)), linked: linked.sort((a, b) => order(a) - order(b)) };
}

function wrap76(base64: string): string {
  return base64.replace(/.{76}(?=.)/g, "$&\r\n");
}

/** Raw RFC 5322 message built by mimetext (never by hand). */
export function buildMimeMessage(
  email: Pick<OutboxEmail, "fromAddress" | "toAddress" | "replyTo" | "subject">,
  text: string,
  attachments: AttachmentBytes[],
): string {
  const msg = createMimeMessage();
  msg.setSender({ name: "Care Finder", addr: email.fromAddress });
  msg.setRecipient(email.toAddress);
  msg.setSubject(email.subject);
  if (email.replyTo) msg.setHeader("Reply-To", new Mailbox(email.replyTo));
  // base64 keeps any non-ASCII text intact whatever the relays do.
  msg.addMessage({
    contentType: "text/plain",
    charset: "utf-8",
    encoding: "base64",
    data: wrap76(bytesToBase64(new TextEncoder().encode(text))),
  });
  for (const file of attachments) {
    msg.addAttachment({
      filename: file.filename,
      contentType: file.type || "application/octet-stream",
      data: wrap76(bytesToBase64(file.bytes)),
    });
  }
  return msg.asRaw();
}
