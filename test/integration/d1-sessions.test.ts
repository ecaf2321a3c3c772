/**
 * D1 read replication (app/.server/d1-session.server.ts): every request's queries run in
 * one D1 session; a request that wrote answers with the session's bookmark in a cookie,
 * and the next request opens its session from that bookmark, so it reads a copy at
 * least as new as the write. The binding here records how each session was opened.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE } from "../../app/.server/d1-session.server";
import { signedInMember } from "../support/auth-helpers";
import { callWorker } from "../support/worker-call";

/** The real binding, noting the constraint or bookmark each session starts from. */
function sessionRecordingEnv(): { env: Env; opened: string[] } {
  const opened: string[] = [];
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "withSession") {
        return (constraint: string) => {
          opened.push(constraint);
          return target.withSession(constraint);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { env: { ...env, DB } as Env, opened };
}

function bookmarkOf(setCookie: string | null): string | null {
  const match = new RegExp(`(?:^|, )${BOOKMARK_COOKIE}=([^;]+)`).exec(setCookie ?? "");
  return match ? decodeURIComponent(match[1]) : null;
}

describe("D1 sessions and read-your-writes", () => {
  it("a write answers with its bookmark; the next read starts from it and sees the write", async () => {
    const { cookie } = await signedInMember();
    const title = `Bill from the lab ${crypto.randomUUID().slice(0, 8)}`;

    const writes = sessionRecordingEnv();
    const created = await callWorker(
      "https://app.test/api/user-requests",
      {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ title, description: "Please check the charges." }),
      },
      writes.env,
    );
    expect(created.status).toBe(201);
    expect(writes.opened).toEqual(["first-primary"]);
    const setCookie = created.headers.get("Set-Cookie");
    expect(setCookie).toMatch(
      new RegExp(`${BOOKMARK_COOKIE}=[^;]+; Max-Age=\\d+; Path=/; HttpOnly; Secure; SameSite=Lax`),
    );
    const bookmark = bookmarkOf(setCookie)!;

    const reads = sessionRecordingEnv();
    const listed = await callWorker(
      "https://app.test/api/user-requests",
      { headers: { Cookie: `${cookie}; ${BOOKMARK_COOKIE}=${encodeURIComponent(bookmark)}` } },
      reads.env,
    );
    expect(reads.opened).toEqual([bookmark]);
    expect(listed.status).toBe(200);
    expect(listed.body).toContain(title);
    // A read alone sets no new bookmark.
    expect(bookmarkOf(listed.headers.get("Set-Cookie"))).toBeNull();

    // The member's page, from the same bookmark, shows it too.
    const page = sessionRecordingEnv();
    const dashboard = await callWorker(
      "https://app.test/dashboard",
      { headers: { Cookie: `${cookie}; ${BOOKMARK_COOKIE}=${encodeURIComponent(bookmark)}` } },
      page.env,
    );
    expect(page.opened).toEqual([bookmark]);
    expect(dashboard.body).toContain(title);
  });

  it("a read without a bookmark may use any copy and sets no cookie; nor does a public page", async () => {
    const { cookie } = await signedInMember();
    const reads = sessionRecordingEnv();
    const listed = await callWorker("https://app.test/api/user-requests", { headers: { Cookie: cookie } }, reads.env);
    expect(listed.status).toBe(200);
    expect(reads.opened).toEqual(["first-unconstrained"]);
    expect(bookmarkOf(listed.headers.get("Set-Cookie"))).toBeNull();

    const visitor = sessionRecordingEnv();
    const home = await callWorker("https://app.test/", {}, visitor.env);
    expect(home.status).toBe(200);
    expect(bookmarkOf(home.headers.get("Set-Cookie"))).toBeNull();
  });

  it("a cookie that is not a bookmark is ignored, never an error", async () => {
    const { cookie } = await signedInMember();
    const reads = sessionRecordingEnv();
    const listed = await callWorker(
      "https://app.test/api/user-requests",
      { headers: { Cookie: `${cookie}; ${BOOKMARK_COOKIE}=${encodeURIComponent("not a bookmark; <x>")}` } },
      reads.env,
    );
    expect(listed.status).toBe(200);
    expect(reads.opened).toEqual(["first-unconstrained"]);
  });
});
