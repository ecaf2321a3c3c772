import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { RENDER_STATUS_HEADER, renderKey } from "../../app/.server/render-memo.server";
import { insertHelpRequest, insertProfile } from "../support/factories";
import { cookieFor } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";

const db = () => createServerContext(env).db;

async function member(givenName: string) {
  const profile = await insertProfile(db(), { givenName, fullName: `${givenName} Render-Memo` });
  return { profile, cookie: await cookieFor(profile.id) };
}

const dashboard = (cookie: string, path = "/dashboard") =>
  callWorker(`https://app.test${path}`, { headers: { Cookie: cookie } });

const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1];

/** The page without what must differ on every response. */
const withoutIds = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/<meta name="request-id" content="[^"]*"/, '<meta name="request-id" content=""');

describe("a page whose data has not changed is not drawn again", () => {
  it("the second view is the first page, with its own nonce and request id", async () => {
    const { cookie } = await member("Rosa");
    const first = await dashboard(cookie);
    const second = await dashboard(cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get(RENDER_STATUS_HEADER)).toBe("DRAWN");
    // Answered before Remix: the page's loaders ran and gave the same data (app/.server/kept-page.server.ts).
    expect(second.headers.get(RENDER_STATUS_HEADER)).toBe("KEPT");
    expect(second.body).toContain("Rosa");
    expect(withoutIds(second.body)).toBe(withoutIds(first.body));

    const nonce = nonceOf(second.headers);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.headers));
    const attributes = [...second.body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
    expect(attributes.length).toBeGreaterThan(0);
    expect(new Set(attributes)).toEqual(new Set([nonce]));
    expect(second.body).toContain(`<meta name="request-id" content="${second.headers.get("X-Request-Id")}"`);
    expect(second.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("new data is a new page at once", async () => {
    const { profile, cookie } = await member("Omar");
    await dashboard(cookie);
    await insertHelpRequest(db(), profile.id, { title: "Ambulance bill from June" });
    const after = await dashboard(cookie);
    expect(after.headers.get(RENDER_STATUS_HEADER)).toBe("DRAWN");
    expect(after.body).toContain("Ambulance bill from June");
  });

  it("one member's page is never another's, even with the same work", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    await dashboard(ana.cookie);
    const bens = await dashboard(ben.cookie);
    expect(bens.headers.get(RENDER_STATUS_HEADER)).toBe("DRAWN");
    expect(bens.body).toContain("Ben Render-Memo");
    expect(bens.body).not.toContain("Ana Render-Memo");
  });

  it("the guard still runs first: a signed-out request is sent away, whatever was kept", async () => {
    const { cookie } = await member("Ida");
    await dashboard(cookie);
    await dashboard(cookie);
    const res = await callWorker("https://app.test/dashboard", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).not.toMatch(/dashboard/);
    expect(res.body).not.toContain("Ida Render-Memo");
  });

  it("another address (a notice in the query) is drawn for itself", async () => {
    const { cookie } = await member("Lea");
    await dashboard(cookie);
    const saved = await dashboard(cookie, "/dashboard?saved=profile");
    expect(saved.headers.get(RENDER_STATUS_HEADER)).toBe("DRAWN");
  });
});

describe("public pages from the edge cache", () => {
  it("a cached copy does not claim to have been drawn for this answer", async () => {
    await callWorker("https://app.test/pricing");
    const cached = await callWorker("https://app.test/pricing");
    expect(cached.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(cached.headers.get(RENDER_STATUS_HEADER)).toBeNull();
  });
});

describe("renderKey", () => {
  const input = {
    method: "GET",
    url: "https://app.test/dashboard",
    status: 200,
    buildVersion: "b1",
    loaderData: { root: { user: { id: "u1" } } },
    actionData: null,
    errors: null,
    now: new Date("2026-11-23T12:00:00Z"),
  };

  it("is the same for the same render and differs with anything the render reads", () => {
    expect(renderKey(input)).toBe(renderKey({ ...input }));
    expect(renderKey({ ...input, url: "https://app.test/dashboard?tab=2" })).not.toBe(renderKey(input));
    expect(renderKey({ ...input, buildVersion: "b2" })).not.toBe(renderKey(input));
    expect(renderKey({ ...input, loaderData: { root: { user: { id: "u2" } } } })).not.toBe(renderKey(input));
    // The footer's year is read from the clock: a new day is a new page.
    expect(renderKey({ ...input, now: new Date("2026-11-24T00:00:01Z") })).not.toBe(renderKey(input));
  });

  it("is null for a form's answer, an error, another status, a write, or data JSON cannot state", () => {
    expect(renderKey({ ...input, method: "POST" })).toBeNull();
    expect(renderKey({ ...input, actionData: { ok: true } })).toBeNull();
    expect(renderKey({ ...input, errors: { root: new Error("x") } })).toBeNull();
    expect(renderKey({ ...input, status: 404 })).toBeNull();
    expect(renderKey({ ...input, loaderData: { page: { later: Promise.resolve(1) } } })).toBeNull();
    expect(renderKey({ ...input, loaderData: { page: { seen: new Map() } } })).toBeNull();
    expect(renderKey({ ...input, loaderData: { page: { list: [1, () => 2] } } })).toBeNull();
    expect(renderKey({ ...input, loaderData: { page: { id: 1n } } })).toBeNull();
    expect(renderKey(input)).not.toBeNull();
  });

  it("never lets two different renders share a key: parts, order and kinds stay apart", () => {
    const data = (loaderData: unknown) => renderKey({ ...input, loaderData });
    // A key joined without structure would take these for one another.
    expect(renderKey({ ...input, buildVersion: "b1https://app.test", url: "/dashboard" })).not.toBe(renderKey(input));
    expect(data({ page: { a: '"],"x' } })).not.toBe(data({ page: { a: "" }, x: '"]' }));
    // What a render can tell apart: a number from its text, null from absent, the order of keys and of items.
    expect(data({ page: { n: 1 } })).not.toBe(data({ page: { n: "1" } }));
    expect(data({ page: { n: null } })).not.toBe(data({ page: {} }));
    expect(data({ page: { a: 1, b: 2 } })).not.toBe(data({ page: { b: 2, a: 1 } }));
    expect(data({ page: [1, 2] })).not.toBe(data({ page: [2, 1] }));
    expect(data({ page: { rows: [{ note: "a" }] } })).not.toBe(data({ page: { rows: [{ note: "a " }] } }));
  });

  it("states a date as JSON does (its toJSON), and a missing value as absent", () => {
    const at = new Date("2026-11-20T08:00:00Z");
    const withDate = renderKey({ ...input, loaderData: { page: { at, later: undefined } } });
    expect(withDate).toBe(renderKey({ ...input, loaderData: { page: { at: at.toISOString() } } }));
  });
});
