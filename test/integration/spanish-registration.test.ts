/**
 * The registration form in Spanish for a visitor who came from the Spanish page (`/form?lang=es`): the
 * page, its steps and the server's answers to plain posts (no JavaScript) speak Spanish, keep what was
 * typed, and keep `?lang=es` through step 2, the "Checkout next" step and a failed checkout's return.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { en as registrationEn } from "../../app/i18n/registration/en";
import { es as registrationEs } from "../../app/i18n/registration/es";
import { es as linkEmailsEs } from "../../app/i18n/link-emails/es";
import { es as emailLinkEs } from "../../app/i18n/email-link/es";
import { en as refusalsEn } from "../../app/i18n/refusals/en";
import { es as refusalsEs } from "../../app/i18n/refusals/es";
import { checkoutCancelledEs, checkoutFailuresEs } from "../../app/i18n/checkout/es";
import { PAYMENT_MESSAGES } from "../../app/domain/payments";
import { insertProfile } from "../support/factories";
import { cookieFor, db } from "../support/auth-helpers";
import { appFetch } from "../support/browser";
import { stripeFaults } from "../support/faults";
import { emailOutbox } from "../../db/schema";
import { openEmailBody } from "../../app/.server/email/sealed-body.server";
import { uniqueIp } from "../support/rate-limits";
import { eq } from "drizzle-orm";

const APP = "https://app.test";
const STANDIN = (env as unknown as { STRIPE_API_BASE: string }).STRIPE_API_BASE;
const faults = stripeFaults(STANDIN);
const cleared: string[] = [];
afterEach(async () => {
  await Promise.all(cleared.splice(0).map((match) => faults.clear(match)));
});

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

async function get(path: string, cookie: string) {
  const res = await appFetch(`${APP}${path}`, { redirect: "manual", headers: { cookie } });
  return { status: res.status, location: res.headers.get("location"), html: decode(await res.text()) };
}

/** A plain form post, as a browser without JavaScript sends it (to the page's own address). */
async function post(path: string, cookie: string, fields: Record<string, string>) {
  const res = await appFetch(`${APP}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, location: res.headers.get("location"), html: decode(await res.text()) };
}

/** The newest email to `email`: its subject and its opened text. */
async function emailedMessage(email: string) {
  const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();
  const row = rows[rows.length - 1];
  return { subject: row?.subject, text: await openEmailBody(env, row?.textBody ?? "") };
}

/** The newest link emailed to `email`, as written in the mail. */
async function emailedLink(email: string): Promise<URL> {
  const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();
  const text = await openEmailBody(env, rows[rows.length - 1]?.textBody ?? "");
  const link = /https?:\/\/\S+\/auth\/link\S*/.exec(text)?.[0];
  if (!link) throw new Error("no /auth/link link in the email");
  return new URL(link);
}

/** What the link page posts once it has read the token from the fragment: the link used. */
async function follow(link: URL) {
  const token = new URLSearchParams(link.hash.slice(1)).get("token") ?? "";
  const res = await appFetch(`${APP}${link.pathname}${link.search}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ token }),
  });
  return { status: res.status, location: res.headers.get("location") };
}

async function newMember() {
  const member = await insertProfile(db(), { onboardingCompleted: false, fullName: null });
  return { member, cookie: await cookieFor(member.id) };
}

const step1 = (email: string) => ({
  full_name: "Lucía Fernández",
  email,
  phone_number: "(305) 555-0142",
  zip_code: "33101",
  date_of_birth: "1984-02-29",
});

const FORM = "/form?plan=ESSENTIAL%20CARE&lang=es";

describe("/form?lang=es", () => {
  it("renders in Spanish for a signed-in new member: page language, steps, labels, buttons and the chosen plan", async () => {
    const { cookie } = await newMember();
    const { status, html } = await get(FORM, cookie);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<title>${registrationEs.meta.title}</title>`);
    expect(html).toContain("<h1>Regístrese para Acompañamiento esencial (Essential Care)</h1>");
    expect(html).toContain("Eligió <strong>Acompañamiento esencial (Essential Care), $49 al mes</strong>");
    expect(html).toContain('href="/form?plan=none&lang=es"');
    expect(html).toContain('href="/precios-y-planes"');
    for (const words of [
      registrationEs.lead,
      "Paso 1: Datos básicos",
      "Paso 2: Atención y cobertura",
      registrationEs.fields.fullName,
      registrationEs.fields.phone,
      registrationEs.fields.dateOfBirth,
      registrationEs.fields.insuranceStatus,
      registrationEs.fields.insuranceChoices.insured,
      registrationEs.fields.insuranceChoices.uninsured,
      registrationEs.fields.serviceNeeded,
      registrationEs.form.next,
    ]) {
      expect(html).toContain(words);
    }
    for (const english of [
      registrationEn.lead,
      registrationEn.form.stepTitles[1],
      registrationEn.fields.fullName,
      registrationEn.fields.insuranceChoices.uninsured,
      registrationEn.form.next,
      "Register for",
      "You chose",
    ]) {
      expect(html).not.toContain(english);
    }
  });

  it("without JavaScript, a bad field on step 1 answers in Spanish, keeps what was typed, and stays in Spanish", async () => {
    const { member, cookie } = await newMember();
    const { status, html } = await post(FORM, cookie, {
      intent: "next-step",
      ...step1(member.email),
      zip_code: "331",
      phone_number: "",
    });
    expect(status).toBe(400);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(refusalsEs.zipInvalid());
    expect(html).toContain(refusalsEs.phoneRequired());
    // The English words ride only in the page's data for the script, never on the page.
    expect(html).toMatch(/class="field-error"[^>]*>Escriba un código postal válido de 5 dígitos</);
    expect(html).not.toMatch(new RegExp(`class="field-error"[^>]*>${refusalsEn.zipInvalid()}`));
    expect(html).toContain('value="Lucía Fernández"');
    expect(html).toContain('value="331"');
    expect(html).toContain('value="1984-02-29"');
  });

  it("keeps Spanish from step 1 to step 2, says what Checkout charges, then asks before Checkout in Spanish", async () => {
    const { member, cookie } = await newMember();
    const next = await post(FORM, cookie, { intent: "next-step", ...step1(member.email) });
    expect(next.status).toBe(200);
    expect(next.html).toContain('<html lang="es">');
    expect(next.html).toMatch(/<h2 id="reg-step-title"[^>]*>Atención y cobertura<\/h2>/);
    const charge =
      "Después de registrarse, Stripe Checkout le pedirá $49 al mes por Acompañamiento esencial (Essential Care), renovable cada mes hasta que lo cancele.";
    expect(next.html).toContain(charge);
    expect(next.html).toContain(registrationEs.checkoutInEnglish);
    expect(next.html.indexOf(charge)).toBeLessThan(next.html.indexOf(registrationEs.form.complete));

    // Step 2 with nothing chosen: the server's messages in Spanish, step 1's answers kept.
    const missing = await post(FORM, cookie, {
      ...step1(member.email),
      service_needed: "",
      plan_choice: "ESSENTIAL CARE",
    });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain(refusalsEs.insuranceStatusRequired());
    expect(missing.html).toContain(refusalsEs.serviceNeededRequired());
    expect(missing.html).toContain('value="Lucía Fernández"');

    // The server's own refusal (the email is the account's) is said in Spanish too.
    const otherEmail = await post(FORM, cookie, {
      ...step1("someone.else@example.com"),
      insurance_status: "uninsured",
      service_needed: "Revisar una factura",
    });
    expect(otherEmail.status).toBe(400);
    expect(otherEmail.html).toContain(refusalsEs.emailLocked());

    const done = await post(FORM, cookie, {
      ...step1(member.email),
      insurance_status: "uninsured",
      service_needed: "Revisar una factura",
      plan_choice: "ESSENTIAL CARE",
      then: "confirm-checkout",
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/form?step=checkout&plan=ESSENTIAL%20CARE&lang=es");

    const asked = await get(done.location!, cookie);
    expect(asked.html).toContain('<html lang="es">');
    expect(asked.html).toContain(registrationEs.checkoutNext.heading);
    expect(asked.html).toContain(
      "Stripe Checkout le pedirá $49 al mes por Acompañamiento esencial (Essential Care), renovable cada mes hasta que lo cancele.",
    );
    // The dashboard speaks Spanish now: nothing warns that it is in English.
    expect(asked.html).not.toContain("en inglés por ahora");
    expect(asked.html).toContain('<input type="hidden" name="lang" value="es"/>');
    expect(asked.html).toContain(registrationEs.checkoutNext.continue);
  });

  it("a failed checkout from the Spanish form returns to it in Spanish", async () => {
    const { member, cookie } = await newMember();
    cleared.push(member.id);
    await faults.add(member.id, "error");
    const back = await post("/checkout", cookie, { plan_name: "ESSENTIAL CARE", source: "form", lang: "es" });
    expect(back.status).toBe(302);
    expect(back.location).toBe("/form?error=checkout&plan=ESSENTIAL%20CARE&lang=es");

    // The registration was saved before Checkout: the page still answers this member, in Spanish.
    await post(FORM, cookie, {
      ...step1(member.email),
      insurance_status: "uninsured",
      service_needed: "Revisar una factura",
    });
    const page = await get(back.location!, cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain(registrationEs.checkoutFailures.form);
    // Saved, and Checkout can be tried again from here.
    expect(page.html).toContain(registrationEs.checkoutNext.saved);
    expect(page.html).toContain(registrationEs.checkoutNext.continue);
    expect(page.html).not.toContain("en inglés por ahora");
  });

  it("names the cause of a failed checkout in Spanish on the form, and in English on the English form", async () => {
    const { cookie } = await newMember();
    const spanish = await get("/form?error=checkout&reason=too_many&lang=es", cookie);
    expect(spanish.html).toContain(checkoutFailuresEs.too_many);
    const english = await get("/form?error=checkout&reason=too_many", cookie);
    expect(english.html).toContain(PAYMENT_MESSAGES.tooManyCheckouts);
    // A cause the page does not know gets the general words, never the address's text.
    const unknown = await get("/form?error=checkout&reason=constructor&lang=es", cookie);
    expect(unknown.html).toContain(checkoutFailuresEs.form);
  });

  it("a failed checkout from a Spanish plan card returns to the Spanish plans page, which says so in Spanish", async () => {
    const { member, cookie } = await newMember();
    cleared.push(member.id);
    await faults.add(member.id, "error");
    const back = await post("/checkout", cookie, { plan_name: "ESSENTIAL CARE", lang: "es" });
    expect(back.location).toBe("/precios-y-planes?error=checkout");
    const page = await get(back.location!, cookie);
    expect(page.html).toContain(checkoutFailuresEs.pricing);
    expect(page.html).not.toContain(PAYMENT_MESSAGES.checkoutFailedPricing);
  });

  it("after Stripe's Cancel the Spanish plans page says no charge was made", async () => {
    const page = await get("/precios-y-planes?payment=cancelled", "");
    expect(page.html).toContain(checkoutCancelledEs);
    expect(page.html).not.toContain("Checkout was cancelled");
  });

  it("Stripe's Cancel from the Spanish form returns to the Spanish plans page, and its success to Spanish", async () => {
    const { cookie } = await newMember();
    const sent = await post("/checkout", cookie, { plan_name: "ESSENTIAL CARE", source: "form", lang: "es" });
    expect(sent.status).toBe(302);
    const sessionId = /\/c\/pay\/(cs_test_[^/?#]+)/.exec(sent.location ?? "")?.[1];
    expect(sessionId).toBeTruthy();
    const session = (await (
      await fetch(`${STANDIN}/v1/checkout/sessions/${sessionId}`, {
        headers: { Authorization: "Bearer sk_test_standin" },
      })
    ).json()) as { cancel_url: string; success_url: string };
    expect(session.cancel_url).toBe(`${APP}/precios-y-planes?payment=cancelled`);
    // Paid, it returns to the payment page in Spanish.
    expect(session.success_url).toBe(
      `${APP}/payment-success?plan=ESSENTIAL%20CARE&session_id={CHECKOUT_SESSION_ID}&lang=es`,
    );
  });

  it("signed out, sends the visitor to the Spanish sign-in page with the plan kept", async () => {
    const res = await appFetch(`${APP}${FORM}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/sign-in?plan=ESSENTIAL%20CARE&lang=es");
  });
});

describe("from the Spanish sign-in page to the Spanish form", () => {
  const askForLink = (email: string) =>
    appFetch(`${APP}/sign-in?plan=ESSENTIAL%20CARE&lang=es`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
      body: new URLSearchParams({ intent: "email-link", email }).toString(),
    });

  it("a new address's emailed link keeps ?lang=es and lands on /form?lang=es", async () => {
    const email = `nueva.${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await askForLink(email)).status).toBe(200);
    const link = await emailedLink(email);
    expect(link.pathname + link.search).toBe("/auth/link?lang=es");
    expect(link.hash).toMatch(/^#token=/);
    expect(await follow(link)).toEqual({ status: 302, location: "/form?lang=es" });
  });

  it("a known member's emailed link keeps it too; the English page's link does not add it", async () => {
    const { member } = await newMember();
    expect((await askForLink(member.email)).status).toBe(200);
    const link = await emailedLink(member.email);
    expect(link.search).toBe("?lang=es");
    expect(await follow(link)).toEqual({ status: 302, location: "/form?lang=es" });

    const english = await insertProfile(db(), { onboardingCompleted: false, fullName: null });
    await appFetch(`${APP}/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
      body: new URLSearchParams({ intent: "email-link", email: english.email }).toString(),
    });
    const englishLink = await emailedLink(english.email);
    expect(englishLink.search).toBe("");
    expect(await follow(englishLink)).toEqual({ status: 302, location: "/form" });
  });

  it("the email itself is in Spanish for a Spanish ask (sign-up and sign-in), and in English for an English one", async () => {
    const newcomer = `nuevo.${crypto.randomUUID().slice(0, 8)}@example.com`;
    await askForLink(newcomer);
    expect(await emailedMessage(newcomer)).toEqual({
      subject: linkEmailsEs.signUp.subject,
      text: expect.stringContaining(
        `Hola:\n\n${linkEmailsEs.signUp.lead}\n\n${(env as unknown as { APP_URL: string }).APP_URL}/auth/link?lang=es#token=`,
      ),
    });

    const member = await insertProfile(db(), { givenName: "Lucía" });
    await askForLink(member.email);
    const signIn = await emailedMessage(member.email);
    expect(signIn.subject).toBe(linkEmailsEs.signIn.subject);
    expect(signIn.text).toContain(`Hola, Lucía:\n\n${linkEmailsEs.signIn.lead}`);
    expect(signIn.text).toContain(linkEmailsEs.signIn.ignore);

    const english = await insertProfile(db(), { givenName: "Ann" });
    await appFetch(`${APP}/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
      body: new URLSearchParams({ intent: "email-link", email: english.email }).toString(),
    });
    const inEnglish = await emailedMessage(english.email);
    expect(inEnglish.subject).toBe("Your Care Finder sign-in link");
    expect(inEnglish.text).toContain("Hello Ann,\n\nUse this link to sign in to Care Finder.");
  });

  it("a used or unknown link from the Spanish page asks for a new one on the Spanish sign-in page", async () => {
    const res = await appFetch(`${APP}/auth/link?lang=es`, {
      method: "POST",
      body: new URLSearchParams({ token: "not-a-token" }),
    });
    const html = decode(await res.text());
    expect(html).toContain('href="/sign-in?lang=es"');
    // The page itself speaks Spanish, the server's reason included.
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`role="alert">${refusalsEs.linkInvalid()}</p>`);
    expect(html).toContain(emailLinkEs.newLink);
  });

  it("a Spanish link's page asks in Spanish before it signs anyone in, and the English one stays English", async () => {
    const email = `nueva.${crypto.randomUUID().slice(0, 8)}@example.com`;
    await askForLink(email);
    const token = new URLSearchParams((await emailedLink(email)).hash.slice(1)).get("token") ?? "";
    const open = (path: string) =>
      appFetch(`${APP}${path}`, { method: "POST", body: new URLSearchParams({ intent: "open", token }) });
    const spanish = decode(await (await open("/auth/link?lang=es")).text());
    expect(spanish).toContain(`<title>${emailLinkEs.title}</title>`);
    expect(spanish).toContain(emailLinkEs.signUpHeading);
    expect(spanish).toContain(`${emailLinkEs.signUpFor}<strong>${email}</strong>${emailLinkEs.once}`);
    expect(spanish).toContain(emailLinkEs.createAccount);
    const english = decode(await (await open("/auth/link")).text());
    expect(english).toContain("Create your Care Finder account");
    expect(english).toContain("Create my account");
    expect(english).not.toContain(emailLinkEs.createAccount);
  });

  it("a signed-in newcomer opening /sign-in?lang=es goes on to /form?lang=es; a member to the (English) dashboard", async () => {
    const { cookie } = await newMember();
    expect((await get("/sign-in?lang=es", cookie)).location).toBe("/form?lang=es");
    const onboarded = await insertProfile(db());
    expect((await get("/sign-in?lang=es", await cookieFor(onboarded.id))).location).toBe("/dashboard");
  });
});
