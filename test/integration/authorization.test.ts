/**
 * Who may call what: every /api/* route × (visitor, member, another member,
 * admin, an admin whose session has not shown its passkey yet). One row per
 * route; to cover a new route, add a row to ROUTES.
 *
 * Fixtures are fresh for every (route, actor) pair and belong to `member`:
 * "another member" calls the same path with their own session, so for a
 * member's resource they must get 404 (never 403, never the data). `admin`
 * calls it with an admin session that has shown its second factor;
 * `adminWithoutFactor` with one signed in by link or Google alone, which every
 * guarded route refuses (docs/decisions/0044-passkeys-admin-second-factor.md).
 */
import { env } from "cloudflare:test";
import { appFetch } from "../support/browser";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { insertAdmin, insertDocument, insertHelpRequest, insertProfile, insertTask } from "../support/factories";
import {
  adminAuditLog,
  billCases,
  calls,
  passkeyCredentials,
  type DocumentRecord,
  type HelpRequest,
  type Profile,
  type Task,
} from "../../db/schema";
import { api } from "../../worker/api";
import { firstFactorCookieFor, cookieFor } from "../support/auth-helpers";
import { uniqueIp } from "../support/rate-limits";

const db = database(env.DB);

type Actor = "visitor" | "member" | "otherMember" | "admin" | "adminWithoutFactor";
const ACTORS: Actor[] = ["visitor", "member", "otherMember", "admin", "adminWithoutFactor"];

type Fixture = {
  member: Profile;
  otherMember: Profile;
  admin: Profile;
  /** An admin signed in without the second factor (the session lacks it, not the person). */
  adminWithoutFactor: Profile;
  request: HelpRequest;
  document: DocumentRecord;
  task: Task;
  /** A bill case of `member` (docs/product.md#bill-check). */
  billCaseId: string;
  /** A passkey of `member`'s (its credential id). */
  passkeyId: string;
  /** A booked call of `member`'s, a month ahead. */
  callId: string;
};

/** An expected status per actor. */
type Expectation = Record<Actor, number>;

type RouteCase = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route as registered on the /api router (Hono pattern), e.g. `/user-requests/:id`. */
  pattern: string;
  /** What the row checks, for the test name. */
  route: string;
  path(f: Fixture): string;
  /** JSON body; `me` is the calling actor's profile (null for a visitor). */
  body?(f: Fixture, me: Profile | null): unknown;
  expect: Expectation;
  /** Strings (ids, emails) of `member` that must not appear in these actors' answers. */
  mustNotLeak?: { actors: Actor[]; values(f: Fixture): string[] };
};

/** Public routes answer everyone the same way. */
const everyone = (status: number): Expectation => ({
  visitor: status,
  member: status,
  otherMember: status,
  admin: status,
  adminWithoutFactor: status,
});
/** Signed-in routes on the caller's own data. */
const signedIn = (status: number): Expectation => ({
  visitor: 401,
  member: status,
  otherMember: status,
  admin: status,
  adminWithoutFactor: 401,
});
/** A member's own resource: the owner gets it, anyone else's id is 404. */
const ownerOnly = (status: number, admin = 404): Expectation => ({
  visitor: 401,
  member: status,
  otherMember: 404,
  admin,
  adminWithoutFactor: 401,
});
/** Admin routes: 401 visitor, 403 members. */
const adminOnly = (status: number): Expectation => ({
  visitor: 401,
  member: 403,
  otherMember: 403,
  admin: status,
  adminWithoutFactor: 401,
});
/** The passkey routes: any live session, an admin's before its second factor included. */
const anySession = (status: number): Expectation => ({
  visitor: 401,
  member: status,
  otherMember: status,
  admin: status,
  adminWithoutFactor: status,
});

const profileBody = (_f: Fixture, me: Profile | null) => ({
  full_name: "Pat Example",
  email: me?.email ?? "visitor@example.com",
  phone_number: "(305) 555-0199",
  zip_code: "33101",
  date_of_birth: "1980-01-02",
  insurance_status: "uninsured",
  insurance_provider: "",
  member_id: "",
  service_needed: "Bill review",
});

export const ROUTES: RouteCase[] = [
  // Public
  { method: "GET", pattern: "/health/", route: "/api/health", path: () => "/api/health", expect: everyone(200) },
  {
    method: "GET",
    pattern: "/oauth/:provider/redirect_url",
    route: "/api/oauth/{provider}/redirect_url",
    path: () => "/api/oauth/google/redirect_url",
    expect: everyone(env.GOOGLE_CLIENT_ID ? 200 : 503),
  },
  {
    method: "GET",
    pattern: "/oauth/:provider/redirect_url",
    route: "/api/oauth/{unknown}/redirect_url",
    path: () => "/api/oauth/nope/redirect_url",
    expect: everyone(404),
  },
  {
    method: "POST",
    pattern: "/sessions",
    route: "/api/sessions (no code)",
    path: () => "/api/sessions",
    body: () => ({}),
    expect: everyone(400),
  },
  { method: "GET", pattern: "/logout", route: "/api/logout", path: () => "/api/logout", expect: everyone(200) },
  {
    method: "POST",
    pattern: "/check-email",
    route: "/api/check-email",
    path: () => "/api/check-email",
    body: (f) => ({ email: f.member.email }),
    expect: everyone(200),
  },
  {
    method: "POST",
    pattern: "/admin-login",
    route: "/api/admin-login",
    path: () => "/api/admin-login",
    body: (f) => ({ email: f.admin.email }),
    expect: everyone(200),
  },
  {
    method: "POST",
    pattern: "/search-providers/",
    route: "/api/search-providers",
    path: () => "/api/search-providers",
    body: () => ({ procedure: "MRI", zipCode: "33101" }),
    expect: everyone(200),
  },
  {
    method: "POST",
    pattern: "/contact/",
    route: "/api/contact",
    path: () => "/api/contact",
    body: () => ({ name: "Pat", email: "pat@example.com", message: "Hello" }),
    expect: everyone(201),
  },
  {
    method: "POST",
    pattern: "/page-views/",
    route: "/api/page-views",
    path: () => "/api/page-views",
    body: () => ({ path: "/pricing", query: "" }),
    expect: everyone(204),
  },
  {
    method: "GET",
    pattern: "/email-attachments/:token",
    route: "/api/email-attachments/{token} (forged)",
    path: () => "/api/email-attachments/forged.token",
    expect: everyone(404),
  },
  {
    method: "POST",
    pattern: "/stripe/webhook/",
    route: "/api/stripe/webhook (unsigned)",
    path: () => "/api/stripe/webhook",
    body: () => ({}),
    expect: everyone(env.STRIPE_WEBHOOK_SECRET ? 400 : 503),
  },

  // Signed in: the caller's own account
  {
    method: "GET",
    pattern: "/users/me",
    route: "/api/users/me",
    path: () => "/api/users/me",
    expect: signedIn(200),
    mustNotLeak: { actors: ["otherMember", "admin"], values: (f) => [f.member.email] },
  },
  {
    method: "POST",
    pattern: "/refresh-session",
    route: "/api/refresh-session",
    path: () => "/api/refresh-session",
    // Sliding a live session grants nothing: an admin's still lacks its second factor after it.
    expect: { ...signedIn(200), adminWithoutFactor: 200 },
  },
  {
    method: "GET",
    pattern: "/user-profile",
    route: "/api/user-profile",
    path: () => "/api/user-profile",
    expect: signedIn(200),
    mustNotLeak: { actors: ["otherMember", "admin"], values: (f) => [f.member.email, f.member.memberId!] },
  },
  {
    method: "POST",
    pattern: "/user-profile",
    route: "/api/user-profile",
    path: () => "/api/user-profile",
    body: profileBody,
    expect: signedIn(200),
  },
  {
    method: "GET",
    pattern: "/user-requests",
    route: "/api/user-requests",
    path: () => "/api/user-requests",
    expect: signedIn(200),
    mustNotLeak: { actors: ["otherMember", "admin"], values: (f) => [f.request.id] },
  },
  {
    method: "POST",
    pattern: "/user-requests",
    route: "/api/user-requests",
    path: () => "/api/user-requests",
    body: () => ({ request_type: "general", title: "Help", description: "Please help", priority: "normal" }),
    expect: signedIn(201),
  },
  {
    method: "GET",
    pattern: "/uploaded-documents",
    route: "/api/uploaded-documents",
    path: () => "/api/uploaded-documents",
    expect: signedIn(200),
    mustNotLeak: { actors: ["otherMember", "admin"], values: (f) => [f.document.id] },
  },
  {
    method: "POST",
    pattern: "/upload-document",
    route: "/api/upload-document",
    path: () => "/api/upload-document",
    body: () => ({ filename: "note.txt", file_type: "text/plain", file_size: 5, file_data: btoa("hello") }),
    expect: signedIn(201),
  },
  {
    method: "POST",
    pattern: "/create-checkout-session/",
    route: "/api/create-checkout-session (Stripe stand-in)",
    path: () => "/api/create-checkout-session",
    body: () => ({ plan_name: "ESSENTIAL CARE", plan_type: "subscription", amount: 49 }),
    expect: signedIn(env.STRIPE_SECRET_KEY ? 200 : 503),
  },
  {
    method: "GET",
    pattern: "/payment-status/:sessionId",
    route: "/api/payment-status/{session_id} (not the caller's)",
    path: () => "/api/payment-status/cs_test_123",
    expect: signedIn(404),
  },

  // A member's own resources
  {
    method: "GET",
    pattern: "/user-requests/:id",
    route: "/api/user-requests/{id}",
    path: (f) => `/api/user-requests/${f.request.id}`,
    expect: ownerOnly(200),
    mustNotLeak: { actors: ["otherMember", "admin"], values: (f) => [f.request.title] },
  },
  {
    method: "POST",
    pattern: "/user-requests/:id/messages",
    route: "/api/user-requests/{id}/messages",
    path: (f) => `/api/user-requests/${f.request.id}/messages`,
    body: () => ({ body: "Any news?" }),
    expect: ownerOnly(201),
  },
  {
    method: "DELETE",
    pattern: "/upload-document/:id",
    route: "/api/upload-document/{id}",
    path: (f) => `/api/upload-document/${f.document.id}`,
    expect: ownerOnly(200),
  },
  // The admin dashboard links to any member's file (docs/decisions/0006-documents.md: owner or admin).
  {
    method: "GET",
    pattern: "/documents/:id/file",
    route: "/api/documents/{id}/file",
    path: (f) => `/api/documents/${f.document.id}/file`,
    expect: ownerOnly(200, 200),
  },

  // Admin
  {
    method: "GET",
    pattern: "/admin/stats",
    route: "/api/admin/stats",
    path: () => "/api/admin/stats",
    expect: adminOnly(200),
  },
  {
    method: "GET",
    pattern: "/admin/users",
    route: "/api/admin/users",
    path: () => "/api/admin/users",
    expect: adminOnly(200),
  },
  {
    method: "GET",
    pattern: "/admin/requests",
    route: "/api/admin/requests",
    path: () => "/api/admin/requests",
    expect: adminOnly(200),
  },
  {
    method: "GET",
    pattern: "/admin/documents",
    route: "/api/admin/documents",
    path: () => "/api/admin/documents",
    expect: adminOnly(200),
  },
  {
    method: "GET",
    pattern: "/admin/tasks",
    route: "/api/admin/tasks",
    path: () => "/api/admin/tasks",
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    pattern: "/admin/users/:userId",
    route: "/api/admin/users/{userId}",
    path: (f) => `/api/admin/users/${f.member.id}`,
    body: () => ({ user_tags: "vip" }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    pattern: "/admin/requests/:id/status",
    route: "/api/admin/requests/{id}/status",
    path: (f) => `/api/admin/requests/${f.request.id}/status`,
    body: () => ({ status: "in_progress", admin_notes: "On it" }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    pattern: "/admin/users/:userId/send-email",
    route: "/api/admin/users/{userId}/send-email",
    path: (f) => `/api/admin/users/${f.member.id}/send-email`,
    body: () => ({ subject: "Hello", message: "About your bill", attachments: [] }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    pattern: "/admin/users/:userId/tasks",
    route: "/api/admin/users/{userId}/tasks",
    path: (f) => `/api/admin/users/${f.member.id}/tasks`,
    body: () => ({ task_text: "Call back" }),
    expect: adminOnly(201),
  },
  {
    method: "PUT",
    pattern: "/admin/tasks/:id/status",
    route: "/api/admin/tasks/{id}/status",
    path: (f) => `/api/admin/tasks/${f.task.id}/status`,
    body: () => ({ status: "completed" }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    pattern: "/admin/requests/bulk-status",
    route: "/api/admin/requests/bulk-status",
    path: () => "/api/admin/requests/bulk-status",
    body: (f) => ({ ids: [f.request.id], confirmed: 1, status: "in_progress" }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    pattern: "/admin/tasks/bulk-done",
    route: "/api/admin/tasks/bulk-done",
    path: () => "/api/admin/tasks/bulk-done",
    body: (f) => ({ ids: [f.task.id], confirmed: 1 }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    pattern: "/admin/users/bulk-tags",
    route: "/api/admin/users/bulk-tags",
    path: () => "/api/admin/users/bulk-tags",
    body: (f) => ({ ids: [f.member.id], confirmed: 1, add: "vip" }),
    expect: adminOnly(200),
  },
  {
    method: "GET",
    pattern: "/admin/export.csv",
    route: "/api/admin/export.csv",
    path: () => "/api/admin/export.csv?tab=requests",
    expect: adminOnly(200),
  },
  {
    method: "GET",
    pattern: "/admin/outbox",
    route: "/api/admin/outbox",
    path: () => "/api/admin/outbox",
    expect: adminOnly(200),
  },
  // No such email: the guard answers first for everyone but the admin, who learns it is not there.
  {
    method: "POST",
    pattern: "/admin/outbox/:id/retry",
    route: "/api/admin/outbox/{id}/retry",
    path: () => "/api/admin/outbox/no-such-email/retry",
    expect: adminOnly(404),
  },
  {
    method: "DELETE",
    pattern: "/admin/outbox/:id",
    route: "/api/admin/outbox/{id}",
    path: () => "/api/admin/outbox/no-such-email",
    expect: adminOnly(404),
  },
  // The fixture's request is not an Insurance Bundle quote: the admin is told so (insurance-enrollment.test.ts).
  {
    method: "POST",
    pattern: "/admin/requests/:id/insurance-enrolled",
    route: "/api/admin/requests/{id}/insurance-enrolled",
    path: (f) => `/api/admin/requests/${f.request.id}/insurance-enrolled`,
    expect: adminOnly(409),
  },
  // No such payment: the guard answers first for everyone but the admin (refunds: payments-refunds.test.ts).
  {
    method: "POST",
    pattern: "/admin/payments/:id/refund",
    route: "/api/admin/payments/{id}/refund",
    path: () => "/api/admin/payments/no-such-payment/refund",
    body: () => ({ reason: "Duplicate charge" }),
    expect: adminOnly(404),
  },
  // The fixture's case is new, not resolved: the admin learns no fee is owed (payments-refunds.test.ts).
  {
    method: "POST",
    pattern: "/admin/bill-cases/:id/refund-review-fee",
    route: "/api/admin/bill-cases/{id}/refund-review-fee",
    path: (f) => `/api/admin/bill-cases/${f.billCaseId}/refund-review-fee`,
    body: () => ({ reason: "Saved nothing" }),
    expect: adminOnly(409),
  },

  // Calls: members book (the fixture's have no Premium Care, so the service refuses them as the page does;
  // booking itself: calls.test.ts); the member or an admin moves or cancels one, anyone else's is 404.
  {
    method: "GET",
    pattern: "/calls/",
    route: "GET /api/calls",
    path: () => "/api/calls",
    expect: { visitor: 401, member: 200, otherMember: 200, admin: 403, adminWithoutFactor: 401 },
  },
  {
    method: "POST",
    pattern: "/calls/",
    route: "POST /api/calls",
    path: () => "/api/calls",
    body: () => ({ starts_at: Date.now() + 86_400_000, topic: "Which hospital?", time_zone: "UTC" }),
    expect: { visitor: 401, member: 403, otherMember: 403, admin: 403, adminWithoutFactor: 401 },
  },
  // No plan and no free slot: the owner is told the plan has no calls, the admin that the time is not free.
  {
    method: "POST",
    pattern: "/calls/:id/reschedule",
    route: "/api/calls/{id}/reschedule",
    path: (f) => `/api/calls/${f.callId}/reschedule`,
    body: () => ({ starts_at: Date.now() + 2 * 86_400_000 }),
    expect: { visitor: 401, member: 403, otherMember: 404, admin: 409, adminWithoutFactor: 401 },
  },
  {
    method: "POST",
    pattern: "/calls/:id/cancel",
    route: "/api/calls/{id}/cancel",
    path: (f) => `/api/calls/${f.callId}/cancel`,
    expect: ownerOnly(200, 200),
  },

  // Messages: a member's own conversation, or any for an admin (messages.test.ts).
  {
    method: "GET",
    pattern: "/messages/:userId",
    route: "/api/messages/{userId}",
    path: (f) => `/api/messages/${f.member.id}`,
    expect: ownerOnly(200, 200),
  },
  {
    method: "POST",
    pattern: "/messages/:userId",
    route: "POST /api/messages/{userId}",
    path: (f) => `/api/messages/${f.member.id}`,
    body: () => ({ body: "Hello" }),
    expect: ownerOnly(201, 201),
  },

  // Bill check: a member's own cases; the admin reads them and records the outcome (owner or admin, as documents).
  { method: "GET", pattern: "/bills", route: "/api/bills", path: () => "/api/bills", expect: signedIn(200) },
  {
    method: "POST",
    pattern: "/bills",
    route: "/api/bills (no lines)",
    path: () => "/api/bills",
    body: () => ({ ccn: "", lines: [] }),
    expect: signedIn(400),
  },
  {
    method: "GET",
    pattern: "/bills/hospitals",
    route: "/api/bills/hospitals",
    path: () => "/api/bills/hospitals?q=bellevue",
    expect: signedIn(200),
  },
  {
    method: "GET",
    pattern: "/bills/:id",
    route: "/api/bills/{id}",
    path: (f) => `/api/bills/${f.billCaseId}`,
    expect: ownerOnly(200, 200),
  },
  {
    method: "GET",
    pattern: "/bills/:id/estimates",
    route: "/api/bills/{id}/estimates",
    path: (f) => `/api/bills/${f.billCaseId}/estimates`,
    expect: ownerOnly(200, 200),
  },
  {
    method: "PUT",
    pattern: "/bills/:id/estimates",
    route: "/api/bills/{id}/estimates",
    path: (f) => `/api/bills/${f.billCaseId}/estimates`,
    body: () => ({ estimates: [{ provider: "Bellevue", estimate_amount: "50", billed_amount: "80" }] }),
    expect: ownerOnly(200, 200),
  },
  {
    method: "GET",
    pattern: "/bills/:id/charity",
    route: "/api/bills/{id}/charity",
    path: (f) => `/api/bills/${f.billCaseId}/charity?household_size=3&income=30000&state=NY`,
    expect: ownerOnly(200, 200),
  },
  {
    method: "GET",
    pattern: "/bills/:id/coverage",
    route: "/api/bills/{id}/coverage",
    path: (f) => `/api/bills/${f.billCaseId}/coverage?household_size=1&income=17000&state=CO&group=adult`,
    expect: ownerOnly(200, 200),
  },
  {
    method: "POST",
    pattern: "/bills/:id/coverage",
    route: "/api/bills/{id}/coverage (answers in the body)",
    path: (f) => `/api/bills/${f.billCaseId}/coverage`,
    body: () => ({ household_size: "1", income: "17000", state: "CO", group: "adult" }),
    expect: ownerOnly(200, 200),
  },
  {
    // Only the member keeps their own answers: the team reads them, never writes them.
    method: "PUT",
    pattern: "/bills/:id/coverage",
    route: "/api/bills/{id}/coverage (keep the answers)",
    path: (f) => `/api/bills/${f.billCaseId}/coverage`,
    body: () => ({ household_size: "1", income: "17000", state: "CO", group: "adult" }),
    expect: ownerOnly(200, 403),
  },
  {
    method: "PATCH",
    pattern: "/bills/:id",
    route: "/api/bills/{id} (status)",
    path: (f) => `/api/bills/${f.billCaseId}`,
    body: () => ({ status: "in_review" }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    pattern: "/bills/:id/lines",
    route: "/api/bills/{id}/lines",
    path: (f) => `/api/bills/${f.billCaseId}/lines`,
    body: () => ({ lines: [{ code: "85025", description: "", units: "1", billed_amount: "80" }], paste: "" }),
    expect: adminOnly(200),
  },

  // Passkeys: an admin without the second factor may set up a first passkey or show one; nothing else.
  {
    method: "POST",
    pattern: "/passkeys/registration/options",
    route: "/api/passkeys/registration/options",
    path: () => "/api/passkeys/registration/options",
    // An admin's first passkey from a sign-in link alone needs an enrollment code (ADR 0049).
    expect: { ...anySession(200), adminWithoutFactor: 403 },
  },
  {
    method: "POST",
    pattern: "/passkeys/registration",
    route: "/api/passkeys/registration (no answer)",
    path: () => "/api/passkeys/registration",
    body: () => ({}),
    expect: anySession(400),
  },
  // Only the fixture's member has a passkey: anyone else has nothing to show.
  {
    method: "POST",
    pattern: "/passkeys/second-factor/options",
    route: "/api/passkeys/second-factor/options",
    path: () => "/api/passkeys/second-factor/options",
    expect: { ...anySession(409), member: 200 },
  },
  {
    method: "POST",
    pattern: "/passkeys/second-factor",
    route: "/api/passkeys/second-factor (no answer)",
    path: () => "/api/passkeys/second-factor",
    body: () => ({}),
    expect: anySession(400),
  },
  {
    method: "POST",
    pattern: "/passkey-sign-in/options",
    route: "/api/passkey-sign-in/options",
    path: () => "/api/passkey-sign-in/options",
    expect: everyone(200),
  },
  {
    method: "POST",
    pattern: "/passkey-sign-in",
    route: "/api/passkey-sign-in (no answer)",
    path: () => "/api/passkey-sign-in",
    body: () => ({}),
    expect: everyone(400),
  },
];

async function createFixture(): Promise<Fixture> {
  const member = await insertProfile(db);
  const otherMember = await insertProfile(db);
  const admin = await insertAdmin(db, { email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com` });
  const adminWithoutFactor = await insertAdmin(db, { email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com` });
  const request = await insertHelpRequest(db, member.id, { title: `Private request ${crypto.randomUUID()}` });
  const document = await insertDocument(db, env.DOCUMENTS, member.id);
  const task = await insertTask(db, member.id);
  const billCaseId = crypto.randomUUID();
  await db.insert(billCases).values({
    id: billCaseId,
    userId: member.id,
    ccn: "360107",
    hospitalName: "Bellevue Hospital Center",
    hospitalCity: "New York",
    hospitalState: "NY",
    serviceDate: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
    coverage: "self_pay",
    billedCents: 8_000,
    postedTotalCents: 0,
    postedLines: 0,
    countedLines: 1,
    possibleSavingCents: 0,
  });
  const passkeyId = `cred${crypto.randomUUID().replaceAll("-", "")}`;
  await db.insert(passkeyCredentials).values({ id: passkeyId, userId: member.id, publicKey: "pk", transports: null });
  const callId = crypto.randomUUID();
  await db.insert(calls).values({
    id: callId,
    userId: member.id,
    adminId: admin.id,
    startsAt: new Date(Date.now() + 30 * 86_400_000),
    topic: "Private topic",
    timeZone: "UTC",
  });
  return { member, otherMember, admin, adminWithoutFactor, request, document, task, billCaseId, passkeyId, callId };
}

/** Everyone signed in has finished signing in, but for the admin whose session lacks its second factor. */
const cookieOf = (actor: Actor, me: Profile) =>
  actor === "adminWithoutFactor" ? firstFactorCookieFor(me.id) : cookieFor(me.id);

async function call(row: RouteCase, actor: Actor) {
  const f = await createFixture();
  const me = actor === "visitor" ? null : f[actor];
  const headers: Record<string, string> = {
    // Each call its own client IP: rate limits are tested in auth-email.test.ts.
    "CF-Connecting-IP": uniqueIp(),
    Accept: "application/json",
  };
  if (me) headers.Cookie = await cookieOf(actor, me);
  const body = row.body?.(f, me);
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await appFetch(`https://app.test${row.path(f)}`, {
    method: row.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  return { res, f, text: await res.text() };
}

describe("authorization: every /api route × visitor, member, another member, admin", () => {
  it("has a row for every route registered on the /api router", () => {
    const normalize = (path: string) => path.replace(/\/+$/, "") || "/";
    const registered = new Set(
      api.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${normalize(r.path)}`),
    );
    const covered = new Set(ROUTES.map((row) => `${row.method} ${normalize(row.pattern)}`));
    expect(
      [...registered].filter((route) => !covered.has(route)),
      "routes without a row",
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !registered.has(route)),
      "rows without a route",
    ).toEqual([]);
  });

  for (const row of ROUTES) {
    it(`${row.method} ${row.route}`, async () => {
      const seen: Partial<Record<Actor, number>> = {};
      for (const actor of ACTORS) {
        const { res, f, text } = await call(row, actor);
        seen[actor] = res.status;
        if (res.status >= 400) {
          expect(res.headers.get("Content-Type"), `${actor}: errors are JSON`).toContain("application/json");
        }
        if (row.mustNotLeak?.actors.includes(actor)) {
          for (const value of row.mustNotLeak.values(f))
            expect(text, `${actor} must not see ${value}`).not.toContain(value);
        }
        if (res.status === 403 && row.pattern.startsWith("/admin/")) {
          // Refused admin authorization is audited (no tokens, id and email only). A member route's 403 is
          // the service's own refusal (a plan without the call) or an admin at a member's door: not audited.
          const audit = await db
            .select()
            .from(adminAuditLog)
            .where(
              and(eq(adminAuditLog.action, "auth.access_denied"), eq(adminAuditLog.actorId, f[actor as "member"].id)),
            )
            .all();
          expect(audit.map((a) => a.details)).toEqual([{ path: new URL(row.path(f), "https://app.test").pathname }]);
        }
      }
      expect(seen).toEqual(row.expect);
    });
  }
});

/** Pages with guards: a status, or `→ /target` for a redirect. Add a row per guarded page. */
type PageExpectation = Record<Actor, number | `→ ${string}`>;
export const PAGES: { path: (f: Fixture) => string; name: string; expect: PageExpectation }[] = [
  {
    name: "/dashboard",
    path: () => "/dashboard",
    expect: {
      visitor: "→ /sign-in",
      member: 200,
      otherMember: 200,
      admin: "→ /admin-dashboard",
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    // Every bill check of one's own; the fixture members' lists are theirs alone (lean-requests.test.ts).
    name: "/dashboard/bills",
    path: () => "/dashboard/bills",
    expect: {
      visitor: "→ /sign-in",
      member: 200,
      otherMember: 200,
      admin: "→ /admin-dashboard",
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    // The printable dispute summary: the member's own case; the team reads it as the member sees it.
    name: "/dashboard/bills/{id}/dispute/summary",
    path: (f) => `/dashboard/bills/${f.billCaseId}/dispute/summary`,
    expect: {
      visitor: "→ /sign-in",
      member: 200,
      otherMember: 404,
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/admin-dashboard",
    path: () => "/admin-dashboard",
    expect: {
      visitor: "→ /",
      member: "→ /dashboard",
      otherMember: "→ /dashboard",
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/dashboard/requests/{id}",
    path: (f) => `/dashboard/requests/${f.request.id}`,
    // The team may read a member's request as the member sees it (read-only; conversation.test.ts).
    expect: {
      visitor: "→ /sign-in",
      member: 200,
      otherMember: 404,
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/admin-dashboard/requests/{id}",
    path: (f) => `/admin-dashboard/requests/${f.request.id}`,
    expect: {
      visitor: "→ /",
      member: "→ /dashboard",
      otherMember: "→ /dashboard",
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/admin-dashboard/users/{userId}/email",
    path: (f) => `/admin-dashboard/users/${f.member.id}/email`,
    expect: {
      visitor: "→ /",
      member: "→ /dashboard",
      otherMember: "→ /dashboard",
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/admin-dashboard/users/{userId}/task",
    path: (f) => `/admin-dashboard/users/${f.member.id}/task`,
    expect: {
      visitor: "→ /",
      member: "→ /dashboard",
      otherMember: "→ /dashboard",
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/second-factor",
    path: () => "/second-factor",
    expect: {
      visitor: "→ /",
      member: "→ /dashboard",
      otherMember: "→ /dashboard",
      admin: "→ /admin-dashboard",
      adminWithoutFactor: 200,
    },
  },
  {
    name: "/dashboard/bills/{id}/application-letter",
    path: (f) =>
      `/dashboard/bills/${f.billCaseId}/application-letter?household_size=1&income=17400&state=CO&group=adult`,
    expect: {
      visitor: "→ /sign-in",
      member: 200,
      otherMember: 404,
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/dashboard/bills/{id}/application-letter.pdf",
    path: (f) =>
      `/dashboard/bills/${f.billCaseId}/application-letter.pdf?household_size=1&income=17400&state=CO&group=adult`,
    expect: {
      visitor: "→ /sign-in",
      member: 200,
      otherMember: 404,
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/account/passkeys",
    path: () => "/account/passkeys",
    expect: {
      visitor: "→ /sign-in",
      member: 200,
      otherMember: 200,
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    // One's own passkeys only: the team too gets 404 for a member's.
    name: "/account/passkeys/{id}/remove",
    path: (f) => `/account/passkeys/${f.passkeyId}/remove`,
    expect: {
      visitor: "→ /sign-in",
      member: 200,
      otherMember: 404,
      admin: 404,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    // The fixture's case is new: the admin's confirmation says no fee is owed (review-fee-refund-page.test.ts).
    name: "/admin-dashboard/bills/{id}/refund-review-fee",
    path: (f) => `/admin-dashboard/bills/${f.billCaseId}/refund-review-fee`,
    expect: {
      visitor: "→ /",
      member: "→ /dashboard",
      otherMember: "→ /dashboard",
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    // The EOB comparison of a member's own bill case; the team may open it too.
    name: "/dashboard/bills/{id}/eob",
    path: (f) => `/dashboard/bills/${f.billCaseId}/eob`,
    expect: {
      visitor: "→ /sign-in",
      member: 200,
      otherMember: 404,
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/dashboard/call",
    path: () => "/dashboard/call",
    expect: {
      visitor: "→ /sign-in",
      member: 200,
      otherMember: 200,
      admin: "→ /admin-dashboard",
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    // The language switch posts here; a GET (a link followed) only leads back to the dashboard.
    name: "/dashboard/language",
    path: () => "/dashboard/language",
    expect: {
      visitor: "→ /sign-in",
      member: "→ /dashboard",
      otherMember: "→ /dashboard",
      admin: "→ /admin-dashboard",
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/dashboard/messages",
    path: () => "/dashboard/messages",
    expect: {
      visitor: "→ /sign-in",
      member: 200,
      otherMember: 200,
      admin: "→ /admin-dashboard",
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/admin-dashboard/inbox",
    path: () => "/admin-dashboard/inbox",
    expect: {
      visitor: "→ /",
      member: "→ /dashboard",
      otherMember: "→ /dashboard",
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    // Public: a visitor checks a bill here; a member is sent to their own form, which saves the case.
    name: "/check-a-bill",
    path: () => "/check-a-bill",
    expect: {
      visitor: 200,
      member: "→ /dashboard/bills/new",
      otherMember: "→ /dashboard/bills/new",
      admin: 200,
      adminWithoutFactor: 200,
    },
  },
  {
    name: "/admin-dashboard/inbox/{userId}",
    path: (f) => `/admin-dashboard/inbox/${f.member.id}`,
    expect: {
      visitor: "→ /",
      member: "→ /dashboard",
      otherMember: "→ /dashboard",
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/admin-dashboard/calls",
    path: () => "/admin-dashboard/calls",
    expect: {
      visitor: "→ /",
      member: "→ /dashboard",
      otherMember: "→ /dashboard",
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
  {
    name: "/admin-dashboard/payments",
    path: () => "/admin-dashboard/payments",
    expect: {
      visitor: "→ /",
      member: "→ /dashboard",
      otherMember: "→ /dashboard",
      admin: 200,
      adminWithoutFactor: "→ /second-factor",
    },
  },
];

describe("authorization: guarded pages × visitor, member, another member, admin", () => {
  for (const page of PAGES) {
    it(`GET ${page.name}`, async () => {
      const seen: Partial<PageExpectation> = {};
      for (const actor of ACTORS) {
        const f = await createFixture();
        const me = actor === "visitor" ? null : f[actor];
        const res = await appFetch(`https://app.test${page.path(f)}`, {
          headers: me ? { Cookie: await cookieOf(actor, me) } : {},
          redirect: "manual",
        });
        const location = res.headers.get("Location");
        seen[actor] = res.status >= 300 && res.status < 400 && location ? `→ ${location}` : res.status;
        if (page.name === "/admin-dashboard" && me && (actor === "member" || actor === "otherMember")) {
          // A member refused by requireAdmin is audited with the path only.
          const audit = await db
            .select()
            .from(adminAuditLog)
            .where(and(eq(adminAuditLog.action, "auth.access_denied"), eq(adminAuditLog.actorId, me.id)))
            .all();
          expect(audit.map((a) => a.details)).toEqual([{ path: "/admin-dashboard" }]);
        }
      }
      expect(seen).toEqual(page.expect);
    });
  }
});
