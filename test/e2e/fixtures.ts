import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Demo accounts loaded by scripts/seed.ts (db/seed-data.ts). */
export const DEMO = {
  admin: "support@carefinder.example",
  maria: "maria.lopez@example.com",
  james: "james.carter@example.com",
  claire: "claire.dubois@example.com",
} as const;

/**
 * Signs in through the local development sign-in page, as a person would. Whoever was signed in before is
 * signed out first, so the new session is the only one, unless `keepCookies` (what the visitor carried stays).
 */
export async function signInAs(page: Page, email: string, { keepCookies = false } = {}) {
  if (!keepCookies) await page.context().clearCookies();
  await page.goto("/dev/sign-in");
  await page
    .getByRole("listitem")
    .filter({ hasText: email })
    .getByRole("button", { name: /Sign in as/ })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith("/dev/"));
}

/** WCAG 2.2 AA checks by axe-core; returns violations for a readable failure. */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Waits until React has hydrated the page (set in app/root.tsx). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated='true']").waitFor();
}

/**
 * Asks for an emailed link on the sign-in page already open. The bot check's
 * token arrives from the Turnstile stand-in's frame after hydration (a click
 * before it is refused, as Cloudflare refuses it), and a refusal is reported
 * by its words rather than as a missing heading. A journey stays within an
 * address's budget (3 links a minute, wrangler.toml EMAIL_LINK_ADDRESS_LIMITER)
 * rather than waiting one out.
 */
export async function askForEmailLink(page: Page, email: string) {
  await waitForHydration(page);
  await expect(page.locator("input[name='cf-turnstile-response']").first()).toHaveValue(/^standin\./);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  const sent = page.getByRole("heading", { name: "Check your email" });
  const refused = page.getByRole("alert").filter({ hasText: /\S/ });
  await expect(sent.or(refused)).toBeVisible();
  expect(await refused.allInnerTexts(), "the sign-in page refused the request").toEqual([]);
}

/* ---- The local mailbox (/dev/mail, development only): what the app emailed ---- */

export type MailboxEntry = {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
  /** When the outbox handed it to send_email and marked its row sent; null while it waits. */
  sentAt: string | null;
};

export async function mailFor(page: Page, to: string): Promise<MailboxEntry[]> {
  const res = await page.request.get("/dev/mail?format=json");
  expect(res.status()).toBe(200);
  return ((await res.json()) as MailboxEntry[]).filter((m) => m.to === to);
}

/**
 * Awaits the event itself: the outbox consumer hands the message to send_email on its own time, then records
 * `sentAt` on its row. A page read after this shows it sent, with no reload loop.
 */
export async function mailSent(page: Page, to: string, subject: string) {
  const sent = async () => (await mailFor(page, to)).some((m) => m.subject === subject && m.sentAt !== null);
  await expect.poll(sent, { timeout: 15_000 }).toBe(true);
}

/**
 * The newest emailed sign-in or sign-up link to `to`, as the local mailbox shows it (its token in the fragment);
 * `start` is how the link begins before its token (a link asked for in Spanish carries `?lang=es`).
 */
export async function linkFromMailbox(page: Page, to: string, start = "/auth/link#token="): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailFor(page, to)).flatMap((m) => m.links).find((l) => l.includes(start));
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** The Stripe stand-in scripts/e2e-server.mjs started for this run. */
export function stripeStandIn(): string {
  const port = process.env.E2E_PORT ?? "8799";
  return (JSON.parse(readFileSync(`.wrangler/e2e-${port}/stand-ins.json`, "utf8")) as { stripe: string }).stripe;
}

/**
 * Awaits the event itself: Stripe (the stand-in) delivers `type` on its own time after its API answered, and its log
 * says when our webhook took it (2xx). A page read after this shows what the webhook wrote, with no reload loop.
 */
export async function stripeDelivered(type: string, since: number) {
  const delivered = async () => {
    const log = (await (await fetch(`${stripeStandIn()}/__standin/events`)).json()) as {
      type: string;
      status: number;
      at: number;
    }[];
    return log.some((entry) => entry.type === type && entry.at >= since && entry.status >= 200 && entry.status < 300);
  };
  await expect.poll(delivered, { timeout: 15_000 }).toBe(true);
}

export const test = base;
export { expect };
