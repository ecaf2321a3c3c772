/**
 * Values that end up in an email's headers (the contact name goes into the
 * subject) are one line without control characters: refused at the door with
 * a clear 400, never accepted and then lost when delivery refuses them.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { enqueueEmail } from "../../app/.server/email/outbox.server";
import { appFetch } from "../support/browser";
import { server } from "../support/auth-helpers";
import { uniqueIp } from "../support/rate-limits";

const contact = (body: unknown) =>
  appFetch("https://app.test/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
    body: JSON.stringify(body),
  });

const count = async (table: string) =>
  (await env.DB.prepare(`select count(*) n from ${table}`).first<{ n: number }>())!.n;

describe("header-bound fields", () => {
  for (const name of ["Ana\r\nBcc: x@attacker.example", "Ana\nRuiz", "Ana\u0007Ruiz", "Ana\u0000", "Ana\u007fRuiz"]) {
    it(`the contact name ${JSON.stringify(name)} is a clear 400 and stores nothing`, async () => {
      const [messages, emails] = [await count("contact_messages"), await count("email_outbox")];
      const res = await contact({ name, email: "ana@example.com", message: "About my bill" });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        details: { name: "Your name must be a single line without control characters" },
      });
      expect(await count("contact_messages")).toBe(messages);
      expect(await count("email_outbox")).toBe(emails);
    });
  }

  it("the outbox never queues a message delivery would refuse", async () => {
    const emails = await count("email_outbox");
    await expect(
      enqueueEmail(server(), { kind: "contact", to: "support@example.com", subject: "Hi\r\nBcc: x@y.z", text: "x" }),
    ).rejects.toThrow(/unsafe subject/);
    await expect(
      enqueueEmail(server(), { kind: "contact", to: "a@b.c>, x@y.z", subject: "Hi", text: "x" }),
    ).rejects.toThrow(/unsafe to/);
    expect(await count("email_outbox")).toBe(emails);
  });
});
