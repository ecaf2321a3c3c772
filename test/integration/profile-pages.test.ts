import { env } from "cloudflare:test";
import { appFetch } from "../support/browser";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { insertAdmin, insertDocument, insertHelpRequest, insertProfile } from "../support/factories";
import { cookieFor } from "../support/auth-helpers";

const db = () => database(env.DB);

function get(path: string, cookie?: string) {
  return appFetch(`https://app.test${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
}

function postForm(path: string, cookie: string, fields: Record<string, string>) {
  return appFetch(`https://app.test${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const registration = {
  full_name: "Nina Novak",
  phone_number: "(305) 555-0188",
  zip_code: "33101",
  date_of_birth: "1990-05-17",
  insurance_status: "uninsured",
  insurance_provider: "",
  member_id: "",
  service_needed: "Bill review",
};

describe("/dashboard guard and content", () => {
  it("sends visitors to sign in and admins to /admin-dashboard", async () => {
    const visitor = await get("/dashboard");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/sign-in");
    const admin = await insertAdmin(db());
    const asAdmin = await get("/dashboard", await cookieFor(admin.id));
    expect(asAdmin.status).toBe(302);
    expect(asAdmin.headers.get("Location")).toBe("/admin-dashboard");
  });

  it("welcomes the member by given name and lists only their own requests and documents", async () => {
    const member = await insertProfile(db(), { givenName: "Maya", currentPlan: "PREMIUM CARE", planStatus: "active" });
    const other = await insertProfile(db());
    await insertHelpRequest(db(), member.id, { title: "My own request", status: "in_progress" });
    await insertHelpRequest(db(), other.id, { title: "Somebody else's request" });
    await insertDocument(db(), env.DOCUMENTS, member.id, { filename: "mine.txt" });
    await insertDocument(db(), env.DOCUMENTS, other.id, { filename: "theirs.txt" });
    const res = await get("/dashboard", await cookieFor(member.id));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Welcome, Maya");
    expect(html).toContain(member.email);
    expect(html).toContain("My own request");
    expect(html).toContain("In Progress");
    expect(html).toContain("mine.txt");
    expect(html).not.toContain("Somebody else");
    expect(html).not.toContain("theirs.txt");
    expect(html).toContain("Premium Care");
    expect(html).toContain("Manage Plan");
    expect(html).toContain('action="/billing-portal"');
  });

  it("offers 'Choose a plan' to a member who never paid, and a query never grants a plan", async () => {
    const member = await insertProfile(db());
    const res = await get("/dashboard?payment=success&plan=PREMIUM%20CARE", await cookieFor(member.id));
    const html = await res.text();
    expect(html).toContain("Payment Successful");
    expect(html).toContain("Choose a plan");
    expect(html).toContain("Never paid");
    const row = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(row?.currentPlan).toBeNull();
  });

  it("creates a request, refuses empty fields, and will not delete another member's document", async () => {
    const member = await insertProfile(db());
    const other = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const ok = await postForm("/dashboard", cookie, {
      intent: "create-request",
      title: "Price check",
      description: "MRI",
    });
    expect(ok.status).toBe(200);
    const rows = await db().query.helpRequests.findMany({ where: (r, { eq }) => eq(r.userId, member.id) });
    expect(rows).toMatchObject([
      { title: "Price check", status: "pending", priority: "normal", requestType: "general" },
    ]);
    const events = await db().query.requestStatusEvents.findMany({ where: (e, { eq }) => eq(e.requestId, rows[0].id) });
    expect(events).toHaveLength(1);

    const empty = await postForm("/dashboard", cookie, { intent: "create-request", title: " ", description: "" });
    expect(empty.status).toBe(400);

    const theirs = await insertDocument(db(), env.DOCUMENTS, other.id);
    const del = await postForm("/dashboard", cookie, { intent: "delete-document", id: theirs.id });
    expect(del.status).toBe(404);
    expect(await env.DOCUMENTS.head(theirs.r2Key)).not.toBeNull();
  });

  it("updates the profile with all fields required", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const bad = await postForm("/dashboard", cookie, {
      intent: "update-profile",
      ...registration,
      email: member.email,
      service_needed: "",
    });
    expect(bad.status).toBe(400);
    const ok = await postForm("/dashboard", cookie, { intent: "update-profile", ...registration, email: member.email });
    expect(ok.status).toBe(200);
    const row = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(row).toMatchObject({ fullName: "Nina Novak", insuranceStatus: "uninsured", serviceNeeded: "Bill review" });
  });

  it("shows a request's timeline and thread only to its owner", async () => {
    const member = await insertProfile(db());
    const request = await insertHelpRequest(db(), member.id, {
      title: "Timeline test",
      adminNotes: "We called the hospital.",
    });
    const res = await get(`/dashboard/requests/${request.id}`, await cookieFor(member.id));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Timeline test");
    expect(html).toContain("We called the hospital.");
    const stranger = await insertProfile(db());
    expect((await get(`/dashboard/requests/${request.id}`, await cookieFor(stranger.id))).status).toBe(404);
  });
});

describe("/form", () => {
  it("sends visitors to sign in (keeping a chosen plan), renders step 1 for new members, and sends onboarded members to /dashboard", async () => {
    const visitor = await get("/form");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/sign-in");
    expect((await get("/form?plan=ESSENTIAL%20CARE")).headers.get("Location")).toBe("/sign-in?plan=ESSENTIAL%20CARE");
    const newcomer = await insertProfile(db(), { onboardingCompleted: false, fullName: null });
    const page = await get("/form", await cookieFor(newcomer.id));
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ["Basic Information", "Back to Care Finder", "Next Step", "Full name", "Date of birth"]) {
      expect(html).toContain(text);
    }
    const member = await insertProfile(db());
    const onboarded = await get("/form", await cookieFor(member.id));
    expect(onboarded.status).toBe(302);
    expect(onboarded.headers.get("Location")).toBe("/dashboard");
  });

  it("saves the registration for a signed-in person and completes onboarding", async () => {
    const member = await insertProfile(db(), { onboardingCompleted: false, fullName: null });
    const cookie = await cookieFor(member.id);
    expect((await get("/form", cookie)).status).toBe(200);
    const bad = await postForm("/form", cookie, { ...registration, email: member.email, full_name: "" });
    expect(bad.status).toBe(400);
    const ok = await postForm("/form", cookie, { ...registration, email: member.email });
    // Without JavaScript the page reloads after saving, and an onboarded person goes to the dashboard.
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/dashboard");
    const row = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(row).toMatchObject({ onboardingCompleted: true, fullName: "Nina Novak", zipCode: "33101" });
    expect((await get("/form", cookie)).headers.get("Location")).toBe("/dashboard");
  });

  it("refuses to save for visitors: they are sent to sign in", async () => {
    const res = await appFetch("https://app.test/form", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...registration, email: "x@example.com" }).toString(),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/sign-in");
  });
});

describe("/form after a failed checkout", () => {
  it("shows the spec's payment error to the just-registered person instead of redirecting", async () => {
    const member = await insertProfile(db());
    const res = await get("/form?error=checkout", await cookieFor(member.id));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      "There was an error setting up your payment. Please try again or contact support if the issue persists.",
    );
    expect(html).toContain("Thank you for registering!");
  });
});
