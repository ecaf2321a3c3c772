import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "../../db";
import { insertAdmin, insertProfile } from "../support/factories";
import { emailOutbox, helpRequests, profiles, signUpTokens } from "../../db/schema";
import { requestEmailLink } from "../../app/.server/auth/email-links.server";
import { createServerContext } from "../../app/.server/context.server";
import { HUMAN_CHECK_MESSAGES } from "../../app/.server/human-check.server";
import { INSURANCE_QUOTE_TITLE } from "../../app/.server/requests/insurance-quote.server";
import { INSURANCE_QUOTE_THANKS } from "../../app/data/plans";
import { PROFILE_MESSAGES } from "../../app/domain/profile";
import { SIGN_IN_PAGE_MESSAGES } from "../../app/domain/sign-in";
import { cookieFor } from "../support/auth-helpers";
import { appFetch, type SendRequest } from "../support/browser";
import { oneLimitWindow, uniqueIp } from "../support/rate-limits";

const db = database(env.DB);
const freshIp = uniqueIp;

afterEach(() => vi.restoreAllMocks());

function get(path: string, cookie?: string) {
  return appFetch(`https://app.test${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
}

function postForm(
  path: string,
  fields: Record<string, string>,
  { cookie, ip = freshIp(), via = appFetch }: { cookie?: string; ip?: string; via?: SendRequest } = {},
) {
  return via(`https://app.test${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": ip,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** React escapes apostrophes and splits text nodes; compare what a reader sees. */
const visible = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe("/sign-in", () => {
  it("offers Google and the email form side by side, with what happens next", async () => {
    const res = await get("/sign-in");
    expect(res.status).toBe(200);
    const html = visible(await res.text());
    expect(html).toContain("Sign in or create an account");
    expect(html).toContain("Continue with Google");
    expect(html).toContain("Email me a link");
    expect(html).toContain("expires in 15 minutes");
    expect(html).toContain('class="grid grid-2 sign-in__options"');
  });

  it("has its own description for search results and link previews, and may be found by search", async () => {
    const html = visible(await (await get("/sign-in")).text());
    expect(html).toMatch(/<meta name="description" content="Sign in to Care Finder[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/sign-in"\/>/);
    expect(html).not.toContain('content="noindex"');
  });

  it("sends signed-in people to their landing page", async () => {
    const onboarded = await insertProfile(db);
    const newcomer = await insertProfile(db, { onboardingCompleted: false });
    const admin = await insertAdmin(db);
    expect((await get("/sign-in", await cookieFor(onboarded.id))).headers.get("Location")).toBe("/dashboard");
    expect((await get("/sign-in", await cookieFor(newcomer.id))).headers.get("Location")).toBe("/form");
    expect((await get("/sign-in", await cookieFor(admin.id))).headers.get("Location")).toBe("/admin-dashboard");
  });

  it("the header's Sign In and the French page's Se connecter lead here", async () => {
    expect(await (await get("/")).text()).toMatch(/href="\/sign-in"[^>]*>Sign In</);
    expect(await (await get("/assurance-sante")).text()).toMatch(/href="\/sign-in"[^>]*>Se connecter</);
  });

  it("without JavaScript: a malformed address gets the spec's message under the field, with the typed value kept", async () => {
    const res = await postForm("/sign-in", { intent: "email-link", email: "maria@nowhere" });
    expect(res.status).toBe(400);
    const html = visible(await res.text());
    expect(html).toContain("Please enter a valid email");
    expect(html).toContain('value="maria@nowhere"');
    expect(html).toMatch(/aria-invalid="true"/);
    const empty = visible(await (await postForm("/sign-in", { intent: "email-link", email: "" })).text());
    expect(empty).toContain("Email is required");
  });

  it("answers the same 'check your email' page for a member and a newcomer; only the newcomer gets a sign-up link, and nobody an account", async () => {
    const member = await insertProfile(db);
    const newcomer = `new.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const pages: string[] = [];
    for (const email of [member.email, newcomer]) {
      const res = await postForm("/sign-in", { intent: "email-link", email });
      expect(res.status).toBe(200);
      pages.push(visible(await res.text()).replaceAll(email, "EMAIL"));
    }
    expect(pages[0]).toContain(SIGN_IN_PAGE_MESSAGES.sent("EMAIL"));
    expect(pages[0]).toContain("Resend the link");
    // Same words either way: the page never tells whether an address has an account.
    const body = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(body(pages[1])).toBe(body(pages[0]));

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, newcomer)).all();
    expect(mails.map((m) => m.subject)).toEqual(["Create your Care Finder account"]);
    expect(await db.select().from(signUpTokens).where(eq(signUpTokens.email, newcomer)).all()).toHaveLength(1);
    expect(await db.query.profiles.findFirst({ where: eq(profiles.email, newcomer) })).toBeUndefined();
  });

  it("says plainly when Google sign-in is not configured", async () => {
    const res = await postForm("/sign-in", { intent: "google" });
    expect(res.status).toBe(503);
    expect(visible(await res.text())).toContain(SIGN_IN_PAGE_MESSAGES.googleUnavailable);
  });

  it("shares the per-IP limit (30 links a minute) with the API and says so on the page", async () => {
    const via = oneLimitWindow().fetch;
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await postForm("/sign-in", { intent: "email-link", email: `limit${i}@example.com` }, { ip, via })).status,
      );
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await postForm("/sign-in", { intent: "email-link", email: "limit-more@example.com" }, { ip, via });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(visible(await limited.text())).toContain("Too many attempts. Please wait a minute and try again.");
    expect(await db.select().from(signUpTokens).where(eq(signUpTokens.email, "limit-more@example.com")).all()).toEqual(
      [],
    );
  });

  it("with Turnstile on, a request without a human-check token is refused and emails nobody", async () => {
    const server = createServerContext({
      ...env,
      TURNSTILE_SECRET_KEY: "secret",
      TURNSTILE_VERIFY_URL: "https://turnstile.test/siteverify",
    } as Env);
    const verify = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ success: false }));
    const email = `bot.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const request = new Request("https://app.test/sign-in", { headers: { "CF-Connecting-IP": freshIp() } });
    await expect(requestEmailLink(server, request, { email })).rejects.toMatchObject({
      status: 400,
      message: HUMAN_CHECK_MESSAGES.failed,
    });
    await expect(requestEmailLink(server, request, { email, "cf-turnstile-response": "forged" })).rejects.toMatchObject(
      { status: 400 },
    );
    expect(verify).toHaveBeenCalledTimes(1);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all()).toEqual([]);
  });
});

const registration = {
  full_name: "Fay Failure",
  email: "",
  phone_number: "(305) 555-0142",
  zip_code: "33101",
  date_of_birth: "1988-03-09",
  insurance_status: "uninsured",
  insurance_provider: "",
  member_id: "",
  service_needed: "Second opinion on a surgery quote",
};

describe("saving the registration", () => {
  it("answers the spec's alert with every value kept when D1 fails inside the save's batch, and writes nothing", async () => {
    const member = await insertProfile(db, { onboardingCompleted: false, fullName: null });
    // A fault inside the batch: the quote request (second statement) fails for this member only.
    const trigger = `fail_quote_${member.id.replaceAll("-", "")}`;
    await env.DB.exec(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON help_requests WHEN NEW.user_id = '${member.id}' BEGIN SELECT RAISE(ABORT, 'injected fault'); END`,
    );
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await postForm(
        "/form",
        { ...registration, email: member.email, plan_choice: "Insurance Bundle" },
        { cookie: await cookieFor(member.id) },
      );
      expect(res.status).toBe(503);
      const html = visible(await res.text());
      expect(html).toContain(PROFILE_MESSAGES.saveFailed);
      expect(html).toMatch(/role="alert"[^>]*>There was an error saving your information/);
      for (const value of ["Fay Failure", "(305) 555-0142", "1988-03-09", "Second opinion on a surgery quote"]) {
        expect(html).toContain(value);
      }
      expect(html).not.toContain("Something went wrong");
      // All or nothing: the profile update rolled back with the failed insert.
      const row = await db.query.profiles.findFirst({ where: eq(profiles.id, member.id) });
      expect(row).toMatchObject({ onboardingCompleted: false, fullName: null });
      expect(errors.mock.calls.flat().join(" ")).not.toContain(member.email);
    } finally {
      await env.DB.exec(`DROP TRIGGER ${trigger}`);
    }
  });

  it("with the Insurance Bundle chosen, files the quote request together with the registration", async () => {
    const member = await insertProfile(db, { onboardingCompleted: false, fullName: null });
    const res = await postForm(
      "/form",
      { ...registration, email: member.email, plan_choice: "Insurance Bundle" },
      { cookie: await cookieFor(member.id) },
    );
    expect(res.status).toBe(302);
    const requests = await db.select().from(helpRequests).where(eq(helpRequests.userId, member.id)).all();
    expect(requests).toMatchObject([{ title: INSURANCE_QUOTE_TITLE, status: "pending" }]);
  });
});

describe("the Insurance Bundle on /pricing", () => {
  it("sends a visitor to sign in with the choice, a member who has not registered to /form, and files a registered member's quote", async () => {
    const visitor = await postForm("/pricing", { intent: "insurance-quote" });
    expect(visitor.headers.get("Location")).toBe("/sign-in?plan=Insurance%20Bundle");

    const newcomer = await insertProfile(db, { onboardingCompleted: false });
    const early = await postForm("/pricing", { intent: "insurance-quote" }, { cookie: await cookieFor(newcomer.id) });
    expect(early.headers.get("Location")).toBe("/form?plan=Insurance%20Bundle");

    const member = await insertProfile(db);
    const res = await postForm("/pricing", { intent: "insurance-quote" }, { cookie: await cookieFor(member.id) });
    expect(res.status).toBe(200);
    expect(visible(await res.text())).toContain(INSURANCE_QUOTE_THANKS);
    const requests = await db.select().from(helpRequests).where(eq(helpRequests.userId, member.id)).all();
    expect(requests.map((r) => r.title)).toEqual([INSURANCE_QUOTE_TITLE]);
  });
});
