import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { insertHelpRequest, insertProfile } from "../support/factories";
import { cookieFor } from "../support/auth-helpers";
import { appFetch } from "../support/browser";

/** Forms posted as a browser without JavaScript posts them: the page's answer carries the messages and what was typed. */
const db = () => database(env.DB);

function postForm(path: string, cookie: string, fields: Record<string, string>) {
  return appFetch(`https://app.test${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const visible = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
/** The opening tag of the control named `name`. */
const control = (html: string, name: string) =>
  html.match(new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? "";

describe("/form without JavaScript", () => {
  it("checks step 1 on the server at 'Next Step': each field's message under it, focusable by name, and what was typed kept", async () => {
    const member = await insertProfile(db(), { onboardingCompleted: false, fullName: null });
    const res = await postForm("/form", await cookieFor(member.id), {
      intent: "next-step",
      full_name: "Nina Novak",
      email: member.email,
      phone_number: "",
      zip_code: "331",
      date_of_birth: "1990-05-17",
    });
    expect(res.status).toBe(400);
    const html = visible(await res.text());
    expect(html).toContain(">Basic Information</h2>");
    expect(html).toContain("Phone number is required");
    expect(html).toContain("Please enter a valid ZIP code");
    expect(html).not.toContain("Full name is required");
    expect(control(html, "phone_number")).toContain('aria-invalid="true"');
    expect(control(html, "phone_number")).toMatch(/aria-describedby="[^"]*phone_number-error/);
    expect(control(html, "zip_code")).toContain('value="331"');
    expect(control(html, "full_name")).toContain('value="Nina Novak"');
    expect(control(html, "date_of_birth")).toContain('value="1990-05-17"');
  });

  it("moves to step 2 with step 1's answers carried in the form, then refuses an incomplete step 2 and saves nothing", async () => {
    const member = await insertProfile(db(), { onboardingCompleted: false, fullName: null });
    const cookie = await cookieFor(member.id);
    const step1 = {
      full_name: "Nina Novak",
      email: member.email,
      phone_number: "(305) 555-0188",
      zip_code: "33101",
      date_of_birth: "1990-05-17",
    };
    const next = await postForm("/form", cookie, { intent: "next-step", ...step1 });
    expect(next.status).toBe(200);
    const stepTwo = visible(await next.text());
    expect(stepTwo).toContain(">Care &amp; Coverage</h2>");
    expect(control(stepTwo, "zip_code")).toContain('value="33101"');
    expect(stepTwo).not.toContain("Service needed is required");

    const incomplete = await postForm("/form", cookie, {
      ...step1,
      insurance_status: "insured",
      insurance_provider: "Aetna",
      service_needed: "  ",
    });
    expect(incomplete.status).toBe(400);
    const html = visible(await incomplete.text());
    expect(html).toContain("Service needed is required");
    expect(control(html, "service_needed")).toContain('aria-invalid="true"');
    expect(control(html, "insurance_provider")).toContain('value="Aetna"');
    expect(html).toMatch(
      /<input[^>]*name="insurance_status"[^>]*value="insured"[^>]*checked=""|<input[^>]*checked=""[^>]*value="insured"/,
    );
    const row = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(row).toMatchObject({ onboardingCompleted: false, fullName: null });
  });
});

describe("a help request's message form without JavaScript", () => {
  it("says 'Please write a message' under the field for a blank message, then sends one and empties the field", async () => {
    const member = await insertProfile(db());
    const request = await insertHelpRequest(db(), member.id);
    const cookie = await cookieFor(member.id);
    const blank = await postForm(`/dashboard/requests/${request.id}`, cookie, { body: "   " });
    expect(blank.status).toBe(400);
    const html = visible(await blank.text());
    expect(html).toContain("Please write a message");
    expect(control(html, "body")).toContain('aria-invalid="true"');

    const sent = await postForm(`/dashboard/requests/${request.id}`, cookie, { body: "I have the itemized bill." });
    expect(sent.status).toBe(200);
    const page = visible(await sent.text());
    expect(page).toContain("I have the itemized bill.");
    expect(page).toMatch(/<textarea[^>]*name="body"[^>]*><\/textarea>/);
  });

  it("answers someone else's request with the not-found page and its way back to the dashboard", async () => {
    const member = await insertProfile(db());
    const theirs = await insertHelpRequest(db(), (await insertProfile(db())).id);
    const res = await postForm(`/dashboard/requests/${theirs.id}`, await cookieFor(member.id), { body: "Hello" });
    expect(res.status).toBe(404);
    const html = visible(await res.text());
    expect(html).toContain("We couldn't find that page");
    expect(html).toMatch(/<a[^>]*href="\/dashboard"[^>]*>Back to dashboard<\/a>/);
    const messages = await db().query.requestMessages.findMany({ where: (m, { eq }) => eq(m.requestId, theirs.id) });
    expect(messages).toEqual([]);
  });
});

describe("a page's own error boundary", () => {
  it("keeps the site's frame and offers the page's way back: an unknown hospital leads back to the price preview", async () => {
    const res = await appFetch("https://app.test/hospitals/999999");
    expect(res.status).toBe(404);
    const html = visible(await res.text());
    expect(html).toContain("We couldn't find that page");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to price preview<\/a>/);
    expect(html).toContain("<footer");
  });
});
