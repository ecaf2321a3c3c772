import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { ServiceError } from "../../app/.server/errors.server";
import { assertHuman, HUMAN_CHECK_MESSAGES } from "../../app/.server/human-check.server";
import { api } from "../../worker/api";
import { refusalBody } from "../support/refusal-body";

afterEach(() => vi.restoreAllMocks());

const withTurnstile = (extra: Partial<Env> = {}) =>
  createServerContext({
    ...env,
    TURNSTILE_SECRET_KEY: "secret-key",
    TURNSTILE_VERIFY_URL: "https://turnstile.test/siteverify",
    ...extra,
  } as Env);

/** Turnstile's siteverify answers, faked at the HTTP boundary; returns what it was sent. */
function siteverifyAnswers(answer: unknown | Error) {
  const sent: FormData[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    expect(String(input)).toBe("https://turnstile.test/siteverify");
    sent.push(init?.body as FormData);
    if (answer instanceof Error) throw answer;
    return Response.json(answer);
  });
  return sent;
}

async function refusal(promise: Promise<void>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe("human check (Cloudflare Turnstile)", () => {
  it("is off without a secret key: nothing is called, nothing is refused", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await assertHuman(createServerContext({ ...env, TURNSTILE_SECRET_KEY: "" } as Env), undefined, "203.0.113.9");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("passes a token Turnstile vouches for, sending the secret, token and client IP", async () => {
    const sent = siteverifyAnswers({ success: true });
    await assertHuman(withTurnstile(), "token-abc", "203.0.113.9");
    expect(sent[0].get("secret")).toBe("secret-key");
    expect(sent[0].get("response")).toBe("token-abc");
    expect(sent[0].get("remoteip")).toBe("203.0.113.9");
  });

  it("refuses a token Turnstile rejects, with our words", async () => {
    siteverifyAnswers({ success: false, "error-codes": ["invalid-input-response"] });
    const error = await refusal(assertHuman(withTurnstile(), "forged", null));
    expect(error.status).toBe(400);
    expect(error.message).toBe(HUMAN_CHECK_MESSAGES.failed);
  });

  it("refuses a missing or absurd token without asking Turnstile", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    for (const token of [undefined, "", 42, "x".repeat(5000)]) {
      expect((await refusal(assertHuman(withTurnstile(), token, null))).status).toBe(400);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("answers 503 (try again) when Turnstile cannot be reached", async () => {
    siteverifyAnswers(new TypeError("network down"));
    const error = await refusal(assertHuman(withTurnstile(), "token-abc", null));
    expect(error.status).toBe(503);
    expect(error.message).toBe(HUMAN_CHECK_MESSAGES.unavailable);
  });
});

describe("forms that email strangers ask Turnstile first (when it is on)", () => {
  const turnstileOn = {
    ...env,
    TURNSTILE_SECRET_KEY: "secret-key",
    TURNSTILE_VERIFY_URL: "https://turnstile.test/siteverify",
  } as Env;

  /** The siteverify stand-in: vouches only for "good-token"; other requests pass through. */
  function siteverifyStandIn() {
    const asked: FormData[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (String(input) !== "https://turnstile.test/siteverify") return realFetch(input, init);
      const form = init?.body as FormData;
      asked.push(form);
      return Response.json({ success: form.get("response") === "good-token" });
    });
    return asked;
  }

  const post = (path: string, body: unknown, environment: Env = turnstileOn) =>
    api.request(
      path,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.200" },
        body: JSON.stringify(body),
      },
      environment,
    );
  const count = async (sql: string, ...binds: string[]) =>
    (await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>())!.n;

  it("the contact form: no token or a forged one is refused with our words and stores nothing; a good one goes through", async () => {
    const asked = siteverifyStandIn();
    const message = `human check ${crypto.randomUUID()}`;
    const fields = { name: "Ana", email: "ana@example.com", message };
    for (const token of [undefined, "forged-token"]) {
      const res = await post("/contact", token ? { ...fields, "cf-turnstile-response": token } : fields);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(refusalBody(HUMAN_CHECK_MESSAGES.failed));
    }
    expect(await count("select count(*) n from contact_messages where message = ?", message)).toBe(0);
    const ok = await post("/contact", { ...fields, "cf-turnstile-response": "good-token" });
    expect(ok.status).toBe(201);
    expect(await count("select count(*) n from contact_messages where message = ?", message)).toBe(1);
    expect(asked.map((form) => [form.get("response"), form.get("remoteip")])).toEqual([
      ["forged-token", "198.51.100.200"],
      ["good-token", "198.51.100.200"],
    ]);
  });

  it("admin-login: no link is queued without a good token; with one the usual ok", async () => {
    siteverifyStandIn();
    const admin = "support@carefinder.example";
    const links = () =>
      count("select count(*) n from email_outbox where kind = 'sign_in_link' and to_address = ?", admin);
    const before = await links();
    const refused = await post("/admin-login", { email: admin });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(refusalBody(HUMAN_CHECK_MESSAGES.failed));
    expect(await links()).toBe(before);
    const ok = await post("/admin-login", { email: admin, "cf-turnstile-response": "good-token" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    expect(await links()).toBe(before + 1);
  });

  it("without keys nothing is asked and both work as before", async () => {
    const asked = siteverifyStandIn();
    const off = { ...env, TURNSTILE_SECRET_KEY: "" } as Env;
    expect((await post("/contact", { name: "Ana", email: "ana@example.com", message: "no keys" }, off)).status).toBe(
      201,
    );
    expect((await post("/admin-login", { email: "nobody@example.com" }, off)).status).toBe(200);
    expect(asked).toEqual([]);
  });
});
