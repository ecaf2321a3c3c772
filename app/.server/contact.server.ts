/**
 * Contact messages (docs/product.md#pages, docs/product.md#api): stored and
 * queued to the support mailbox in one atomic batch (docs/decisions/0005-data.md, docs/decisions/0008-email.md).
 */
import type * as v from "valibot";
import { contactMessages } from "../../db/schema";
import { type contactSchema } from "../domain/contact";
import type { ServerContext } from "./context.server";
import { announceEmails, enqueueEmailStatement } from "./email/outbox.server";
import { enforceRateLimit } from "./auth/rate-limit.server";
import { assertHuman, humanCheckToken, type HumanCheckField } from "./human-check.server";

/** Human check, then the per-IP budget (RATE_LIMITER), then one batch: the message and its email. */
export async function sendContactMessage(
  server: ServerContext,
  request: Request,
  data: v.InferOutput<typeof contactSchema> & HumanCheckField,
): Promise<{ id: string }> {
  await assertHuman(server, humanCheckToken(data), request.headers.get("CF-Connecting-IP"));
  await enforceRateLimit(server, request, "contact", { refusal: { code: "contactRateLimited" } });
  const id = crypto.randomUUID();
  const [, queued] = await server.db.batch([
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
  announceEmails(
    server,
    queued.map((row) => row.id),
  );
  return { id };
}
