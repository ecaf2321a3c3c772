import { env } from "cloudflare:test";
import { appFetch } from "../support/browser";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { insertProfile } from "../support/factories";
import { createServerContext } from "../../app/.server/context.server";
import { submitProfileForm } from "../../app/.server/member-forms.server";
import { cookieFor } from "../support/auth-helpers";

const db = () => database(env.DB);

const valid = {
  full_name: "Nina Novak",
  email: "nina.novak@example.com",
  phone_number: "(305) 555-0188",
  zip_code: "33101",
  date_of_birth: "1990-05-17",
  insurance_status: "insured",
  insurance_provider: "Aetna",
  member_id: "W123",
  service_needed: "Help with a hospital bill",
};

async function post(cookie: string, body: unknown) {
  return appFetch("https://app.test/api/user-profile", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("registration rules (docs/product.md#validation)", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["full name missing", { full_name: "  " }, "full_name", "Full name is required"],
    ["email missing", { email: "" }, "email", "Email is required"],
    ["email invalid", { email: "nina@" }, "email", "Please enter a valid email"],
    ["phone missing", { phone_number: "" }, "phone_number", "Phone number is required"],
    ["zip missing", { zip_code: "" }, "zip_code", "ZIP code is required"],
    ["zip invalid", { zip_code: "3310" }, "zip_code", "Please enter a valid ZIP code"],
    ["zip+4 invalid", { zip_code: "33101-12" }, "zip_code", "Please enter a valid ZIP code"],
    ["dob missing", { date_of_birth: "" }, "date_of_birth", "Date of birth is required"],
    ["insurance status missing", { insurance_status: "" }, "insurance_status", "Insurance status is required"],
    ["insurance status unknown", { insurance_status: "maybe" }, "insurance_status", "Insurance status is required"],
    ["service needed missing", { service_needed: " " }, "service_needed", "Service needed is required"],
  ];

  for (const [name, change, field, message] of cases) {
    it(`refuses ${name} with '${message}'`, async () => {
      const member = await insertProfile(db(), { onboardingCompleted: false });
      const res = await post(await cookieFor(member.id), { ...valid, email: member.email, ...change });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; details: Record<string, string> };
      expect(body.details[field]).toBe(message);
      const row = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
      expect(row?.onboardingCompleted).toBe(false);
    });
  }

  it("accepts a ZIP+4, an uninsured person without provider, and a skipped member id", async () => {
    const member = await insertProfile(db(), { onboardingCompleted: false });
    const res = await post(await cookieFor(member.id), {
      ...valid,
      email: member.email,
      zip_code: "33101-1234",
      insurance_status: "insured",
      member_id: "",
    });
    expect(res.status).toBe(200);
    const uninsured = await post(await cookieFor(member.id), {
      ...valid,
      email: member.email,
      insurance_status: "uninsured",
      insurance_provider: "Should be dropped",
    });
    expect(uninsured.status).toBe(200);
    const row = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(row).toMatchObject({
      insuranceStatus: "uninsured",
      insuranceProvider: null,
      memberId: null,
      onboardingCompleted: true,
    });
  });

  it("saves the nine fields and completes onboarding; GET returns them in spec names", async () => {
    const member = await insertProfile(db(), { onboardingCompleted: false, email: "nina.novak@example.com" });
    const cookie = await cookieFor(member.id);
    const res = await post(cookie, { ...valid, email: "  Nina.Novak@Example.com " });
    expect(res.status).toBe(200);
    const got = await appFetch("https://app.test/api/user-profile", { headers: { cookie } });
    expect(got.status).toBe(200);
    expect(await got.json()).toMatchObject({
      user_id: member.id,
      ...valid,
      onboarding_completed: true,
      role: "member",
    });
  });

  it("keeps the sign-in email: a member cannot switch the account to another address", async () => {
    const member = await insertProfile(db(), { onboardingCompleted: false });
    const res = await post(await cookieFor(member.id), { ...valid, email: "someone.else@example.com" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "This is the email you signed in with. To change it, please contact support.",
      // Added beside `error` (docs/decisions/0056): the refusal's code, for a client that speaks another language.
      code: "emailLocked",
      details: { email: "This is the email you signed in with. To change it, please contact support." },
    });
    const stored = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(stored).toMatchObject({ email: member.email, onboardingCompleted: false });
  });

  it("cannot claim an ADMIN_EMAILS address and with it admin rights", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const adminAddress = env.ADMIN_EMAILS.split(",")[0].trim();
    expect((await post(cookie, { ...valid, email: adminAddress })).status).toBe(400);
    const me = await appFetch("https://app.test/api/user-profile", { headers: { cookie } });
    expect(await me.json()).toMatchObject({ email: member.email, role: "member" });
  });

  it("answers 401 to visitors", async () => {
    expect((await appFetch("https://app.test/api/user-profile")).status).toBe(401);
    expect(
      (
        await appFetch("https://app.test/api/user-profile", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: "{}",
        })
      ).status,
    ).toBe(401);
  });

  it("the edit-profile rules also require insurance status and service needed, checked at the form's door", async () => {
    const member = await insertProfile(db());
    const server = createServerContext(env);
    const request = new Request("https://app.test/dashboard/profile", { method: "POST" });
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return body;
    };
    const refused = await submitProfileForm(
      server,
      member.id,
      form({ ...valid, email: member.email, insurance_status: "", service_needed: "" }),
      request,
    );
    expect(refused.ok).toBe(false);
    expect(refused.result.error).toMatchObject({
      insurance_status: ["Insurance status is required"],
      service_needed: ["Service needed is required"],
    });
    const ok = await submitProfileForm(server, member.id, form({ ...valid, email: member.email }), request);
    expect(ok.ok).toBe(true);
    const stored = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(stored?.fullName).toBe("Nina Novak");
  });
});
