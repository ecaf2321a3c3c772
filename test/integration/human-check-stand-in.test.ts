/**
 * Bot checks on by default: the forms that email strangers (the sign-in link,
 * sign-up, contact, check-email) against the local Turnstile stand-in
 * (scripts/stand-ins/turnstile.mjs, served by vitest's globalSetup), Cloudflare's
 * documented test keys, and deployed environments, which always check.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HUMAN_CHECK_MESSAGES } from "../../app/.server/human-check.server";
import { HUMAN_CHECK_NEEDS_JAVASCRIPT } from "../../app/components/HumanCheck";
import { STAND_IN_TURNSTILE, TURNSTILE_TEST_KEYS } from "../../scripts/stand-ins/turnstile-keys.mjs";
import { insertProfile } from "../support/factories";
import { uniqueIp } from "../support/rate-limits";
import { callWorker } from "../support/worker-call";
import { database } from "../../db";
import { refusalBody } from "../support/refusal-body";

afterEach(() => vi.restoreAllMocks());

const db = database(env.DB);
const origin = env.TURNSTILE_STANDIN_ORIGIN;
const standInEnv = (extra: Partial<Env> = {}) =>
  ({
    ...env,
    TURNSTILE_SITE_KEY: STAND_IN_TURNSTILE.siteKey,
    TURNSTILE_SECRET_KEY: STAND_IN_TURNSTILE.secret,
    TURNSTILE_VERIFY_URL: `${origin}/turnstile/v0/siteverify`,
    TURNSTILE_SCRIPT_URL: `${origin}/turnstile/v0/api.js?render=explicit`,
    ...extra,
  }) as Env;

/** What the widget hands the page: the token from a widget frame the stand-in serves for `siteKey`. */
async function widgetToken(siteKey = STAND_IN_TURNSTILE.siteKey): Promise<string> {
  const frame = await (await fetch(`${origin}/turnstile/v0/widget?sitekey=${siteKey}&id=cf-chl-widget-1`)).text();
  const token = /"token":"([^"]+)"/.exec(frame)?.[1];
  if (!token) throw new Error("the widget frame issued no token");
  return token;
}

const postJson = (path: string, body: unknown, withEnv: Env) =>
  callWorker(
    `https://app.test/api${path}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify(body),
    },
    withEnv,
  );

const postForm = (path: string, fields: Record<string, string>, withEnv: Env) =>
  callWorker(
    `https://app.test${path}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
      body: new URLSearchParams(fields).toString(),
    },
    withEnv,
  );

const linksTo = async (email: string) =>
  (await env.DB.prepare("select count(*) n from email_outbox where to_address = ?").bind(email).first<{ n: number }>())!
    .n;
const newAddress = () => `bot.check.${crypto.randomUUID().slice(0, 8)}@example.com`;

describe("the Turnstile stand-in, as the app's check meets it", () => {
  it("vouches once for a token its widget issued; a reused, forged or dummy token is refused", async () => {
    const token = await widgetToken();
    const email = newAddress();
    const first = await postJson(
      "/check-email",
      { email, intent: "sign-up", "cf-turnstile-response": token },
      standInEnv(),
    );
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ ok: true });
    for (const reused of [token, "standin.forged", TURNSTILE_TEST_KEYS.dummyToken]) {
      const again = await postJson(
        "/check-email",
        { email, intent: "sign-up", "cf-turnstile-response": reused },
        standInEnv(),
      );
      expect(again.status).toBe(400);
      expect(JSON.parse(again.body)).toEqual(refusalBody(HUMAN_CHECK_MESSAGES.failed));
    }
    expect(await linksTo(email)).toBe(1);
  });

  it("check-email sends nothing without the check", async () => {
    const member = await insertProfile(db, {});
    const refused = await postJson("/check-email", { email: member.email }, standInEnv());
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual(refusalBody(HUMAN_CHECK_MESSAGES.failed));
    expect(await linksTo(member.email)).toBe(0);
    const ok = await postJson(
      "/check-email",
      { email: member.email, "cf-turnstile-response": await widgetToken() },
      standInEnv(),
    );
    expect(JSON.parse(ok.body)).toEqual({ ok: true });
    expect(await linksTo(member.email)).toBe(1);
  });

  it("the sign-in page's link (sign-in and sign-up alike) needs the check, and keeps the address typed", async () => {
    const email = newAddress();
    const refused = await postForm("/sign-in", { intent: "email-link", email }, standInEnv());
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(HUMAN_CHECK_MESSAGES.failed);
    expect(refused.body).toContain(`value="${email}"`);
    expect(await linksTo(email)).toBe(0);
    const sent = await postForm(
      "/sign-in",
      { intent: "email-link", email, "cf-turnstile-response": await widgetToken() },
      standInEnv(),
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("Check your email");
    expect(await linksTo(email)).toBe(1);
  });

  it("the contact form needs the check", async () => {
    const message = `stand-in contact ${crypto.randomUUID()}`;
    const fields = { name: "Ana", email: "ana@example.com", message };
    expect((await postJson("/contact", fields, standInEnv())).status).toBe(400);
    const ok = await postJson("/contact", { ...fields, "cf-turnstile-response": await widgetToken() }, standInEnv());
    expect(ok.status).toBe(201);
  });

  it("pages offer the stand-in's widget script and site key in development and tests", async () => {
    const page = await callWorker(`https://app.test/sign-in?fresh=${crypto.randomUUID()}`, {}, standInEnv());
    expect(page.body).toContain(STAND_IN_TURNSTILE.siteKey);
    expect(page.body).toContain(`${origin}/turnstile/v0/api.js`);
    // Without JavaScript the widget cannot run: the page says so (a <noscript> note).
    expect(page.body).toContain(`<noscript><p class="hint">${HUMAN_CHECK_NEEDS_JAVASCRIPT}</p></noscript>`);
  });
});

describe("Cloudflare's documented test keys work as Cloudflare's do", () => {
  it("the always-pass secret takes the test widget's dummy token; the always-fail and spent secrets refuse it", async () => {
    const dummy = await widgetToken(TURNSTILE_TEST_KEYS.passSiteKey);
    expect(dummy).toBe(TURNSTILE_TEST_KEYS.dummyToken);
    const withSecret = (secret: string) =>
      standInEnv({ TURNSTILE_SITE_KEY: TURNSTILE_TEST_KEYS.passSiteKey, TURNSTILE_SECRET_KEY: secret });
    const fields = (email: string) => ({ email, "cf-turnstile-response": dummy });
    expect(
      (await postJson("/check-email", fields(newAddress()), withSecret(TURNSTILE_TEST_KEYS.passSecret))).status,
    ).toBe(200);
    for (const secret of [TURNSTILE_TEST_KEYS.failSecret, TURNSTILE_TEST_KEYS.spentSecret]) {
      const email = newAddress();
      expect((await postJson("/check-email", fields(email), withSecret(secret))).status).toBe(400);
      expect(await linksTo(email)).toBe(0);
    }
  });
});

describe("deployed Workers always check", () => {
  const deployed = (ENVIRONMENT: string, extra: Partial<Env> = {}) =>
    ({ ...env, ENVIRONMENT, TURNSTILE_SITE_KEY: TURNSTILE_TEST_KEYS.passSiteKey, ...extra }) as Env;

  it("without a secret, staging and production refuse (503) and send nothing, rather than skip the check", async () => {
    for (const environment of ["production", "staging"]) {
      const noSecret = deployed(environment, { TURNSTILE_SECRET_KEY: "" });
      const email = newAddress();
      const res = await postJson("/check-email", { email, "cf-turnstile-response": "anything" }, noSecret);
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body)).toEqual(refusalBody(HUMAN_CHECK_MESSAGES.unavailable));
      expect(await linksTo(email)).toBe(0);
    }
  });

  it("production never uses the stand-in's addresses, whatever its variables say", async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      asked.push(String(input));
      return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
    });
    const production = deployed("production", {
      TURNSTILE_SECRET_KEY: STAND_IN_TURNSTILE.secret,
      TURNSTILE_VERIFY_URL: `${origin}/turnstile/v0/siteverify`,
      TURNSTILE_SCRIPT_URL: `${origin}/turnstile/v0/api.js?render=explicit`,
    });
    const res = await postJson("/check-email", { email: newAddress(), "cf-turnstile-response": "token" }, production);
    expect(res.status).toBe(400);
    expect(asked).toEqual(["https://challenges.cloudflare.com/turnstile/v0/siteverify"]);
    const page = await callWorker(`https://app.test/sign-in?fresh=${crypto.randomUUID()}`, {}, production);
    expect(page.body).toContain("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
    expect(page.body).not.toContain(origin);
    expect(page.headers.get("Content-Security-Policy")).not.toContain(origin);
  });
});
