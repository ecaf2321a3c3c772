import { describe, expect, it } from "vitest";
import { es as signInEs } from "../../app/i18n/sign-in/es";
import { es as plansPageEs } from "../../app/i18n/plans-page/es";
import { en as signInEn } from "../../app/i18n/sign-in/en";
import { appFetch } from "../support/browser";
import { uniqueIp } from "../support/rate-limits";

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");

/** A form post from one of our pages, as a browser without JavaScript sends it. */
const post = (path: string, fields: Record<string, string>) =>
  appFetch(`https://app.test${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
    body: new URLSearchParams(fields).toString(),
  });

const text = async (path: string) =>
  decode(await (await appFetch(`https://app.test${path}`, { redirect: "manual" })).text());

describe("a plan chosen on the Spanish page", () => {
  it("names each plan in Spanish with its English name beside it, and chooses it in Spanish", async () => {
    const html = await text("/precios-y-planes");
    const essential = /<article[^>]*data-plan="ESSENTIAL CARE"[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    expect(essential).toContain(plansPageEs.plans["ESSENTIAL CARE"].name);
    expect(essential).toMatch(/<p class="plan-card__english muted" lang="en">Essential Care<\/p>/);
    expect(essential).toContain("Elegir Acompañamiento esencial");
    expect(essential).toContain('<input type="hidden" name="lang" value="es"/>');
  });

  it("without JavaScript, /checkout sends the visitor to sign in in Spanish, the plan kept", async () => {
    const res = await post("/checkout", { plan_name: "ESSENTIAL CARE", lang: "es" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/sign-in?plan=ESSENTIAL%20CARE&lang=es");
  });

  it("/sign-in?lang=es speaks Spanish: page language, headings, labels, buttons and the chosen plan", async () => {
    const html = await text("/sign-in?plan=ESSENTIAL%20CARE&lang=es");
    expect(html).toContain('<html lang="es">');
    for (const words of [signInEs.title, signInEs.withEmail, signInEs.email, signInEs.emailMe, signInEs.next]) {
      expect(html).toContain(words);
    }
    expect(html).toContain("Eligió <strong>Acompañamiento esencial (Essential Care), $49 al mes</strong>");
    expect(html).toContain('href="/sign-in?plan=none&lang=es"');
    // The header speaks Spanish too, and none of the English page's words are left.
    expect(html).toContain("Iniciar sesión");
    for (const english of [signInEn.title, signInEn.withEmail, signInEn.emailMe, signInEn.next]) {
      expect(html).not.toContain(english);
    }
  });

  it("says what is wrong with the address in Spanish and keeps the page in Spanish", async () => {
    const res = await post("/sign-in?lang=es", { intent: "email-link", email: "not-an-address" });
    const html = decode(await res.text());
    expect(html).toContain("Escriba un correo electrónico válido");
    expect(html).toContain('<html lang="es">');
  });

  it("without ?lang the sign-in page stays English", async () => {
    const html = await text("/sign-in");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(signInEn.title);
  });
});
