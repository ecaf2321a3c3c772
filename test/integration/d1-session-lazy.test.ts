/**
 * The request's D1 session (app/.server/d1-session.server.ts) costs nothing to a request that
 * makes no query (an edge-cache hit, a refusal): its bookmark cookie is read on the first query,
 * and the answer is left as it is. A write's answer still gets its bookmark, even when the
 * answer's headers are immutable. And a drizzle client (db/index.ts) makes a table's
 * `db.query` builder only when that table is used.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { BOOKMARK_COOKIE, NO_BOOKMARK_HEADER, openRequestD1, withBookmark } from "../../app/.server/d1-session.server";
import { database } from "../../db";

function watchedRequest(method: string, cookie: string | null) {
  const get = vi.fn((name: string) => (name.toLowerCase() === "cookie" ? cookie : null));
  return { request: { method, headers: { get } } as unknown as Request, get };
}

function recordingBinding() {
  const opened: string[] = [];
  const binding = {
    withSession(constraint: string) {
      opened.push(constraint);
      return env.DB.withSession(constraint);
    },
  } as unknown as D1Database;
  return { binding, opened };
}

describe("a request's D1 session", () => {
  it("reads no cookie and opens no session until the first query, then starts from the bookmark", async () => {
    const { request, get } = watchedRequest("GET", `${BOOKMARK_COOKIE}=first-primary-bookmark-1`);
    const { binding, opened } = recordingBinding();
    const requestD1 = openRequestD1(binding, request);
    const answer = new Response("cached page");
    expect(withBookmark(answer, requestD1)).toBe(answer);
    expect(get).not.toHaveBeenCalled();
    expect(opened).toEqual([]);

    await requestD1.d1.prepare("select 1 as one").first();
    expect(get).toHaveBeenCalledWith("Cookie");
    expect(opened).toEqual(["first-primary-bookmark-1"]);
  });

  it("a write's answer gets its bookmark, and an answer that must not tell loses only the marker", async () => {
    const { request } = watchedRequest("POST", null);
    const { binding, opened } = recordingBinding();
    const requestD1 = openRequestD1(binding, request);
    await requestD1.d1.prepare("create table if not exists door_lazy (id integer)").run();
    expect(opened).toEqual(["first-primary"]);

    // Response.redirect's headers are immutable: the answer is copied once, the cookie on the copy.
    const written = withBookmark(Response.redirect("https://app.test/done", 303), requestD1);
    expect(written.headers.get("Location")).toBe("https://app.test/done");
    expect(written.headers.get("Set-Cookie")).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[^;]+; Max-Age=300; Path=/`));

    const hidden = withBookmark(new Response(null, { status: 204, headers: { [NO_BOOKMARK_HEADER]: "1" } }), requestD1);
    expect(hidden.headers.has(NO_BOOKMARK_HEADER)).toBe(false);
    expect(hidden.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("a drizzle client", () => {
  it("makes a table's query builder on first use, and it reads as drizzle's own", async () => {
    // A binding of its own, as each request's session is: clients are kept per binding.
    const binding = {
      prepare: (sql: string) => env.DB.prepare(sql),
      batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    } as unknown as D1Database;
    const db = database(binding);
    expect(Object.keys(Object.getOwnPropertyDescriptors(db.query))).toEqual([]);
    const profile = await db.query.profiles.findFirst({ columns: { id: true } });
    expect(profile === undefined || typeof profile.id === "string").toBe(true);
    expect(Object.getOwnPropertyNames(db.query)).toEqual(["profiles"]);
    expect(db.query.profiles).toBe(db.query.profiles);
    expect("emailOutbox" in db.query).toBe(true);
  });
});
