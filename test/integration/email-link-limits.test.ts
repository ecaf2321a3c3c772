/**
 * Emailed sign-in and sign-up links have two budgets (wrangler.toml [[ratelimits]]):
 * a tight one per email address (EMAIL_LINK_ADDRESS_LIMITER, 3 a minute), so nobody
 * can flood one inbox, and a looser one per IP (EMAIL_LINK_IP_LIMITER, 30 a minute),
 * so many people behind one office or carrier IP can each make a first try.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { emailOutbox } from "../../db/schema";
import { requestEmailLink } from "../../app/.server/auth/email-links.server";
import { EMAIL_LINK_ADDRESS_LIMITED } from "../../app/.server/auth/rate-limit.server";
import { createServerContext } from "../../app/.server/context.server";
import { sha256Hex } from "../../app/.server/crypto.server";
import { appFetch, type SendRequest } from "../support/browser";
import { oneLimitWindow, uniqueIp } from "../support/rate-limits";

const db = database(env.DB);

function askOnPage(email: string, ip: string, via: SendRequest = appFetch) {
  return via("https://app.test/sign-in", {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
    body: new URLSearchParams({ intent: "email-link", email }).toString(),
  });
}

function askApi(path: "/check-email" | "/admin-login", email: string, ip: string, via: SendRequest = appFetch) {
  return via(`https://app.test/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ email }),
  });
}

/** React escapes apostrophes and splits text nodes; compare what a reader sees. */
const visible = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
/** The links emailed to an address (each a row in the outbox). */
const linksFor = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();

describe("the per-address budget", () => {
  it("refuses a 4th link for one address in a minute, from any IP and in any letter case, plainly and with Retry-After", async () => {
    const inWindow = oneLimitWindow().fetch;
    const email = `inbox.${crypto.randomUUID().slice(0, 8)}@example.com`;
    // Three people (or one person on three networks) ask for the same inbox: each from its own IP.
    // The first is emailed; the next two fall within the resend wait (RESEND_WAIT_SECONDS) and are told so.
    const spellings = [email, email.toUpperCase(), `Inbox${email.slice("inbox".length)}`];
    for (const [n, spelling] of spellings.entries()) {
      const res = await askOnPage(spelling, uniqueIp(), inWindow);
      expect(res.status, spelling).toBe(200);
      expect(visible(await res.text())).toContain(
        n === 0 ? `We emailed a link to ${email}` : `We sent a link to ${email} a moment ago`,
      );
    }
    const sent = (await linksFor(email)).length;
    expect(sent).toBe(1);

    const page = await askOnPage(email, uniqueIp(), inWindow);
    expect(page.status).toBe(429);
    expect(page.headers.get("Retry-After")).toBe("60");
    expect(visible(await page.text())).toContain(EMAIL_LINK_ADDRESS_LIMITED);
    const api = await askApi("/check-email", email.toUpperCase(), uniqueIp(), inWindow);
    expect(api.status).toBe(429);
    expect(api.headers.get("Retry-After")).toBe("60");
    expect(await api.json()).toEqual({ error: EMAIL_LINK_ADDRESS_LIMITED, code: "emailLinkAddressLimited" });
    expect(await linksFor(email)).toHaveLength(sent);

    // Another address is not held up by it, from the same IP either.
    const ip = uniqueIp();
    expect((await askOnPage(email, ip, inWindow)).status).toBe(429);
    expect((await askOnPage(`other.${crypto.randomUUID().slice(0, 8)}@example.com`, ip, inWindow)).status).toBe(200);
  });

  it("is spent by admin sign-in links too, with the same answer for any address", async () => {
    const inWindow = oneLimitWindow().fetch;
    const email = `admin.${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 3; i++)
      expect(await (await askApi("/admin-login", email, uniqueIp(), inWindow)).json()).toEqual({ ok: true });
    const refused = await askApi("/admin-login", email, uniqueIp(), inWindow);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await refused.json()).toEqual({ error: EMAIL_LINK_ADDRESS_LIMITED, code: "emailLinkAddressLimited" });
  });

  it("is keyed by a hash of the lower-cased address: the limiter never sees the address", async () => {
    const keys: string[] = [];
    const counting: RateLimit = {
      limit: async ({ key }) => {
        keys.push(key);
        return { success: true };
      },
    };
    const server = createServerContext({ ...env, EMAIL_LINK_ADDRESS_LIMITER: counting } as Env);
    const email = `Hashed.${crypto.randomUUID().slice(0, 8)}@Example.com`;
    const request = new Request("https://app.test/sign-in", { headers: { "CF-Connecting-IP": uniqueIp() } });
    await requestEmailLink(server, request, { email });
    expect(keys).toEqual([`email-link:address:${await sha256Hex(email.toLowerCase())}`]);
    expect(keys[0]).not.toContain("xample");
  });
});

describe("the per-IP budget", () => {
  it("lets 15 different people behind one IP each get their link in the same minute", async () => {
    const inWindow = oneLimitWindow().fetch;
    const ip = uniqueIp();
    const run = crypto.randomUUID().slice(0, 8);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await askOnPage(`office${i}.${run}@example.com`, ip, inWindow)).status);
    expect(statuses).toEqual(Array.from({ length: 15 }, () => 200));
    for (let i = 0; i < 15; i++) expect(await linksFor(`office${i}.${run}@example.com`), `office${i}`).toHaveLength(1);
  });
});
