/**
 * Registering from the Spanish page (`/form?lang=es`) remembers Spanish on the profile, so the member's own
 * pages (the dashboard the thank-you leads to, the bill kept before joining) speak Spanish without `?lang=es`
 * (docs/product.md#member-pages-in-spanish). Registering from the English page leaves the language unchosen.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { cookieFor, db } from "../support/auth-helpers";
import { appFetch } from "../support/browser";
import { insertProfile } from "../support/factories";

async function register(path: string) {
  const member = await insertProfile(db(), { onboardingCompleted: false, fullName: null });
  const cookie = await cookieFor(member.id);
  const res = await appFetch(`https://app.test${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      full_name: "Inés Morales",
      email: member.email,
      phone_number: "(305) 555-0146",
      zip_code: "33101",
      date_of_birth: "1986-04-12",
      insurance_status: "uninsured",
      service_needed: "Revisar una factura",
    }).toString(),
  });
  // Saved, the now-registered member goes on to the dashboard (a plain post, as without JavaScript).
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/dashboard");
  const row = await db().query.profiles.findFirst({ where: eq(profiles.id, member.id) });
  expect(row?.onboardingCompleted).toBe(true);
  const dashboard = await appFetch("https://app.test/dashboard", { redirect: "manual", headers: { cookie } });
  return { language: row?.language ?? null, dashboard: await dashboard.text() };
}

describe("the language a member registers in", () => {
  it("is remembered from the Spanish form, and the dashboard then speaks Spanish without ?lang", async () => {
    const { language, dashboard } = await register("/form?lang=es");
    expect(language).toBe("es");
    expect(dashboard).toContain('<html lang="es"');
  });

  it("is left unchosen from the English form (the browser decides)", async () => {
    const { language, dashboard } = await register("/form");
    expect(language).toBeNull();
    expect(dashboard).toContain('<html lang="en"');
  });
});
