/**
 * The message handed to the `send_email` binding's structured form
 * (`send({ from, to, subject, text, attachments })`): Cloudflare builds and
 * encodes the MIME, so nothing here writes headers by hand. What we check is
 * that no value could smuggle a header in, and that the message stays under
 * Cloudflare's size cap (docs/decisions/0020-email-delivery.md).
 */
import type { OutboxAttachment, OutboxEmail } from "../../../db/schema";
import { MIME_TYPE_PATTERN } from "../../domain/admin";
import { EMAIL_PATTERN, HEADER_SAFE_PATTERN } from "../../domain/common";

/** Cloudflare's email service refuses messages over 5 MiB, attachments included. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;
/** Room kept for headers, the text part and MIME boundaries. */
const ENVELOPE_ALLOWANCE = 64 * 1024;

/** What the transport sends: the binding's structured message. */
export type OutgoingEmail = {
  from: { name: string; email: string };
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: { filename: string; type: string; content: Uint8Array; disposition: "attachment" }[];
};

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

const headerSafe = (value: string) => HEADER_SAFE_PATTERN.test(value);

/** A message the email service must never be asked to send; sending it again will not help. */
export class UnsafeMessageError extends Error {
  override name = "UnsafeMessageError";
  constructor(readonly field: "to" | "from" | "replyTo" | "subject" | "filename" | "type") {
    super(`unsafe ${field}`);
  }
}

function assertSafeMessage(message: OutgoingEmail): void {
  for (const [field, value] of [
    ["to", message.to],
    ["from", message.from.email],
    ["replyTo", message.replyTo],
  ] as const) {
    if (value !== undefined && !EMAIL_PATTERN.test(value)) throw new UnsafeMessageError(field);
  }
  if (!headerSafe(message.subject) || !headerSafe(message.from.name)) throw new UnsafeMessageError("subject");
  for (const file of message.attachments ?? []) {
    if (!headerSafe(file.filename)) throw new UnsafeMessageError("filename");
    if (!MIME_TYPE_PATTERN.test(file.type)) throw new UnsafeMessageError("type");
  }
}

/** The structured message for one outbox row, its text already final. */
export function buildMessage(
  row: Pick<OutboxEmail, "fromAddress" | "toAddress" | "replyTo" | "subject">,
  text: string,
  files: (Pick<OutboxAttachment, "filename" | "type"> & { bytes: Uint8Array })[],
): OutgoingEmail {
  const message: OutgoingEmail = {
    from: { name: "Care Finder", email: row.fromAddress },
    to: row.toAddress,
    subject: row.subject,
    text,
  };
  if (row.replyTo) message.replyTo = row.replyTo;
  if (files.length > 0) {
    message.attachments = files.map((file) => ({
      filename: file.filename,
      type: file.type || "application/octet-stream",
      content: file.bytes,
      disposition: "attachment",
    }));
  }
  assertSafeMessage(message);
  return message;
}
