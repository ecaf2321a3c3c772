/**
 * "Ask our team" when the procedure search finds nothing: a help request started with what was typed;
 * a visitor signs in first and comes back to it. (The booked call: calls.test.ts.)
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { helpRequests } from "../../db/schema";
import { insertProfile } from "../support/factories";
import { call, cookieFor, db } from "../support/auth-helpers";

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
