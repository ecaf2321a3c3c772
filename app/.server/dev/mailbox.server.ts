import { eq } from "drizzle-orm";
import { emailOutbox, type OutboxEmail } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { openEmailBody } from "../email/sealed-body.server";
import { notFound } from "../errors.server";
import { assertDevelopment } from "./development.server";
import { newestFirst } from "../insertion-order.server";

/**
 * The local mailbox (/dev/mail, development only): every outbox message as
 * its recipient would read it. Sign-in links are sealed at rest; only here,
 * on a developer's machine, are they opened for display.
 */
export type MailboxMessage = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  links: string[];
  status: string;
  createdAt: string;
  sentAt: string | null;
  attachments: { index: number; filename: string; type: string; size: number }[];
};

/** The mailbox's JSON shape for tests and scripts; `sentAt` is set once the outbox has handed the message to send_email. */
export type MailboxJson = Pick<MailboxMessage, "to" | "subject" | "text" | "links" | "createdAt" | "sentAt">;

const MAILBOX_LIMIT = 200;
const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Every http(s) address in a text, in order, without trailing punctuation. */
function linksIn(text: string): string[] {
  return [...text.matchAll(URL_PATTERN)].map((m) => m[0].replace(/[.,;:!?]+$/, ""));
}

async function toMessage(server: ServerContext, row: OutboxEmail): Promise<MailboxMessage> {
  let text: string;
  try {
    text = await openEmailBody(server.env, row.textBody);
  } catch {
    text = "[sealed body: SESSION_SECRET changed since it was queued]";
  }
  return {
    id: row.id,
    to: row.toAddress,
    from: row.fromAddress,
    subject: row.subject,
    text,
    links: linksIn(text),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    attachments: (row.attachments ?? []).map((a, index) => ({
      index,
      filename: a.filename,
      type: a.type,
      size: a.size,
    })),
  };
}

/** Newest first. */
export async function listMailbox(server: ServerContext): Promise<MailboxMessage[]> {
  assertDevelopment(server.env);
  const rows = await server.db
    .select()
    .from(emailOutbox)
    .orderBy(...newestFirst(emailOutbox, emailOutbox.createdAt))
    .limit(MAILBOX_LIMIT);
  return Promise.all(rows.map((row) => toMessage(server, row)));
}

export function mailboxJson(messages: MailboxMessage[]): MailboxJson[] {
  return messages.map(({ to, subject, text, links, createdAt, sentAt }) => ({
    to,
    subject,
    text,
    links,
    createdAt,
    sentAt,
  }));
}

export async function getMailboxMessage(server: ServerContext, id: string): Promise<MailboxMessage> {
  assertDevelopment(server.env);
  const row = await server.db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, id) });
  if (!row) throw notFound("No such message");
  return toMessage(server, row);
}

/** An attachment's bytes, served as a download. */
export async function mailboxAttachment(server: ServerContext, id: string, index: number): Promise<Response> {
  assertDevelopment(server.env);
  const row = await server.db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, id) });
  const attachment = row?.attachments?.[index];
  if (!attachment) throw notFound("No such attachment");
  const object = await server.env.DOCUMENTS.get(attachment.r2Key);
  if (!object) throw notFound("This attachment is no longer stored");
  const filename = attachment.filename.replace(/["\\\r\n]/g, "_");
  return new Response(object.body, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
