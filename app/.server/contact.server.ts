/**
 * Contact messages (docs/product.md#pages, docs/product.md#api): stored and
 * queued to the support mailbox in one atomic batch (docs/decisions/0005-data.md, docs/decisions/0008-email.md).
 */
import { contactMessages } from "../../db/schema";
import { CONTACT_MESSAGES, contactSchema } from "../schemas/contact";
import type { ServerContext } from "./context";
import { enqueueEmailStatement } from "./email/outbox.server";
import { ServiceError } from "./errors";
import { assertHuman, humanCheckToken } from "./human-check.server";
import { parseInput } from "./validation.server";

/** Per-IP limit through the RATE_LIMITER binding; `clientKey` is the caller's IP. */
export async function limitContact(server: ServerContext, clientKey: string): Promise<void> {
  const limiter = server.env.RATE_LIMITER;
  if (!limiter) return;
  const { success } = await limiter.limit({ key: `contact:${clientKey}` });
  if (!success) throw new ServiceError(429, CONTACT_MESSAGES.rateLimited);
}

export async function sendContactMessage(
  server: ServerContext,
  input: unknown,
  clientKey: string,
): Promise<{ id: string }> {
  const data = parseInput(contactSchema, input);
  await assertHuman(server, humanCheckToken(input), clientKey === "unknown" ? null : clientKey);
  await limitContact(server, clientKey);
  const id = crypto.randomUUID();
  await server.db.batch([
    server.db.insert(contactMessages).values({ id, name: data.name, email: data.email, message: data.message }),
    enqueueEmailStatement(server, {
      kind: "contact",
      to: server.env.SUPPORT_EMAIL,
      replyTo: data.email,
      subject: `Contact form: message from ${data.name}`,
      text: [
        `Name: ${data.name}`,
        `Email: ${data.email}`,
        "",
        data.message,
        "",
        `Reference: contact message ${id}`,
      ].join("\n"),
      dedupeKey: `contact:${id}`,
    }),
  ]);
  return { id };
}
