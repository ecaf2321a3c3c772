/**
 * Hostile input, generated (fast-check): every /api route and every Remix
 * action gets wrong types, missing and extra fields, huge strings and numbers,
 * unicode edge cases, arrays for objects and wrong content types, as a
 * visitor, a member and an admin. Never a 5xx; a refusal is JSON `{ error }`
 * in our words (API) or a page with a message (forms), and changes no row.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { insertDocument, insertHelpRequest, insertTask } from "../support/factories";
import { call, cookieFor, db, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { uniqueIp } from "../support/rate-limits";

const LIBRARY_WORDING = /Invalid (type|length|key|value|format)|Expected .* but received/i;
/** Tables a refused request must leave alone (the audit log records refusals on purpose). */
const TABLES = [
  "profiles",
  "sessions",
  "sign_in_tokens",
  "help_requests",
  "request_status_events",
  "request_messages",
  "documents",
  "tasks",
  "payments",
  "subscriptions",
  "email_outbox",
  "contact_messages",
  "page_view_counts",
];

let sent = 0;

async function rowCounts(): Promise<Record<string, unknown>> {
  const query = `select ${TABLES.map((t) => `(select count(*) from ${t}) as ${t}`).join(", ")}`;
  return (await env.DB.prepare(query).first()) ?? {};
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

async function fixture() {
  const { member, cookie: memberCookie } = await signedInMember();
  const { admin, cookie: adminCookie } = await signedInAdmin();
  const request = await insertHelpRequest(db(), member.id);
  const document = await insertDocument(db(), env.DOCUMENTS, member.id);
  const task = await insertTask(db(), member.id);
  const ids = { visitor: undefined, member: member.id, admin: admin.id };
  return {
    member,
    request,
    document,
    task,
    ids,
    cookies: { visitor: undefined as string | undefined, member: memberCookie, admin: adminCookie },
  };
}

/* ---- generated values ---- */

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }), // lone surrogates and all
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u202Egnp.exe",
    "<script>alert(1)</script>",
    "'; drop table profiles; --",
    "../../etc/passwd",
    "%00",
    "a@b",
    "x<evil@attacker.example>",
    "\r\nBcc: x@y.z",
    "1e309",
    "NaN",
    "-1",
    "0",
  ),
  fc.integer({ min: 5_000, max: 70_000 }).map((n) => "x".repeat(n)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, Number.MAX_SAFE_INTEGER, -1, 1e308),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
const FIELDS = [
  "title",
  "description",
  "priority",
  "request_type",
  "body",
  "email",
  "name",
  "message",
  "zipCode",
  "procedure",
  "path",
  "query",
  "filename",
  "file_type",
  "file_size",
  "file_data",
  "request_id",
  "plan_name",
  "success_url",
  "cancel_url",
  "code",
  "state",
  "full_name",
  "phone_number",
  "zip_code",
  "date_of_birth",
  "insurance_status",
  "insurance_provider",
  "member_id",
  "service_needed",
  "status",
  "admin_notes",
  "user_tags",
  "subject",
  "attachments",
  "task_text",
  "due_date",
  "intent",
  "id",
  "userId",
  "token",
  "tags",
];
/** An object with some of the real field names (hostile values) and some made-up ones. */
const hostileObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 })), hostileValue, {
  maxKeys: 8,
});
const hostileJson = fc.oneof(
  { weight: 5, arbitrary: hostileObject },
  fc.array(hostileObject, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

type Body = { contentType?: string; body?: string };
const jsonBody = hostileJson.map((value): Body => ({ contentType: "application/json", body: JSON.stringify(value) }));
const wrongBody = fc.oneof(
  fc.record({
    contentType: fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=zz",
      "application/xml",
      "application/json",
    ),
    body: fc.string(),
  }),
  fc.constant<Body>({ contentType: "application/json", body: '{"unterminated": ' }),
  fc.constant<Body>({}),
);
const formBody = fc
  .dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 })), hostileString.map(String), {
    maxKeys: 8,
  })
  .map((fields): Body => ({
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams(fields).toString(),
  }));
const actor = fc.constantFrom("visitor" as const, "member" as const, "admin" as const);
const idOr = (real: (f: Fixture) => string) =>
  fc.oneof(
    fc.constant(real),
    hostileString.map((junk) => () => encodeURIComponent(junk.slice(0, 300)) || "x"),
  );

/* ---- routes ---- */

type Route = { method: string; path: (f: Fixture) => string };
const id = <T>(value: T) => value;
function apiRoutes(): fc.Arbitrary<Route> {
  const m = (method: string, path: string) => fc.constant<Route>({ method, path: () => path });
  return fc.oneof(
    m("POST", "/api/sessions"),
    m("POST", "/api/refresh-session"),
    m("POST", "/api/check-email"),
    m("POST", "/api/admin-login"),
    m("POST", "/api/user-profile"),
    m("POST", "/api/user-requests"),
    idOr((f) => f.request.id).map((rid) =>
      id<Route>({ method: "POST", path: (f) => `/api/user-requests/${rid(f)}/messages` }),
    ),
    m("POST", "/api/upload-document"),
    idOr((f) => f.document.id).map((did) =>
      id<Route>({ method: "DELETE", path: (f) => `/api/upload-document/${did(f)}` }),
    ),
    m("POST", "/api/create-checkout-session"),
    m("POST", "/api/search-providers"),
    m("POST", "/api/contact"),
    m("POST", "/api/page-views"),
    m("POST", "/api/stripe/webhook"),
    idOr((f) => f.member.id).map((uid) => id<Route>({ method: "PUT", path: (f) => `/api/admin/users/${uid(f)}` })),
    idOr((f) => f.request.id).map((rid) =>
      id<Route>({ method: "PUT", path: (f) => `/api/admin/requests/${rid(f)}/status` }),
    ),
    idOr((f) => f.member.id).map((uid) =>
      id<Route>({ method: "POST", path: (f) => `/api/admin/users/${uid(f)}/send-email` }),
    ),
    idOr((f) => f.member.id).map((uid) =>
      id<Route>({ method: "POST", path: (f) => `/api/admin/users/${uid(f)}/tasks` }),
    ),
    idOr((f) => f.task.id).map((tid) => id<Route>({ method: "PUT", path: (f) => `/api/admin/tasks/${tid(f)}/status` })),
    m("POST", "/api/admin/requests/bulk-status"),
    m("POST", "/api/admin/tasks/bulk-done"),
    m("POST", "/api/admin/users/bulk-tags"),
    fc.constant(id<Route>({ method: "POST", path: () => `/api/admin/outbox/${crypto.randomUUID()}/retry` })),
  );
}

/** Reads with hostile ids and query strings: no body, same promises. */
function apiReads(): fc.Arbitrary<Route> {
  const q = hostileString.map((s) => encodeURIComponent(s.slice(0, 500)));
  return fc.oneof(
    fc
      .tuple(fc.constantFrom("users", "requests", "documents", "tasks"), q, q, q)
      .map(([list, a, b, c]) =>
        id<Route>({ method: "GET", path: () => `/api/admin/${list}?q=${a}&status=${b}&page=${c}` }),
      ),
    idOr((f) => f.request.id).map((rid) => id<Route>({ method: "GET", path: (f) => `/api/user-requests/${rid(f)}` })),
    idOr((f) => f.document.id).map((did) => id<Route>({ method: "GET", path: (f) => `/api/documents/${did(f)}/file` })),
    q.map((s) => id<Route>({ method: "GET", path: () => `/api/payment-status/${s || "x"}` })),
    q.map((s) => id<Route>({ method: "GET", path: () => `/api/email-attachments/${s || "x"}` })),
    q.map((s) => id<Route>({ method: "GET", path: () => `/api/oauth/${s || "x"}/redirect_url` })),
  );
}

const REMIX_ACTIONS: ((f: Fixture) => string)[] = [
  () => "/?index",
  () => "/form",
  () => "/dashboard",
  (f) => `/dashboard/requests/${f.request.id}`,
  () => "/dashboard/requests/not-a-request",
  () => "/checkout",
  () => "/billing-portal",
  () => "/auth/link",
  () => "/logout",
  () => "/admin-dashboard",
  () => "/dev/sign-in",
  () => "/dev/mail",
  () => "/sign-in",
  () => "/pricing",
  () => "/precios-y-planes",
];

/* ---- one request, checked ---- */

async function send(
  f: Fixture,
  who: keyof Fixture["cookies"],
  method: string,
  path: string,
  { contentType, body }: Body,
) {
  const headers: Record<string, string> = { "CF-Connecting-IP": uniqueIp() };
  if (contentType) headers["Content-Type"] = contentType;
  const before = await rowCounts();
  const res = await call(path, { method, cookie: f.cookies[who], headers, body, redirect: "manual" });
  sent++;
  const text = await res.text();
  const label = `${who} ${method} ${path.slice(0, 120)} [${contentType ?? "no type"}] -> ${res.status}`;
  expect(res.status, label).toBeLessThan(500);
  return {
    res,
    text,
    label,
    refused: res.status >= 400,
    unchanged: async () => expect(await rowCounts(), label).toEqual(before),
  };
}

function expectApiRefusal(text: string, label: string) {
  const answer = JSON.parse(text) as { error?: unknown; details?: Record<string, unknown> };
  expect(typeof answer.error, label).toBe("string");
  for (const words of [answer.error, ...Object.values(answer.details ?? {})]) {
    if (typeof words === "string") expect(words, label).not.toMatch(LIBRARY_WORDING);
  }
}

const RUNS = { numRuns: 150 };

describe("hostile input (fast-check)", () => {
  it(
    "every /api write: no 5xx, refusals are JSON { error } in our words and change no row",
    { timeout: 120_000 },
    async () => {
      const f = await fixture();
      await fc.assert(
        fc.asyncProperty(
          apiRoutes(),
          actor,
          fc.oneof({ weight: 3, arbitrary: jsonBody }, wrongBody),
          async (route, who, body) => {
            const { text, label, refused, unchanged } = await send(f, who, route.method, route.path(f), body);
            if (!refused) return;
            expectApiRefusal(text, label);
            await unchanged();
          },
        ),
        RUNS,
      );
    },
  );

  it("every /api read with hostile ids and query strings: no 5xx, JSON refusals", { timeout: 120_000 }, async () => {
    const f = await fixture();
    await fc.assert(
      fc.asyncProperty(apiReads(), actor, async (route, who) => {
        const { res, text, label, refused } = await send(f, who, route.method, route.path(f), {});
        if (refused && res.headers.get("Content-Type")?.includes("application/json")) expectApiRefusal(text, label);
        else if (refused) throw new Error(`${label}: refusal is not JSON`);
      }),
      { numRuns: 80 },
    );
  });

  it(
    "every Remix action: no 5xx, refusals are a page with a message and change no row",
    { timeout: 120_000 },
    async () => {
      const f = await fixture();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...REMIX_ACTIONS),
          actor,
          fc.oneof({ weight: 3, arbitrary: formBody }, jsonBody, wrongBody),
          async (path, who, body) => {
            const { res, text, label, refused, unchanged } = await send(f, who, "POST", path(f), body);
            // Signing out worked: sign the same person in again for the next runs.
            if (!refused && path(f) === "/logout" && who !== "visitor") f.cookies[who] = await cookieFor(f.ids[who]);
            if (!refused) return;
            // A page; resource routes (/checkout, /billing-portal) answer the message as text.
            expect(res.headers.get("Content-Type"), label).toMatch(/^text\/(html|plain)/);
            expect(text, label).not.toContain("We hit a problem on our side");
            expect(text.replace(/<[^>]+>/g, " ").trim().length, label).toBeGreaterThan(0);
            await unchanged();
          },
        ),
        RUNS,
      );
    },
  );

  it("reports how many requests it sent", () => {
    console.log(`hostile-input: ${sent} requests sent, 0 server errors`);
    expect(sent).toBeGreaterThan(0);
  });
});
