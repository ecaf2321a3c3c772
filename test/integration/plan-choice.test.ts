/**
 * No surprise payment: the plan a visitor chose is named, with its price from the plan catalog,
 * on the sign-in and registration pages (server-rendered, so also without JavaScript); the last
 * step says Checkout comes next and what it charges; skipping the plan registers for free.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { findPlan, planPrice } from "../../app/data/plans";
import { insertProfile } from "../support/factories";
import { cookieFor } from "../support/auth-helpers";
import { appFetch } from "../support/browser";

const db = () => database(env.DB);
const visible = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");

async function page(path: string, init: RequestInit = {}) {
  const res = await appFetch(`https://app.test${path}`, { redirect: "manual", ...init });
  return { status: res.status, html: visible(await res.text()) };
}

const essential = findPlan("ESSENTIAL CARE")!;
const premium = findPlan("PREMIUM CARE")!;
const access = findPlan("CARE ACCESS")!;
const monthly = (plan: typeof essential) => `${plan.label}, ${planPrice(plan).amount}/month`;

describe("the chosen plan, named before any payment", () => {
  it("/sign-in names the plan from the address with its catalog price, and offers to change or skip it", async () => {
    const { status, html } = await page(`/sign-in?plan=${encodeURIComponent(essential.name)}`);
    expect(status).toBe(200);
    expect(html).toContain(`You chose <strong>${monthly(essential)}</strong>. You can change or skip it.`);
    expect(html).toContain(`Stripe Checkout asks for ${planPrice(essential).amount} a month for ${essential.label}`);
    expect(html).toContain('href="/pricing">Change plan</a>');
    expect(html).toContain('href="/sign-in?plan=none">Skip it and register for free</a>');

    const oneTime = await page(`/sign-in?plan=${encodeURIComponent(access.name)}`);
    expect(oneTime.html).toContain(`You chose <strong>${access.label}, ${planPrice(access).amount} one-time</strong>`);

    expect((await page("/sign-in?plan=none")).html).not.toContain("You chose");
    expect((await page("/sign-in")).html).not.toContain("You chose");
  });

  it("/form is headed for the chosen plan, and its last step says Checkout comes next and what it charges", async () => {
    const member = await insertProfile(db(), { onboardingCompleted: false, fullName: null });
    const cookie = await cookieFor(member.id);
    const path = `/form?plan=${encodeURIComponent(premium.name)}`;
    const first = await page(path, { headers: { cookie } });
    expect(first.html).toContain(`<h1>Register for ${premium.label}</h1>`);
    expect(first.html).toContain(`You chose <strong>${monthly(premium)}</strong>`);
    expect(first.html).toContain('href="/form?plan=none">Skip it and register for free</a>');

    // Without JavaScript "Next Step" posts and step 2 comes back with the note above its button.
    const next = await page(path, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "next-step",
        full_name: "Nina Novak",
        email: member.email,
        phone_number: "(305) 555-0188",
        zip_code: "33101",
        date_of_birth: "1990-05-17",
      }).toString(),
    });
    expect(next.status).toBe(200);
    const note = `After you register, Stripe Checkout asks for ${planPrice(premium).amount} a month for ${premium.label}, renewed each month until you cancel.`;
    expect(next.html).toContain(note);
    expect(next.html.indexOf(note)).toBeLessThan(next.html.indexOf("Complete Registration"));
  });

  it("without a plan (or after skipping it) /form is free and says so", async () => {
    const member = await insertProfile(db(), { onboardingCompleted: false, fullName: null });
    const cookie = await cookieFor(member.id);
    for (const path of ["/form", "/form?plan=none"]) {
      const { html } = await page(path, { headers: { cookie } });
      expect(html).toContain("<h1>Register for free expert help</h1>");
      expect(html).not.toContain("You chose");
      expect(html).not.toContain("Get free expert help");
    }
  });
});
