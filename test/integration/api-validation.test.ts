/**
 * Every /api route reads its body and query through one validator and one
 * hook (worker/api/validate.ts): a refusal is `{ error, details? }` in our
 * words, whatever the route, and the library's (or Hono's) words never reach
 * a client.
 */
import { describe, expect, it } from "vitest";
import { OAUTH_STATE_COOKIE } from "../../app/.server/auth/oauth.server";
import { ADMIN_PAGE_SIZE } from "../../app/domain/admin";
import { call, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { uniqueIp } from "../support/rate-limits";

describe("/api bodies that are not JSON", () => {
  it("every write that takes a body answers 400 with our words, signed in or not", async () => {
    const { member, cookie: memberCookie } = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const writes: { method: string; path: string; cookie?: string }[] = [
      { method: "POST", path: "/api/sessions" },
      { method: "POST", path: "/api/check-email" },
      { method: "POST", path: "/api/admin-login" },
      { method: "POST", path: "/api/contact" },
      { method: "POST", path: "/api/search-providers" },
      { method: "POST", path: "/api/page-views" },
      { method: "POST", path: "/api/user-profile", cookie: memberCookie },
      { method: "POST", path: "/api/user-requests", cookie: memberCookie },
      { method: "POST", path: "/api/upload-document", cookie: memberCookie },
      { method: "POST", path: "/api/create-checkout-session", cookie: memberCookie },
      { method: "PUT", path: `/api/admin/users/${member.id}`, cookie: adminCookie },
      { method: "POST", path: `/api/admin/users/${member.id}/tasks`, cookie: adminCookie },
      { method: "POST", path: "/api/admin/users/bulk-tags", cookie: adminCookie },
    ];
    for (const { method, path, cookie } of writes) {
      const res = await call(path, {
        method,
        cookie,
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
        body: '{"unterminated": ',
      });
      expect(res.status, path).toBe(400);
      const answer = (await res.json()) as { error: string };
      // The admin profile route wraps refusals in its spec'd answer; the words are the same.
      expect(answer.error, path).toBe("The request body must be JSON.");
    }
  });
});

describe("/api bodies of the wrong shape", () => {
  it("sign-in with a code that is not text names the field, and still clears the attempt's cookies", async () => {
    const res = await call("/api/sessions", { method: "POST", json: { code: 42, state: "x" } });
    expect(res.status).toBe(400);
    // The refusal's code and values come beside the English (docs/decisions/0063-refusal-codes-everywhere.md).
    expect(await res.json()).toEqual({
      error: 'Please check the value of "code".',
      code: "checkField",
      values: { field: "code" },
      details: { code: 'Please check the value of "code".' },
    });
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${OAUTH_STATE_COOKIE}=;`))).toBe(true);
  });

  it("admin sign-in refuses a body that is not an object, without saying anything about an address", async () => {
    const res = await call("/api/admin-login", {
      method: "POST",
      json: "admin@example.com",
      headers: { "CF-Connecting-IP": "192.0.2.200" },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("Please send the expected fields.");
  });

  it("a request message sent as bare text is refused as a whole, not read as an empty message", async () => {
    const { cookie } = await signedInMember();
    const res = await call("/api/user-requests/anything/messages", { method: "POST", cookie, json: "hi" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("Please send the expected fields.");
  });
});

describe("/api/admin list queries", () => {
  it("junk ?page_size= falls back to the default page size; a real one is used, capped at 100", async () => {
    const { cookie } = await signedInAdmin();
    const sizeOf = async (query: string) =>
      ((await (await call(`/api/admin/users?${query}`, { cookie })).json()) as { page_size: number }).page_size;
    expect(await sizeOf("page_size=-5")).toBe(ADMIN_PAGE_SIZE);
    expect(await sizeOf("page_size=abc")).toBe(ADMIN_PAGE_SIZE);
    expect(await sizeOf("page_size=50")).toBe(50);
    expect(await sizeOf("page_size=100000")).toBe(100);
    expect(await sizeOf("page_size=10&page_size=30")).toBe(10);
  });
});
