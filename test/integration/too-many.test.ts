/**
 * Every "too many" answer says when to try again: `Retry-After` (the limiter's 60-second window) and words
 * that say the same, on the pages as on the API (app/.server/auth/rate-limit.server.ts: tooManyRequests,
 * keepRetryAfter). The contact form's API answer is pinned in contact.test.ts.
 */
import { describe, expect, it } from "vitest";
import { TOO_MANY_ATTEMPTS } from "../../app/.server/auth/rate-limit.server";
import { DOCUMENT_MESSAGES } from "../../app/domain/documents";
import { PAYMENT_MESSAGES } from "../../app/domain/payments";
import { call, db, signedInMember, firstFactorCookieFor } from "../support/auth-helpers";
import { insertAdmin } from "../support/factories";
import { oneLimitWindow, uniqueIp } from "../support/rate-limits";

const form = (body: URLSearchParams | FormData) =>
  body instanceof URLSearchParams ? { "Content-Type": "application/x-www-form-urlencoded" } : undefined;

/** Posts `body` to `path` `times` times in one limiter window; returns the answers. */
async function burst(path: string, cookie: string, times: number, body: () => URLSearchParams | FormData) {
  const via = oneLimitWindow().fetch;
  const answers: Response[] = [];
  for (let n = 0; n < times; n++) {
    const sent = body();
    answers.push(
      await call(path, { method: "POST", cookie, body: sent, headers: form(sent), redirect: "manual", via }),
    );
  }
  return answers;
}

const pdfUpload = () => {
  const body = new FormData();
  body.append("files", new File(["%PDF-1.4\n%%EOF\n"], "bill.pdf", { type: "application/pdf" }));
  return body;
};

describe("a page's 429 says when to try again", () => {
  it("the documents page without JavaScript: the 11th upload in a minute is refused with Retry-After and the words", async () => {
    const { cookie } = await signedInMember();
    const answers = await burst("/dashboard/documents", cookie, 11, pdfUpload);
    expect(answers.slice(0, 10).map((res) => res.status)).toEqual(Array(10).fill(201));
    const refused = answers[10];
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await refused.text()).toContain(DOCUMENT_MESSAGES.uploadRate);
  });

  it("the second-factor page: the 11th recovery code in a minute is refused with Retry-After and the words", async () => {
    const admin = await insertAdmin(db(), { email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com` });
    const cookie = await firstFactorCookieFor(admin.id);
    const answers = await burst("/second-factor", cookie, 11, () => new URLSearchParams({ code: "AAAA-BBBB-CCCC" }));
    expect(answers.slice(0, 10).map((res) => res.status)).toEqual(Array(10).fill(400));
    const refused = answers[10];
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await refused.text()).toContain(TOO_MANY_ATTEMPTS);
  });

  it("/checkout without JavaScript: the 11th checkout in a minute returns to the plans, which say to wait a minute", async () => {
    const { cookie } = await signedInMember();
    const answers = await burst("/checkout", cookie, 11, () => new URLSearchParams({ plan_name: "ESSENTIAL CARE" }));
    const refused = answers[10].headers.get("Location");
    expect(refused).toBe("/pricing?error=checkout&reason=too_many");
    const page = await call(refused!, { cookie, headers: { "CF-Connecting-IP": uniqueIp() } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(PAYMENT_MESSAGES.tooManyCheckouts);
  });
});
