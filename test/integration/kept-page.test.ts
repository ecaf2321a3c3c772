import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { RENDER_STATUS_HEADER } from "../../app/.server/render-memo.server";
import { insertHelpRequest, insertProfile } from "../support/factories";
import { cookieFor } from "../support/auth-helpers";
import { callWorker, countingEnv } from "../support/worker-call";

// A kept page answered before Remix (app/.server/kept-page.server.ts, ADR 0068): the page's loaders
// run first, and only the same data answers the kept page; anything else goes to Remix from those runs.

const db = () => createServerContext(env).db;

async function member(givenName: string) {
  const profile = await insertProfile(db(), { givenName, fullName: `${givenName} Kept-Page` });
  return { profile, cookie: await cookieFor(profile.id) };
}

async function dashboard(cookie: string | null, counted = countingEnv()) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const res = await callWorker("https://app.test/dashboard", { headers, redirect: "manual" }, counted.env);
  return { ...res, roundTrips: counted.roundTrips };
}

/** The page without what must differ on every response. */
const withoutIds = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/<meta name="request-id" content="[^"]*"/, '<meta name="request-id" content=""');

const headerNames = (headers: Headers) => [...headers.keys()].filter((name) => name !== "x-render").sort();

describe("the member dashboard answered before Remix", () => {
  it("the same data: the kept page, its headers as Remix's, in the one D1 trip", async () => {
    const { cookie } = await member("Noor");
    const drawn = await dashboard(cookie);
    const kept = await dashboard(cookie);
    expect(drawn.headers.get(RENDER_STATUS_HEADER)).toBe("DRAWN");
    expect(kept.headers.get(RENDER_STATUS_HEADER)).toBe("KEPT");
    expect(kept.status).toBe(200);
    expect(withoutIds(kept.body)).toBe(withoutIds(drawn.body));
    expect(headerNames(kept.headers)).toEqual(headerNames(drawn.headers));
    expect(kept.headers.get("Content-Security-Policy")).toBe(
      drawn.headers
        .get("Content-Security-Policy")
        ?.replace(
          /'nonce-[^']*'/,
          `'nonce-${/'nonce-([^']+)'/.exec(kept.headers.get("Content-Security-Policy") ?? "")?.[1]}'`,
        ),
    );
    expect(kept.roundTrips).toHaveLength(1);
    expect(drawn.roundTrips).toHaveLength(1);
  });

  it("each kept answer carries its own nonce and request id, in its headers and in its page", async () => {
    const { cookie } = await member("Idris");
    await dashboard(cookie);
    const answers = [await dashboard(cookie), await dashboard(cookie)];
    for (const kept of answers) {
      expect(kept.headers.get(RENDER_STATUS_HEADER)).toBe("KEPT");
      const nonce = /'nonce-([^']+)'/.exec(kept.headers.get("Content-Security-Policy") ?? "")?.[1];
      expect(kept.body).toContain(`nonce="${nonce}"`);
      expect(kept.body).toContain(`<meta name="request-id" content="${kept.headers.get("X-Request-Id")}"`);
      expect(kept.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    }
    const [first, second] = answers.map(({ headers }) => headers);
    expect(second.get("Content-Security-Policy")).not.toBe(first.get("Content-Security-Policy"));
    expect(second.get("X-Request-Id")).not.toBe(first.get("X-Request-Id"));
  });

  it("new data is drawn by Remix from the loaders' one run: two D1 trips only when this isolate held older rows", async () => {
    const { profile, cookie } = await member("Tariq");
    await dashboard(cookie);
    await insertHelpRequest(db(), profile.id, { title: "Lab bill from April" });
    const after = await dashboard(cookie);
    expect(after.headers.get(RENDER_STATUS_HEADER)).toBe("DRAWN");
    expect(after.body).toContain("Lab bill from April");
    // The member changed since this isolate kept their rows (ADR 0085): the lookup finds the new version, then
    // the eight reads go. Nothing else costs a second trip.
    expect(after.roundTrips).toHaveLength(2);
    expect(after.roundTrips[0]).not.toMatch(/^batch: /);
    expect(after.roundTrips[1]).toMatch(/^batch: .*from "help_requests"/);
    const kept = await dashboard(cookie);
    expect(kept.headers.get(RENDER_STATUS_HEADER)).toBe("KEPT");
    expect(kept.roundTrips).toHaveLength(1);
  });

  it("signing out ends the kept page at once: the same cookie is sent to sign in, in one D1 trip", async () => {
    const { cookie } = await member("Ulla");
    await dashboard(cookie);
    expect((await dashboard(cookie)).headers.get(RENDER_STATUS_HEADER)).toBe("KEPT");
    const out = await callWorker("https://app.test/api/logout", { headers: { Cookie: cookie } });
    expect(out.status).toBeLessThan(400);
    const after = await dashboard(cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).not.toMatch(/^\/dashboard/);
    expect(after.body).not.toContain("Ulla Kept-Page");
    expect(after.roundTrips).toHaveLength(1);
  });
});
