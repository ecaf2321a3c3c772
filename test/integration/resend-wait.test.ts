/**
 * One link per address per RESEND_WAIT_SECONDS: a second ask within it sends nothing, and the page says
 * so (use the link sent a moment ago, or ask again in N seconds), in the same words for a member and a
 * newcomer, so the answer never tells whether an address has an account.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { emailOutbox } from "../../db/schema";
import { RESEND_WAIT_SECONDS, SIGN_IN_PAGE_MESSAGES } from "../../app/domain/sign-in";
import { es as signInEs } from "../../app/i18n/sign-in/es";
import { insertProfile } from "../support/factories";
import { appFetch } from "../support/browser";
import { uniqueIp } from "../support/rate-limits";

const db = database(env.DB);

async function askOnPage(email: string, path = "/sign-in") {
  const res = await appFetch(`https://app.test${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
    body: new URLSearchParams({ intent: "email-link", email }).toString(),
  });
  expect(res.status).toBe(200);
  // What a reader sees of the page's main part (React splits text nodes and escapes apostrophes).
  const html = (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

const mailsTo = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all();

/** The seconds left, read back from the words (they count down from RESEND_WAIT_SECONDS). */
function secondsIn(page: string, words: (seconds: number) => string): number {
  const seconds = Array.from({ length: RESEND_WAIT_SECONDS }, (_, n) => RESEND_WAIT_SECONDS - n).find((n) =>
    page.includes(words(n)),
  );
  expect(seconds, "the page names the seconds left").toBeDefined();
  return seconds!;
}

describe("asking again for a link within the wait", () => {
  it("a member: the second page says a link went a moment ago and when to ask again; no second email", async () => {
    const member = await insertProfile(db);
    const first = await askOnPage(member.email);
    expect(first).toContain(SIGN_IN_PAGE_MESSAGES.sent(member.email));
    const second = await askOnPage(member.email);
    expect(second).not.toContain(SIGN_IN_PAGE_MESSAGES.sent(member.email));
    const seconds = secondsIn(second, (n) => SIGN_IN_PAGE_MESSAGES.sentMomentAgo(member.email, n));
    expect(seconds).toBeGreaterThan(0);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it("an unknown address gets the same words, and no second email either", async () => {
    const member = await insertProfile(db);
    const newcomer = `new.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const pages: string[] = [];
    for (const email of [member.email, newcomer]) {
      await askOnPage(email);
      const again = await askOnPage(email);
      const seconds = secondsIn(again, (n) => SIGN_IN_PAGE_MESSAGES.sentMomentAgo(email, n));
      pages.push(again.replaceAll(email, "EMAIL").replaceAll(`${seconds}`, "N"));
    }
    expect(pages[1]).toBe(pages[0]);
    expect(await mailsTo(newcomer)).toHaveLength(1);
  });

  it("in Spanish (?lang=es) too", async () => {
    const email = `nuevo.${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect(await askOnPage(email, "/sign-in?lang=es")).toContain(signInEs.sent(email));
    const again = await askOnPage(email, "/sign-in?lang=es");
    expect(secondsIn(again, (n) => signInEs.sentMomentAgo(email, n))).toBeGreaterThan(0);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
