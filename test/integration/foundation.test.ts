import { env } from "cloudflare:test";
import { appFetch } from "../support/browser";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { insertDocument, insertProfile } from "../support/factories";

describe("front door", () => {
  it("answers /api/health from real D1 and R2", async () => {
    const res = await appFetch("https://app.test/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: "ok", storage: "ok" });
  });

  it("server-renders / with the header and footer", async () => {
    const res = await appFetch("https://app.test/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    for (const label of ["Care Concierge", "Care Coverage", "Sign In", "Privacy &amp; Terms", "En français"]) {
      expect(html).toContain(label);
    }
    expect(html).toContain("available in all 50 states");
    expect(html).toContain("FL, NC, OH, TN and VA");
  });

  it("sets security headers on HTML responses", async () => {
    const res = await appFetch("https://app.test/");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    // The nonce in the header is the one on the page's scripts.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await res.text()).toContain(`nonce="${nonce}"`);
  });

  it("renders the site's not-found page with 404 for unknown pages", async () => {
    const res = await appFetch("https://app.test/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(await res.text()).toContain("We couldn&#x27;t find that page");
  });

  it("answers JSON 404 for unknown /api paths, any method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await appFetch("https://app.test/api/no-such-thing", { method });
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await res.json()).toEqual({ error: "Not found" });
    }
  });

  it("hands non-GET page requests to Remix too", async () => {
    // Remix (not Hono) answers: a page without an action refuses POST with 405.
    const res = await appFetch("https://app.test/privacy-terms", { method: "POST", body: "x=1" });
    expect(res.status).toBe(405);
  });
});

describe("local bindings through the shared factories", () => {
  it("writes a profile and a document to D1 and R2 and reads them back", async () => {
    const db = database(env.DB);
    const member = await insertProfile(db, { email: "factory@example.com" });
    const doc = await insertDocument(db, env.DOCUMENTS, member.id, { body: "hello" });
    const object = await env.DOCUMENTS.get(doc.r2Key);
    expect(await object?.text()).toBe("hello");
    const row = await db.query.documents.findFirst({ where: (d, { eq }) => eq(d.id, doc.id) });
    expect(row).toMatchObject({ userId: member.id, fileSize: 5, uploadStatus: "completed", requestId: null });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("applies the schema defaults of docs/decisions/0005-data.md", async () => {
    const db = database(env.DB);
    const member = await insertProfile(db);
    const result = await env.DB.prepare(
      "insert into help_requests (id, user_id, title, description) values (?, ?, 't', 'd') returning request_type, priority, status",
    )
      .bind(crypto.randomUUID(), member.id)
      .first();
    expect(result).toEqual({ request_type: "general", priority: "normal", status: "pending" });
    expect(member.role).toBe("member");
  });

  it("enforces foreign keys", async () => {
    await expect(
      env.DB.prepare("insert into tasks (id, user_id, task_text) values ('t1', 'nobody', 'x')").run(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
