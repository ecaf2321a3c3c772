import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { en as refusalsEn } from "../../app/i18n/refusals/en";
import { es as refusalsEs } from "../../app/i18n/refusals/es";
import { call, cookieFor } from "../support/auth-helpers";
import { insertProfile } from "../support/factories";
import { englishInContext, shownText } from "../support/spanish-page";

/** Names shown in English beside the Spanish on purpose: the brand and the plan names. */
const ALLOWED = ["Care Finder", "Care Concierge", "Care Access", "Essential Care", "Premium Care"];

async function spanishMember() {
  const profile = await insertProfile(database(env.DB), { language: "es" });
  return cookieFor(profile.id);
}

const get = async (path: string, cookie?: string) => {
  const res = await call(path, { cookie, redirect: "manual" });
  expect(res.status, path).toBe(200);
  return res.text();
};

const confirmDelete = (cookie: string, fields: Record<string, string>) =>
  call("/dashboard/account/delete", {
    method: "POST",
    cookie,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("the member's data-rights and payment-return pages in Spanish", () => {
  it("Delete my account speaks Spanish to a Spanish member, with no English sentence", async () => {
    const cookie = await spanishMember();
    const html = await get("/dashboard/account/delete", cookie);
    expect(html).toContain('<html lang="es"');
    expect(await shownText(html)).toContain("Borrar mi cuenta");
    expect(await englishInContext(html, ALLOWED)).toEqual([]);
  });

  it("an unticked box is refused in Spanish, and the page after deleting stays Spanish", async () => {
    const cookie = await spanishMember();
    const refused = await confirmDelete(cookie, {});
    expect(refused.status).toBe(400);
    const said = await shownText(await refused.text());
    expect(said).toContain(refusalsEs.deleteConfirm());
    expect(said).not.toContain(refusalsEn.deleteConfirm());

    const deleted = await confirmDelete(cookie, { confirm: "yes" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/account-deleted?lang=es");
    const after = await get("/account-deleted?lang=es");
    expect(after).toContain('<html lang="es"');
    expect(await shownText(after)).toContain("Su cuenta está borrada");
    expect(await englishInContext(after, ALLOWED)).toEqual([]);
  });

  it("the page Stripe returns to speaks the member's language", async () => {
    const cookie = await spanishMember();
    const html = await get("/payment-success?plan=ESSENTIAL%20CARE", cookie);
    expect(html).toContain('<html lang="es"');
    expect(await englishInContext(html, ALLOWED)).toEqual([]);
    const english = await get("/payment-success?plan=ESSENTIAL%20CARE&lang=en", cookie);
    expect(await shownText(english)).toMatch(/Payment|Verifying/);
  });
});
