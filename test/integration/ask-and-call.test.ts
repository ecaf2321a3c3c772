/**
 * Two ways a member reaches a person: "Ask our team" when the procedure search finds nothing (a
 * help request started with what was typed; a visitor signs in first and comes back to it), and the
 * 30-minute call, a Premium Care benefit booked on its own page (a "call" request and an email to
 * the team through the outbox), refused to anyone whose plan does not include it.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CALL_MESSAGES } from "../../app/domain/calls";
import { emailOutbox, helpRequests } from "../../db/schema";
import { insertProfile } from "../support/factories";
import { call, cookieFor, db } from "../support/admin-helpers";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});
const visible = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

const member = async (plan: { currentPlan: string | null; planStatus: string | null }) => {
  const profile = await insertProfile(db(), plan);
  return { profile, cookie: await cookieFor(profile.id) };
};

describe("Ask our team (a procedure the search does not know)", () => {
  const ASK = "/dashboard/requests/new?about=hip+replacement";

  it("the price page without JavaScript offers it, with what was typed", async () => {
    const page = visible(await (await call("/?zip=10001&find=hip+replacement")).text());
    expect(page).toContain("No procedure matches “hip replacement”");
    expect(page).toContain(`<a href="${ASK.replace(/&/g, "&amp;")}">Ask our team</a>`);
  });

  it("a member's new-request page starts as a price request naming it", async () => {
    const { cookie } = await member({ currentPlan: null, planStatus: null });
    const res = await call(ASK, { cookie });
    expect(res.status).toBe(200);
    const html = visible(await res.text());
    expect(html).toMatch(/<option value="cost_estimate" selected="">/);
    expect(html).toContain('value="Price for hip replacement"');
    expect(html).toContain("I searched Care Finder for “hip replacement” and it is not in the list.");
  });

  it("a visitor signs in first; then their dashboard opens the form with their words, once", async () => {
    const visitor = await call(ASK, { redirect: "manual" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/sign-in?then=ask");
    const setCookie = visitor.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^cf_ask=hip%20replacement; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const signIn = visible(await (await call("/sign-in?then=ask")).text());
    expect(signIn).toContain("Sign in first to ask our team: your question is waiting");

    // Signed in (here: a session for a new member), the dashboard sends them on to the form and forgets the words.
    const { cookie } = await member({ currentPlan: null, planStatus: null });
    const waiting = `${cookie}; ${setCookie.split(";")[0]}`;
    const dashboard = await call("/dashboard", { cookie: waiting, redirect: "manual" });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("Location")).toBe(ASK);
    expect(dashboard.headers.get("Set-Cookie")).toMatch(/^cf_ask=; Max-Age=0;/);
    expect((await call("/dashboard", { cookie, redirect: "manual" })).status).toBe(200);
  });

  it("a call is not a type the new-request form accepts", async () => {
    const { profile, cookie } = await member({ currentPlan: "PREMIUM CARE", planStatus: "active" });
    const res = await call("/dashboard/requests/new", {
      cookie,
      ...form({ request_type: "call", title: "Call me", description: "Please", priority: "normal" }),
    });
    expect(res.status).toBe(400);
    expect(await db().select().from(helpRequests).where(eq(helpRequests.userId, profile.id))).toEqual([]);
  });
});

describe("the 30-minute call (Premium Care)", () => {
  const BOOKING = { topic: "Which hospital for my knee surgery?", preferred_times: "Weekdays after 5 pm Eastern" };

  it("a Premium member's dashboard links to the booking page, not a mailto:", async () => {
    const { cookie } = await member({ currentPlan: "PREMIUM CARE", planStatus: "active" });
    const html = visible(await (await call("/dashboard", { cookie })).text());
    expect(html).toMatch(/<a[^>]*href="\/dashboard\/call"[^>]*>.*Schedule a 30-minute call/s);
    expect(html).not.toContain("30-minute call&quot;");
    expect(html).not.toMatch(/mailto:[^"]*30-minute/);
  });

  it("books it: a 'call' request and one email to the team through the outbox; the dashboard says so", async () => {
    const { profile, cookie } = await member({ currentPlan: "PREMIUM CARE", planStatus: "active" });
    const page = await call("/dashboard/call", { cookie });
    expect(visible(await page.text())).toContain("When suits you?");

    const res = await call("/dashboard/call", { cookie, ...form(BOOKING) });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard?saved=call");
    const [request] = await db().select().from(helpRequests).where(eq(helpRequests.userId, profile.id));
    expect(request).toMatchObject({ requestType: "call", title: "30-minute call", status: "pending" });
    expect(request.description).toContain(BOOKING.topic);
    expect(request.description).toContain(BOOKING.preferred_times);
    const emails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedUserId, profile.id), eq(emailOutbox.kind, "request_message")));
    expect(emails).toHaveLength(1);
    expect(emails[0].toAddress).toBe("support@carefinder.example");
    expect(emails[0].subject).toBe("A Premium member asked for a 30-minute call");
    expect(emails[0].textBody).toContain(`/admin-dashboard/requests/${request.id}`);
    // What the member wrote stays in the app.
    expect(emails[0].textBody).not.toContain(BOOKING.topic);

    const dashboard = visible(await (await call("/dashboard?saved=call", { cookie })).text());
    expect(dashboard).toContain("Your call request was sent.");
  });

  it("a missing field answers on the page with what was typed, and nothing is written", async () => {
    const { profile, cookie } = await member({ currentPlan: "PREMIUM CARE", planStatus: "active" });
    const res = await call("/dashboard/call", { cookie, ...form({ topic: BOOKING.topic, preferred_times: " " }) });
    expect(res.status).toBe(400);
    const html = visible(await res.text());
    expect(html).toContain("Please fill in all required fields");
    expect(html).toContain(BOOKING.topic);
    expect(await db().select().from(helpRequests).where(eq(helpRequests.userId, profile.id))).toEqual([]);
  });

  for (const [who, plan] of [
    ["an Essential Care member", { currentPlan: "ESSENTIAL CARE", planStatus: "active" }],
    ["a canceled Premium member", { currentPlan: "PREMIUM CARE", planStatus: "canceled" }],
    ["a member who never paid", { currentPlan: null, planStatus: null }],
  ] as const) {
    it(`${who} is told which plan includes it, and a post is refused`, async () => {
      const { profile, cookie } = await member(plan);
      const dashboard = visible(await (await call("/dashboard", { cookie })).text());
      expect(dashboard).not.toContain('href="/dashboard/call"');
      expect(dashboard).toContain("A booked 30-minute call each month comes with");
      expect(dashboard).toContain("Premium Care");

      const page = visible(await (await call("/dashboard/call", { cookie })).text());
      expect(page).toContain("A booked 30-minute call each month comes with Premium Care ($99/month).");
      expect(page).not.toContain("When suits you?");

      const res = await call("/dashboard/call", { cookie, ...form(BOOKING) });
      expect(res.status).toBe(403);
      expect(visible(await res.text())).toContain("A booked 30-minute call comes with Premium Care.");
      expect(await db().select().from(helpRequests).where(eq(helpRequests.userId, profile.id))).toEqual([]);
      expect(await db().select().from(emailOutbox).where(eq(emailOutbox.relatedUserId, profile.id))).toEqual([]);
    });
  }
});

describe("POST /api/call-requests: the same booking, the same refusals", () => {
  const BOOKING = { topic: "Which hospital for my knee surgery?", preferred_times: "Weekdays after 5 pm Eastern" };
  const book = (cookie: string, json: unknown) => call("/api/call-requests", { method: "POST", cookie, json });

  it("a Premium member books it: 201, a 'call' request and one email to the team", async () => {
    const { profile, cookie } = await member({ currentPlan: "PREMIUM CARE", planStatus: "active" });
    const res = await book(cookie, BOOKING);
    expect(res.status).toBe(201);
    const [request] = await db().select().from(helpRequests).where(eq(helpRequests.userId, profile.id));
    expect(await res.json()).toEqual({ success: true, id: request.id, message: CALL_MESSAGES.booked });
    expect(request).toMatchObject({ requestType: "call", title: "30-minute call", status: "pending" });
    const emails = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedUserId, profile.id));
    expect(emails.map((email) => email.subject)).toEqual(["A Premium member asked for a 30-minute call"]);
  });

  it("a member whose plan does not include it gets the page's refusal (403), and nothing is written", async () => {
    const { profile, cookie } = await member({ currentPlan: "ESSENTIAL CARE", planStatus: "active" });
    const res = await book(cookie, BOOKING);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: CALL_MESSAGES.notIncluded });
    expect(await db().select().from(helpRequests).where(eq(helpRequests.userId, profile.id))).toEqual([]);
  });

  it("missing or too long fields get 400 with each field's message, and nothing is written", async () => {
    const { profile, cookie } = await member({ currentPlan: "PREMIUM CARE", planStatus: "active" });
    const missing = await book(cookie, { topic: BOOKING.topic, preferred_times: " " });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ details: { preferred_times: CALL_MESSAGES.required } });
    const long = await book(cookie, { topic: "x".repeat(2001), preferred_times: 5 });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      details: { topic: "Please keep this under 2000 characters", preferred_times: CALL_MESSAGES.required },
    });
    expect(await db().select().from(helpRequests).where(eq(helpRequests.userId, profile.id))).toEqual([]);
  });
});
