import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "../../db";
import { emailOutbox, signInTokens } from "../../db/schema";
import { openEmailBody } from "../../app/.server/email/sealed-body.server";
import { SESSION_COOKIE } from "../../app/.server/auth/session.server";
import { setCookieFor } from "../support/auth-helpers";
import { appFetch } from "../support/browser";
import { openEmailLink, tokenInEmailedLink } from "../support/email-links";
import { insertProfile } from "../support/factories";
import { uniqueIp } from "../support/rate-limits";

/**
 * No live token in a logged URL (docs/decisions/0045-sign-in-link-token-in-fragment.md):
 * an emailed link carries its token in the fragment, which browsers never send; the page
 * posts it. A token put in the query string is not read, so no link can teach people to.
 */
const db = database(env.DB);

afterEach(() => vi.restoreAllMocks());

/** A visitor asks for a link; an unknown address is mailed one only when they ask to join. */
async function emailedLink(email: string, intent: "sign-in" | "sign-up" = "sign-in"): Promise<string> {
  await appFetch("https://app.test/api/check-email", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
    body: JSON.stringify({ email, intent }),
  });
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "sign_in_link")))
    .all();
  const text = await openEmailBody(env, mail.textBody);
  return /https?:\/\/\S+\/auth\/link\S*/.exec(text)![0];
}

function pasteLink(link: string) {
  return appFetch("https://app.test/auth/link", {
    method: "POST",
    body: new URLSearchParams({ intent: "open", link }),
  });
}

describe("emailed links keep their token out of every request URL", () => {
  it("a sign-in link and a sign-up link carry the token in the fragment, never in the path or query", async () => {
    const member = await insertProfile(db);
    const joiner = `joiner.${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (const link of [await emailedLink(member.email), await emailedLink(joiner, "sign-up")]) {
      const url = new URL(link);
      expect(url.pathname).toBe("/auth/link");
      expect(url.search).toBe("");
      expect(url.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);
    }
  });

  it("a token in the query string is not read: the page names no account and uses nothing", async () => {
    const member = await insertProfile(db);
    const token = tokenInEmailedLink(await emailedLink(member.email));
    const page = await appFetch(`https://app.test/auth/link?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const html = await page.text();
    expect(html).not.toContain(member.email);
    expect(html).not.toContain("Continue to Care Finder");
    expect(html).toContain("Open my link");
    expect((await db.query.signInTokens.findFirst({ where: eq(signInTokens.userId, member.id) }))?.usedAt).toBeNull();
  });

  it("the page opens the link from the posted token: the address, then the confirm button that uses it", async () => {
    const member = await insertProfile(db);
    const token = tokenInEmailedLink(await emailedLink(member.email));
    const opened = await openEmailLink(token);
    expect(opened.headers.get("Cache-Control")).toBe("no-store");
    const html = await opened.text();
    expect(html).toContain(member.email);
    expect(html).toContain("Continue to Care Finder");
    expect((await db.query.signInTokens.findFirst({ where: eq(signInTokens.userId, member.id) }))?.usedAt).toBeNull();
  });

  it("without JavaScript the person pastes the whole link and gets the same confirmation", async () => {
    const member = await insertProfile(db);
    const link = await emailedLink(member.email);
    const html = await (await pasteLink(`  ${link} `)).text();
    expect(html).toContain(member.email);
    expect(html).toContain(`name="token" value="${tokenInEmailedLink(link)}"`);
    const used = await appFetch("https://app.test/auth/link", {
      method: "POST",
      body: new URLSearchParams({ token: tokenInEmailedLink(link) }),
      redirect: "manual",
    });
    expect(used.status).toBe(302);
    expect(setCookieFor(used, SESSION_COOKIE)).toBeDefined();
    expect(await (await pasteLink("https://app.test/auth/link")).text()).toContain("This sign-in link is not valid.");
  });

  it("no request to /auth/* writes its query string or token to a log", async () => {
    const written: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const)
      vi.spyOn(console, level).mockImplementation((...parts: unknown[]) => void written.push(parts.join(" ")));
    const secret = `SECRET${crypto.randomUUID().replaceAll("-", "")}`;
    await appFetch(`https://app.test/auth/link?token=${secret}`);
    await appFetch(`https://app.test/auth/callback?code=${secret}&state=${secret}`, { redirect: "manual" });
    await appFetch(`https://app.test/auth/link?token=${secret}`, { method: "POST", body: "token=%" });
    await openEmailLink(secret);
    await pasteLink(`https://app.test/auth/link#token=${secret}`);
    expect(written.filter((line) => line.includes("SECRET"))).toEqual([]);
  });
});
