import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { insertProfile } from "../support/factories";
import { helpRequests, sessions } from "../../db/schema";
import { CROSS_SITE_MESSAGES } from "../../worker/cross-site";
import { cookieFor } from "../support/auth-helpers";

const db = () => database(env.DB);
const EVIL = "https://evil.example";
const requestBody = JSON.stringify({ title: "Cross-site", description: "Posted by another site" });

async function requestCount(userId: string) {
  return (await db().select().from(helpRequests).where(eq(helpRequests.userId, userId))).length;
}

async function expectApiRefusal(res: Response, message: string) {
  expect(res.status).toBe(403);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  expect(await res.json()).toEqual({ error: message });
}

describe("cross-site writes to /api", () => {
  it("refuses a text/plain body another site's form can send, even with our origin", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const res = await SELF.fetch("https://app.test/api/user-requests", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://app.test", "Content-Type": "text/plain" },
      body: requestBody,
    });
    await expectApiRefusal(res, CROSS_SITE_MESSAGES.notJson);
    expect(await requestCount(member.id)).toBe(0);
  });

  it("refuses a foreign, a null or a missing origin, and a cross-site Sec-Fetch-Site", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const proofs: Record<string, string>[] = [
      { Origin: EVIL },
      { Origin: "null" },
      {},
      { "Sec-Fetch-Site": "cross-site", Origin: "https://app.test" },
      { "Sec-Fetch-Site": "same-site" },
      { "Sec-Fetch-Site": "same-origin", Origin: EVIL },
    ];
    for (const proof of proofs) {
      const res = await SELF.fetch("https://app.test/api/user-requests", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json", ...proof },
        body: requestBody,
      });
      await expectApiRefusal(res, CROSS_SITE_MESSAGES.foreignOrigin);
    }
    expect(await requestCount(member.id)).toBe(0);
  });

  it("accepts JSON from our own pages: Sec-Fetch-Site same-origin, our Origin or APP_URL's", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const proofs: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin" },
      { Origin: "https://app.test" },
      { Origin: new URL(env.APP_URL).origin },
    ];
    for (const proof of proofs) {
      const res = await SELF.fetch("https://app.test/api/user-requests", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json; charset=utf-8", ...proof },
        body: requestBody,
      });
      expect(res.status).toBe(201);
    }
    expect(await requestCount(member.id)).toBe(proofs.length);
  });

  it("leaves the Stripe webhook to its signature", async () => {
    const res = await SELF.fetch("https://app.test/api/stripe/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=bad" },
      body: "{}",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).not.toBe(CROSS_SITE_MESSAGES.foreignOrigin);
  });
});

describe("GET /api/logout from another site", () => {
  it("an image or link on another site does not sign the person out", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    for (const headers of [{ "Sec-Fetch-Site": "cross-site" }, { Origin: EVIL }, {}] as Record<string, string>[]) {
      const res = await SELF.fetch("https://app.test/api/logout", { headers: { Cookie: cookie, ...headers } });
      await expectApiRefusal(res, CROSS_SITE_MESSAGES.foreignOrigin);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await db().select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(1);

    const own = await SELF.fetch("https://app.test/api/logout", {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    });
    expect(own.status).toBe(200);
    expect(await db().select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
  });
});

describe("Remix forms posted from another site", () => {
  it("answer a 403 page with our message, not an empty 500", async () => {
    for (const origin of [EVIL, "null"]) {
      const res = await SELF.fetch("https://app.test/?index", {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: "zipCode=10001&procedure=mri",
      });
      expect(res.status).toBe(403);
      expect(res.headers.get("Content-Type")).toContain("text/html");
      expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      const html = await res.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(CROSS_SITE_MESSAGES.foreignOrigin);
    }
  });
});
