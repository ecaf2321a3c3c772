import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createServerContext } from "../../app/.server/context";
import { ServiceError } from "../../app/.server/errors";
import { assertHuman, HUMAN_CHECK_MESSAGES } from "../../app/.server/human-check.server";

afterEach(() => vi.restoreAllMocks());

const withTurnstile = (extra: Partial<Env> = {}) =>
  createServerContext({ ...env, TURNSTILE_SECRET_KEY: "secret-key", TURNSTILE_VERIFY_URL: "https://turnstile.test/siteverify", ...extra } as Env);

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
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
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
