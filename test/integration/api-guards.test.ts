/**
 * Every /api route needs its role unless it is on PUBLIC_API_ROUTES: the list comes
 * from the router itself (Hono's `api.routes`), so a route added without its guard
 * fails here. Each sub-router carries its guard on the sub-app (worker/api/index.ts).
 * What each role then sees of each route: authorization.test.ts.
 */
import { describe, expect, it } from "vitest";
import { api } from "../../worker/api";
import { call, signedInMember } from "../support/auth-helpers";

/** Anyone may call these, each for its own reason (docs/product.md#api). */
const PUBLIC_API_ROUTES = [
  "GET /health", // uptime checks
  "GET /email-attachments/:token", // the signed token is the permission
  "POST /stripe/webhook", // Stripe's signature is the permission
  "GET /oauth/:provider/redirect_url", // signing in
  "POST /sessions",
  "POST /refresh-session", // answers 401 itself when there is no session
  "GET /logout",
  "POST /check-email",
  "POST /admin-login",
  "POST /search-providers", // the public price search
  "POST /contact", // the contact dialog on public pages
  "POST /page-views",
  "POST /passkey-sign-in/options", // signing in with a passkey: the passkey is the permission
  "POST /passkey-sign-in",
];

const normalize = (path: string) => path.replace(/\/+$/, "") || "/";
const registered = [
  ...new Set(api.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${normalize(r.path)}`)),
];
const guarded = registered.filter((route) => !PUBLIC_API_ROUTES.includes(route));

function callAs(route: string, cookie?: string) {
  const [method, pattern] = route.split(" ");
  const path = `/api${pattern.replace(/:[^/]+/g, "some-id")}`;
  return call(path, { method, cookie, json: method === "GET" ? undefined : {} });
}

describe("/api guards", () => {
  it("the public list names only routes the router has, and not every route is public", () => {
    expect(PUBLIC_API_ROUTES.filter((route) => !registered.includes(route))).toEqual([]);
    expect(guarded.length).toBeGreaterThan(20);
  });

  for (const route of guarded) {
    const adminOnly = route.split(" ")[1].startsWith("/admin/");
    it(`${route}: 401 for a visitor${adminOnly ? ", 403 for a member" : ""}`, async () => {
      expect((await callAs(route)).status).toBe(401);
      if (adminOnly) expect((await callAs(route, (await signedInMember()).cookie)).status).toBe(403);
    });
  }
});
