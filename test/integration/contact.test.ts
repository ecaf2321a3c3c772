import { env } from "cloudflare:test";
import { appFetch, type SendRequest } from "../support/browser";
import { describe, expect, it } from "vitest";
import { oneLimitWindow, uniqueIp } from "../support/rate-limits";

function contact(body: unknown, ip = uniqueIp(), via: SendRequest = appFetch) {
  return via("https://app.test/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

describe("POST /api/contact", () => {
  it("stores the message and queues one email to support, together", async () => {
    const message = `Question about my MRI bill ${crypto.randomUUID()}`;
    const res = await contact({ name: "  Ana Ruiz ", email: "Ana.Ruiz@Example.com", message });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, message: "Message sent successfully!" });

    const row = await env.DB.prepare("select id, name, email, message from contact_messages where message = ?")
      .bind(message)
      .first<{ id: string; name: string; email: string }>();
    expect(row).toMatchObject({ name: "Ana Ruiz", email: "ana.ruiz@example.com" });

    const email = await env.DB.prepare(
      "select kind, to_address, reply_to, subject, text_body, status from email_outbox where dedupe_key = ?",
    )
      .bind(`contact:${row!.id}`)
      .first<Record<string, string>>();
    expect(email).toMatchObject({
      kind: "contact",
      to_address: env.SUPPORT_EMAIL,
      reply_to: "ana.ruiz@example.com",
      status: "pending",
    });
    expect(email!.subject).toContain("Ana Ruiz");
    expect(email!.text_body).toContain(message);
  });

  it("answers the schema's message for each missing or blank field, and stores nothing", async () => {
    const before = await env.DB.prepare("select count(*) n from contact_messages").first<{ n: number }>();
    const cases: [Record<string, string>, string][] = [
      [{ name: "   ", email: "a@example.com", message: "hi" }, "Name is required"],
      [{ name: "A", email: "", message: "hi" }, "Email is required"],
      [{ name: "A", email: "not-an-email", message: "hi" }, "Please enter a valid email"],
      [{ name: "A", email: "a@example.com", message: " \n " }, "Message is required"],
    ];
    for (const [body, error] of cases) {
      const res = await contact(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    }
    const after = await env.DB.prepare("select count(*) n from contact_messages").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("limits messages per IP with a clear 429", async () => {
    const inWindow = oneLimitWindow().fetch;
    const ip = uniqueIp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) {
      last = await contact({ name: "Rate", email: "rate@example.com", message: `m${i}` }, ip, inWindow);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The one rate-limit rule (app/.server/auth/rate-limit.server.ts): the refusal says when to come back.
    expect(last!.headers.get("Retry-After")).toBe("60");
    expect(await last!.json()).toEqual({
      error: "You have sent several messages in a short time. Please wait a minute and try again.",
      code: "contactRateLimited",
    });
    // Another visitor is not affected.
    expect((await contact({ name: "B", email: "b@example.com", message: "hello" }, uniqueIp())).status).toBe(201);
  });
});
