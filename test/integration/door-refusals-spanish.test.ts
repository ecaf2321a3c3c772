/**
 * A form refused at the door (a field it does not ask for, too many fields, not a form) is said in the page's
 * language, with its code (docs/decisions/0066-refusal-codes-at-the-throw.md): a Spanish page's address or the
 * browser's language, and a member page by the member's own language.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { FORM_BODY_MESSAGES } from "../../app/.server/forms.server";
import { FORM_LIMIT_MESSAGES } from "../../app/.server/forms/form-limits.server";
import { es } from "../../app/i18n/refusals/es";
import { call, cookieFor, db } from "../support/auth-helpers";
import { insertProfile } from "../support/factories";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const SPANISH_TITLE = "No pudimos aceptar esa solicitud";
let spanishMember = "";
let englishMember = "";

beforeAll(async () => {
  spanishMember = await cookieFor((await insertProfile(db(), { language: "es" })).id);
  englishMember = await cookieFor((await insertProfile(db(), { language: "en" })).id);
});

const post = (path: string, body: string, headers: Record<string, string> = {}, cookie?: string) =>
  call(path, { method: "POST", cookie, headers: { ...FORM, ...headers }, body, redirect: "manual" });
/** A body that is not a form at all, sent as `contentType`. */
const postNotForm = (path: string, contentType: string, body: string) =>
  call(path, { method: "POST", headers: { "Content-Type": contentType }, body, redirect: "manual" });

describe("the door's refusals in the page's language", () => {
  it("says a field the sign-in form does not ask for in Spanish on the Spanish sign-in page", async () => {
    const res = await post("/sign-in?lang=es", "email=a%40example.com&nope=1");
    const html = await res.text();
    expect(res.status).toBe(400);
    expect(html).toContain(es.formUnknownField());
    expect(html).toContain(SPANISH_TITLE);
    expect(html).toContain("Volver a Care Finder");
    expect(html).not.toContain(FORM_LIMIT_MESSAGES.unknownField);
  });

  it("follows the browser's language where the address names none", async () => {
    const many = Array.from({ length: 400 }, (_, i) => `email=${i}`).join("&");
    const res = await post("/sign-in", many, { "Accept-Language": "es-US,es;q=0.9" });
    const html = await res.text();
    expect(res.status).toBe(400);
    expect(html).toContain(es.formTooManyFields());
    expect(html).not.toContain(FORM_LIMIT_MESSAGES.tooManyFields);
  });

  it("says it in Spanish on a member page when the member reads Spanish, and in English otherwise", async () => {
    const spanish = await post("/dashboard/requests/new", "title=x&nope=1", {}, spanishMember);
    expect(spanish.status).toBe(400);
    const said = await spanish.text();
    expect(said).toContain(es.formUnknownField());
    expect(said).toContain(SPANISH_TITLE);

    const english = await post("/dashboard/requests/new", "title=x&nope=1", {}, englishMember);
    expect(english.status).toBe(400);
    const plain = await english.text();
    expect(plain).toContain(FORM_LIMIT_MESSAGES.unknownField);
    expect(plain).not.toContain(SPANISH_TITLE);
  });

  it("says it in the member's saved language on every member form, whatever the browser's", async () => {
    const english = { "Accept-Language": "en-US,en;q=0.9" };
    for (const path of ["/dashboard/bills/new", "/dashboard", "/dashboard/profile/edit"]) {
      const res = await post(path, "nope=1", english, spanishMember);
      expect(res.status, path).toBe(400);
      const said = await res.text();
      expect(said, path).toContain(es.formUnknownField());
      expect(said, path).not.toContain(FORM_LIMIT_MESSAGES.unknownField);
    }
    const plain = await (await post("/dashboard/bills/new", "nope=1", english, englishMember)).text();
    expect(plain).toContain(FORM_LIMIT_MESSAGES.unknownField);
  });

  it("answers a refusal at a resource route's door (/checkout) as its words in plain text, not JSON", async () => {
    const json = await postNotForm("/checkout", "application/json", "{}");
    expect(json.status).toBe(415);
    expect(json.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await json.text()).toBe(FORM_BODY_MESSAGES.notForm);
    const spanish = await post("/checkout", "plan_name=x&nope=1", { "Accept-Language": "es" });
    expect(spanish.status).toBe(400);
    expect(spanish.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await spanish.text()).toBe(es.formUnknownField());
  });

  it("says a body that is not a form in Spanish too", async () => {
    const res = await postNotForm("/sign-in?lang=es", "text/plain", "hello");
    expect(res.status).toBe(415);
    expect(await res.text()).toContain(es.formNotForm());
  });
});
