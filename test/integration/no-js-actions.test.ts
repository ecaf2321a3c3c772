/**
 * Every member action works as a plain form post: deleting a document (the dialog's own page),
 * and registering with a paid plan chosen, which stops to say Checkout comes next before any charge.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findPlan, planPrice } from "../../app/data/plans";
import { database } from "../../db";
import { insertDocument, insertProfile } from "../support/factories";
import { cookieFor } from "../support/auth-helpers";
import { appFetch } from "../support/browser";

const db = () => database(env.DB);
const visible = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");

function request(path: string, cookie: string, body?: Record<string, string>) {
  return appFetch(`https://app.test${path}`, {
    method: body ? "POST" : "GET",
    redirect: "manual",
    headers: body ? { cookie, "content-type": "application/x-www-form-urlencoded" } : { cookie },
    body: body ? new URLSearchParams(body).toString() : undefined,
  });
}

describe("deleting a document without JavaScript", () => {
  it("the dashboard's Delete is a link to a page whose form deletes the member's own document", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const doc = await insertDocument(db(), env.DOCUMENTS, member.id);
    const deletePath = `/dashboard/documents/${doc.id}/delete`;

    const dashboard = await (await request("/dashboard", cookie)).text();
    expect(dashboard).toContain(`href="${deletePath}"`);

    const confirm = await request(deletePath, cookie);
    expect(confirm.status).toBe(200);
    const html = visible(await confirm.text());
    expect(html).toContain(`<strong>${doc.filename}</strong>`);
    expect(html).toContain("This cannot be undone.");
    expect(html).toMatch(/<form method="post" action="\/dashboard\/documents\/[^"]+\/delete"/);

    const deleted = await request(deletePath, cookie, {});
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/dashboard?saved=document-deleted");
    expect(await db().query.documents.findFirst({ where: (d, { eq }) => eq(d.id, doc.id) })).toBeUndefined();
    expect(await env.DOCUMENTS.head(doc.r2Key)).toBeNull();
    expect(await (await request("/dashboard?saved=document-deleted", cookie)).text()).toContain("Document deleted.");
    // Gone: the page is not found now.
    expect((await request(deletePath, cookie)).status).toBe(404);
  });

  it("someone else's document is not found, and stays", async () => {
    const owner = await insertProfile(db());
    const other = await insertProfile(db());
    const cookie = await cookieFor(other.id);
    const doc = await insertDocument(db(), env.DOCUMENTS, owner.id);
    const path = `/dashboard/documents/${doc.id}/delete`;
    expect((await request(path, cookie)).status).toBe(404);
    expect((await request(path, cookie, {})).status).toBe(404);
    expect(await db().query.documents.findFirst({ where: (d, { eq }) => eq(d.id, doc.id) })).toBeDefined();
  });
});

describe("registering with a paid plan without JavaScript", () => {
  const essential = findPlan("ESSENTIAL CARE")!;
  const answers = {
    full_name: "Nina Novak",
    phone_number: "(305) 555-0188",
    zip_code: "33101",
    date_of_birth: "1990-05-17",
    insurance_status: "uninsured",
    insurance_provider: "",
    member_id: "",
    service_needed: "Bill review",
  };

  it("saves, then says Checkout comes next and what it asks, and goes there only when the person says so", async () => {
    const member = await insertProfile(db(), { onboardingCompleted: false, fullName: null });
    const cookie = await cookieFor(member.id);
    const path = `/form?plan=${encodeURIComponent(essential.name)}`;

    // Step 2 as the server renders it carries the plan for the page's own post.
    const step2 = visible(
      await (await request(path, cookie, { intent: "next-step", email: member.email, ...answers })).text(),
    );
    expect(step2).toContain('name="plan_choice" value="ESSENTIAL CARE"');
    expect(step2).toContain('name="then" value="confirm-checkout"');

    const saved = await request(path, cookie, {
      email: member.email,
      ...answers,
      plan_choice: essential.name,
      then: "confirm-checkout",
    });
    expect(saved.status).toBe(302);
    const next = saved.headers.get("Location")!;
    expect(next).toBe("/form?step=checkout&plan=ESSENTIAL%20CARE");
    const row = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(row?.onboardingCompleted).toBe(true);
    expect(row?.planStatus).toBeNull();

    const page = visible(await (await request(next, cookie)).text());
    expect(page).toContain("Next: payment");
    expect(page).toContain(`Stripe Checkout asks for ${planPrice(essential).amount} a month for ${essential.label}`);
    expect(page).toMatch(/<form method="post" action="\/checkout"/);
    expect(page).toContain("Continue to Stripe Checkout");
    expect(page).toContain('href="/dashboard"');
  });

  it("an onboarded member is sent on to the dashboard unless a paid plan awaits Checkout", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    expect((await request("/form?step=checkout", cookie)).headers.get("Location")).toBe("/dashboard");
    expect((await request("/form?step=checkout&plan=nonsense", cookie)).headers.get("Location")).toBe("/dashboard");
  });
});
