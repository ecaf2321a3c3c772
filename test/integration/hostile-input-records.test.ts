/**
 * What hostile requests leave in our records: page views keep no free text
 * and no ids (an admin's search for a member's email, an opened row), and an
 * audit entry anyone can cause keeps only a bounded path, and a burst of them leaves
 * no more than the source's budget of rows.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_AUDIT_DETAIL_CHARS } from "../../app/.server/audit.server";
import { adminAuditLog } from "../../db/schema";
import { recordingQueue } from "../support/queues";
import { callWorker } from "../support/worker-call";
import { call, db, signedInMember } from "../support/auth-helpers";
import { oneLimitWindow, uniqueIp } from "../support/rate-limits";

/** What the page-view queue was last sent (the consumer stores exactly this: page-view-queue.test.ts). */
let lastSent: { path: string; query: string } | undefined;
async function view(path: string, query: string) {
  const { queue, sent } = recordingQueue();
  const res = await callWorker(
    "https://app.test/api/page-views",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify({ path, query }),
    },
    { ...env, PAGE_VIEWS: queue } as Env,
  );
  const [message] = sent as { path: string; query: string }[];
  lastSent = message && { path: message.path, query: message.query };
  return res;
}
const lastView = async () => lastSent;

describe("page views keep no free text and no ids", () => {
  it("the admin search and the opened row are dropped, the tab and sort kept", async () => {
    const id = crypto.randomUUID();
    expect((await view("/admin-dashboard", `?tab=users&q=ana.ruiz%40example.com&open=${id}&sort=name`)).status).toBe(
      204,
    );
    expect(await lastView()).toEqual({
      path: "/admin-dashboard",
      query: "?tab=users&q=redacted&open=redacted&sort=name",
    });
  });

  it("a parameter we did not choose keeps no value", async () => {
    await view("/pricing", "?utm_content=Dear%20Ana&ref=member-8841&plan=PREMIUM+CARE");
    expect(await lastView()).toEqual({
      path: "/pricing",
      query: "?utm_content=redacted&ref=redacted&plan=PREMIUM+CARE",
    });
  });

  it("an id or an address in the path is kept as :id", async () => {
    const id = crypto.randomUUID();
    await view(`/admin-dashboard/users/${id}/email`, "");
    expect(await lastView()).toEqual({ path: "/admin-dashboard/users/:id/email", query: "" });
    await view("/dashboard/requests/ana@example.com", "");
    expect((await lastView())?.path).toBe("/dashboard/requests/:id");
    await view("/auth/link/abcDEF1234567890abcdef12", "");
    expect((await lastView())?.path).toBe("/auth/link/:id");
    await view("/precios-y-planes", "");
    expect((await lastView())?.path).toBe("/precios-y-planes");
  });
});

describe("audit entries anyone can cause", () => {
  it("a member's hit on an admin path with a 4,000-character path keeps a bounded path", async () => {
    const { member, cookie } = await signedInMember();
    const res = await call(`/api/admin/users/${"x".repeat(4000)}`, { cookie });
    expect(res.status).toBe(403);
    const [entry] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "auth.access_denied"), eq(adminAuditLog.actorId, member.id)));
    const path = (entry.details as { path: string }).path;
    expect(path.length).toBeLessThanOrEqual(MAX_AUDIT_DETAIL_CHARS + 1);
    expect(path.startsWith("/api/admin/users/xxx")).toBe(true);
  });

  /** The budget an audit source gets (RATE_LIMITER: 10 a minute), and a burst well past it. */
  const AUDIT_BUDGET = 10;
  const BURST = 30;
  const failedSignIns = async (method: string) =>
    (await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, "auth.sign_in_failed")).all()).filter(
      (row) => (row.details as { method?: string }).method === method,
    ).length;

  it("a member hammering admin paths is refused every time but leaves at most a minute's budget of entries", async () => {
    const via = oneLimitWindow().fetch;
    const { member, cookie } = await signedInMember();
    for (let i = 0; i < BURST; i++)
      expect((await call(`/api/admin/users?page=${i}&pad=${"x".repeat(4000)}`, { cookie, via })).status).toBe(403);
    const entries = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "auth.access_denied"), eq(adminAuditLog.actorId, member.id)))
      .all();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(AUDIT_BUDGET);
  });

  it("failed sign-in links posted from one address leave at most a minute's budget of entries", async () => {
    const inWindow = oneLimitWindow().fetch;
    const before = await failedSignIns("email_link");
    const ip = uniqueIp();
    for (let i = 0; i < BURST; i++) {
      const res = await inWindow("https://app.test/auth/link", {
        method: "POST",
        headers: { "CF-Connecting-IP": ip },
        body: new URLSearchParams({ token: `made-up-${i}` }),
      });
      expect(await res.text()).toContain("This sign-in link is not valid.");
    }
    const written = (await failedSignIns("email_link")) - before;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThanOrEqual(AUDIT_BUDGET);
    // Another address has a budget of its own.
    await inWindow("https://app.test/auth/link", {
      method: "POST",
      headers: { "CF-Connecting-IP": uniqueIp() },
      body: new URLSearchParams({ token: "made-up-elsewhere" }),
    });
    expect((await failedSignIns("email_link")) - before).toBe(written + 1);
  });

  it("failed POST /api/sessions from one address leave at most a minute's budget of entries", async () => {
    const via = oneLimitWindow().fetch;
    const before = await failedSignIns("oauth");
    const ip = uniqueIp();
    for (let i = 0; i < BURST; i++) {
      const res = await call("/api/sessions", {
        via,
        method: "POST",
        headers: { "CF-Connecting-IP": ip },
        json: { code: `c${i}`, state: "s" },
      });
      expect(res.status).toBe(400);
    }
    const written = (await failedSignIns("oauth")) - before;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThanOrEqual(AUDIT_BUDGET);
  });
});
