/**
 * "Free with insurance enrollment": an admin marks a member's Insurance Bundle quote as enrolled
 * (one batch: the enrollment, Care Access as their plan, the audit entry), and from then on the
 * plans pages and the dashboard say Care Access is free, and Checkout is never asked for it.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { insuranceQuoteStatements } from "../../app/.server/requests/insurance-quote.server";
import { ENROLLMENT_MESSAGES, PAYMENT_MESSAGES } from "../../app/domain/payments";
import { adminAuditLog, helpRequests, insuranceEnrollments, profiles } from "../../db/schema";
import { cookieFor } from "../support/auth-helpers";
import { appFetch } from "../support/browser";
import { insertAdmin } from "../support/factories";
import { pageFigures } from "../support/plan-figures";
import { APP, db, member, standInBase } from "../support/stripe-journeys";

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

async function quoteRequest(userId: string) {
  await db().batch(insuranceQuoteStatements(createServerContext(env), userId));
  const [row] = await db().select({ id: helpRequests.id }).from(helpRequests).where(eq(helpRequests.userId, userId));
  return row.id;
}
/** A help request that is not an insurance quote. */
async function generalRequest(userId: string) {
  const id = crypto.randomUUID();
  await db().insert(helpRequests).values({
    id,
    userId,
    requestType: "general",
    title: "A bill question",
    description: "Why so much?",
    priority: "normal",
    status: "pending",
  });
  return id;
}
const markEnrolled = (adminCookie: string, requestId: string) =>
  appFetch(`${APP}/admin-dashboard/requests/${requestId}`, {
    method: "POST",
    headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "insurance-enrolled", id: requestId }),
    redirect: "manual",
  });
const sessionsAskedFor = async (userId: string) =>
  ((await (await fetch(`${standInBase()}/__standin/requests`)).json()) as Record<string, unknown>[]).filter(
    (r) =>
      r.method === "POST" &&
      r.path === "/v1/checkout/sessions" &&
      (r.body as Record<string, unknown>).client_reference_id === userId,
  );

describe("an admin marks a member's Insurance Bundle quote as enrolled", () => {
  it("makes Care Access free: the plan, the plans pages and the dashboard say so, and Checkout is not asked", async () => {
    const { profile, cookie } = await member();
    const admin = await insertAdmin(db());
    const adminCookie = await cookieFor(admin.id);
    const requestId = await quoteRequest(profile.id);
    expect((await pageFigures(cookie))["Care Access"].price).toBe(3900);

    const before = text(
      await (
        await appFetch(`${APP}/admin-dashboard/requests/${requestId}`, { headers: { Cookie: adminCookie } })
      ).text(),
    );
    expect(before).toContain("Mark enrolled: Care Access free");

    const done = await markEnrolled(adminCookie, requestId);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/admin-dashboard/requests/${requestId}?enrolled=1`);

    // One batch: the enrollment, Care Access as the member's plan, and the audit entry.
    expect(
      await db().query.insuranceEnrollments.findFirst({ where: eq(insuranceEnrollments.userId, profile.id) }),
    ).toMatchObject({ requestId, enrolledBy: admin.id });
    expect(await db().query.profiles.findFirst({ where: eq(profiles.id, profile.id) })).toMatchObject({
      currentPlan: "CARE ACCESS",
      planStatus: "active",
    });
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "admin.insurance_enrolled"), eq(adminAuditLog.targetId, profile.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, details: { request_id: requestId } });

    // The admin sees the effect.
    const after = text(
      await (
        await appFetch(`${APP}/admin-dashboard/requests/${requestId}?enrolled=1`, { headers: { Cookie: adminCookie } })
      ).text(),
    );
    expect(after).toContain(ENROLLMENT_MESSAGES.done);
    expect(after).toContain("Care Access is free for this member");
    expect(after).not.toContain("Mark enrolled: Care Access free");

    // The member's pages: free, no Checkout button for it.
    for (const path of ["/pricing", "/precios-y-planes"] as const)
      expect((await pageFigures(cookie, path))["Care Access"].price, path).toBe(0);
    const pricing = await (await appFetch(`${APP}/pricing`, { headers: { Cookie: cookie } })).text();
    expect(text(pricing)).toContain("Free with your insurance enrollment (normally $149)");
    expect(pricing).not.toContain('value="CARE ACCESS"');
    const dashboard = text(await (await appFetch(`${APP}/dashboard`, { headers: { Cookie: cookie } })).text());
    expect(dashboard).toContain("Care Access is free with your insurance enrollment");
    expect(dashboard).toMatch(/Your Plan\s*Care Access\s*Active/);

    // Checkout is not asked for it.
    const checkout = await appFetch(`${APP}/api/create-checkout-session`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ plan_name: "CARE ACCESS" }),
    });
    expect(checkout.status).toBe(409);
    expect(await checkout.json()).toMatchObject({ error: PAYMENT_MESSAGES.careAccessIncluded });
    expect(await sessionsAskedFor(profile.id)).toEqual([]);

    // Marked once: a second marking is refused and writes nothing.
    const again = await markEnrolled(adminCookie, requestId);
    expect(again.status).toBe(409);
    expect(
      await db()
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, "admin.insurance_enrolled"), eq(adminAuditLog.targetId, profile.id))),
    ).toHaveLength(1);
  });

  it("only an Insurance Bundle quote can be marked, and only by an admin", async () => {
    const { profile, cookie } = await member();
    const adminCookie = await cookieFor((await insertAdmin(db())).id);
    const other = await generalRequest(profile.id);
    expect((await markEnrolled(adminCookie, other)).status).toBe(409);
    const quote = await quoteRequest(profile.id);
    const byMember = await markEnrolled(cookie, quote);
    expect(byMember.headers.get("Location") ?? "").not.toContain("enrolled=1");
    expect(
      await db().query.insuranceEnrollments.findFirst({ where: eq(insuranceEnrollments.userId, profile.id) }),
    ).toBe(undefined);
  });
});

describe("POST /api/admin/requests/:id/insurance-enrolled: the same marking through the API", () => {
  const markByApi = (cookie: string, requestId: string) =>
    appFetch(`${APP}/api/admin/requests/${requestId}/insurance-enrolled`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: "{}",
    });
  const enrollmentOf = (userId: string) =>
    db().query.insuranceEnrollments.findFirst({ where: eq(insuranceEnrollments.userId, userId) });

  it("an admin marks a quote: 201 with the enrollment, Care Access is the member's; a second marking is 409", async () => {
    const { profile } = await member();
    const admin = await insertAdmin(db());
    const adminCookie = await cookieFor(admin.id);
    const quote = await quoteRequest(profile.id);
    const res = await markByApi(adminCookie, quote);
    expect(res.status).toBe(201);
    const enrolled = await enrollmentOf(profile.id);
    expect(await res.json()).toEqual({
      success: true,
      message: ENROLLMENT_MESSAGES.done,
      enrollment: { user_id: profile.id, enrolled_at: enrolled!.enrolledAt.toISOString() },
    });
    expect(enrolled).toMatchObject({ requestId: quote, enrolledBy: admin.id });
    const plan = await db().query.profiles.findFirst({ where: eq(profiles.id, profile.id) });
    expect(plan).toMatchObject({ currentPlan: "CARE ACCESS", planStatus: "active" });

    const again = await markByApi(adminCookie, quote);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: ENROLLMENT_MESSAGES.already, code: "enrollmentAlready" });
  });

  it("a member cannot mark one (403, nothing written); a request that is not a quote is 409, an unknown one 404", async () => {
    const { profile, cookie } = await member();
    const quote = await quoteRequest(profile.id);
    const byMember = await markByApi(cookie, quote);
    expect(byMember.status).toBe(403);
    expect(await enrollmentOf(profile.id)).toBe(undefined);

    const adminCookie = await cookieFor((await insertAdmin(db())).id);
    const other = await generalRequest(profile.id);
    const notAQuote = await markByApi(adminCookie, other);
    expect(notAQuote.status).toBe(409);
    expect(await notAQuote.json()).toEqual({ error: ENROLLMENT_MESSAGES.notAQuote, code: "enrollmentNotAQuote" });
    expect((await markByApi(adminCookie, crypto.randomUUID())).status).toBe(404);
    expect(await enrollmentOf(profile.id)).toBe(undefined);
  });
});
