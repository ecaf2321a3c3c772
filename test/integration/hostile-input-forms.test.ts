/**
 * Bounded forms (docs/decisions/0048-bounded-forms.md): every form door and
 * the /api door refuse, before any work, a list position past the schema's
 * maximum, names the form does not have, more fields than it can have, and a
 * body over its size. Each answer is small, repeats nothing that was sent,
 * and the process keeps answering afterwards.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { API_LIMIT_MESSAGES, FORM_BODY_BYTES, FORM_LIMIT_MESSAGES } from "../../app/.server/forms/form-limits.server";
import { BILL_MESSAGES } from "../../app/domain/bills";
import { call, cookieFor, db, firstFactorCookieFor } from "../support/auth-helpers";
import { insertAdmin, insertProfile } from "../support/factories";
import { refusalBody } from "../support/refusal-body";

/** The largest refusal page (the error page in the site's frame, ~11-19 KB); the findings answered megabytes. */
const SMALL = 32_000;
const HUGE = "1000000000";
const UNKNOWN_FIELDS = Array.from({ length: 10_000 }, (_, i) => `f${i}=1`).join("&");

/** `halfAdmin`: an admin signed in by link, before the second factor (the recovery-code form). */
type Who = "visitor" | "member" | "admin" | "halfAdmin";
/** A form door: where it posts, who may, and (for a form with rows) a row field to name past its maximum. */
type Door = { path: string; who: Who; known: string; row?: string };

const id = () => crypto.randomUUID();
const PAGE_FORMS: Door[] = [
  { path: "/sign-in", who: "visitor", known: "email" },
  { path: "/?index", who: "visitor", known: "zipCode" },
  { path: "/auth/link", who: "visitor", known: "token" },
  { path: "/form", who: "member", known: "full_name" },
  { path: "/dashboard", who: "member", known: "intent" },
  { path: "/dashboard/profile/edit", who: "member", known: "full_name" },
  { path: "/dashboard/requests/new", who: "member", known: "title" },
  { path: `/dashboard/requests/${id()}`, who: "member", known: "body" },
  { path: "/dashboard/bills/new", who: "member", known: "ccn", row: "lines[N].code" },
  { path: `/dashboard/bills/${id()}/estimate`, who: "member", known: "estimates", row: "estimates[N].provider" },
  { path: "/dashboard/call", who: "member", known: "topic" },
  { path: "/dashboard/account/delete", who: "member", known: "confirm" },
  { path: "/checkout", who: "member", known: "plan_name" },
  { path: "/admin-dashboard", who: "admin", known: "intent", row: "ids[N]" },
  { path: `/admin-dashboard/requests/${id()}`, who: "admin", known: "intent" },
  { path: `/admin-dashboard/users/${id()}/task`, who: "admin", known: "task_text" },
  { path: `/admin-dashboard/bills/${id()}`, who: "admin", known: "intent", row: "lines[N].billed_amount" },
  { path: `/admin-dashboard/bills/${id()}/refund-review-fee`, who: "admin", known: "reason" },
  { path: `/admin-dashboard/payments/${id()}/refund`, who: "admin", known: "reason" },
  { path: "/second-factor", who: "halfAdmin", known: "code" },
];

const cookies: Partial<Record<Who, string>> = {};
let memberId = "";
beforeAll(async () => {
  const member = await insertProfile(db());
  memberId = member.id;
  const admin = await insertAdmin(db(), { email: `admin.${id().slice(0, 8)}@example.com` });
  cookies.member = await cookieFor(member.id);
  cookies.admin = await cookieFor(admin.id);
  const halfAdmin = await insertAdmin(db(), { email: `admin.${id().slice(0, 8)}@example.com` });
  cookies.halfAdmin = await firstFactorCookieFor(halfAdmin.id);
});

/** What a refusal must be: its status, small, in our words, with nothing of what was sent. */
async function expectSmallRefusal(res: Response, status: number, label: string) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  expect(res.status, `${label}: ${text.slice(0, 200)}`).toBe(status);
  expect(bytes.byteLength, label).toBeLessThan(SMALL);
  expect(text, label).not.toContain(HUGE);
  expect(text, label).not.toContain("f9999");
  return text;
}

/** Rows a refused post must not have written. */
async function writes(): Promise<number> {
  const tables = [
    "help_requests",
    "request_messages",
    "email_outbox",
    "admin_audit_log",
    "tasks",
    "bill_cases",
    "bill_estimates",
    "sign_in_tokens",
    "sessions",
  ];
  let total = 0;
  for (const table of tables) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
    total += row?.n ?? 0;
  }
  return total;
}

const post = (door: Door, body: BodyInit, headers: Record<string, string> = {}) =>
  call(door.path, {
    method: "POST",
    cookie: cookies[door.who],
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
    redirect: "manual",
  });

/**
 * Each door's test sends five hostile bodies (two of 10,000 fields) and counts nine tables twice: seconds of
 * work on a busy 2-core machine, so it gets more than the suite's 30 s before it is called stuck.
 */
const BUSY_MACHINE_TIMEOUT = 90_000;

describe("every page form refuses what it cannot hold, before any work", () => {
  for (const door of PAGE_FORMS) {
    it(
      `${door.who} POST ${door.path}`,
      async () => {
        const before = await writes();
        const position = await post(door, `${door.known}=a&x%5B${HUGE}%5D=1`);
        expect(await expectSmallRefusal(position, 400, "x[N]")).toContain(FORM_LIMIT_MESSAGES.unknownField);
        if (door.row) {
          const row = encodeURIComponent(door.row.replace("N", HUGE));
          const past = await post(door, `${door.known}=a&${row}=1`);
          expect(await expectSmallRefusal(past, 400, door.row)).toContain(FORM_LIMIT_MESSAGES.tooManyRows);
        }
        await expectSmallRefusal(await post(door, UNKNOWN_FIELDS), 400, "10,000 unknown fields");
        const many = Array.from({ length: 10_000 }, () => `${door.known}=a`).join("&");
        expect(await expectSmallRefusal(await post(door, many), 400, "10,000 known fields")).toContain(
          FORM_LIMIT_MESSAGES.tooManyFields,
        );
        const oversized = `${door.known}=${"a".repeat(FORM_BODY_BYTES)}`;
        expect(await expectSmallRefusal(await post(door, oversized), 413, "oversized")).toContain(
          FORM_LIMIT_MESSAGES.tooLarge,
        );
        expect(await writes(), "nothing written").toBe(before);
      },
      BUSY_MACHINE_TIMEOUT,
    );
  }

  it("a body sent without its length (chunked) is counted as it is read", async () => {
    const chunk = new TextEncoder().encode(`email=${"a".repeat(64 * 1024)}`);
    let sentChunks = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sentChunks++ > FORM_BODY_BYTES / chunk.byteLength + 1) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await post(PAGE_FORMS[0], body);
    await expectSmallRefusal(res, 413, "chunked");
  });

  it("an 'Add line' press may name only the form's own list, inside its bounds", async () => {
    const bills = PAGE_FORMS.find((door) => door.path === "/dashboard/bills/new")!;
    const intent = (value: object) => `ccn=&__intent__=${encodeURIComponent(JSON.stringify(value))}`;
    const added = await post(
      bills,
      intent({ type: "insert", payload: { name: "lines", defaultValue: { units: "1" } } }),
    );
    expect(added.status).toBe(200);
    for (const hostile of [
      { type: "update", payload: { name: `lines[${HUGE}]`, value: "1" } },
      { type: "insert", payload: { name: "lines", index: Number(HUGE) } },
      { type: "insert", payload: { name: "x" } },
      { type: "insert", payload: { name: "lines", defaultValue: { [`f[${HUGE}]`]: "1" } } },
    ])
      await expectSmallRefusal(await post(bills, intent(hostile)), 400, JSON.stringify(hostile));
  });

  it("a form still takes its own fields, and the process answers afterwards", async () => {
    const signIn = await post(PAGE_FORMS[0], "intent=email-link&email=not-an-address");
    expect(signIn.status).toBe(400);
    expect(await signIn.text()).toContain('name="email"');
    const bills = await post(
      PAGE_FORMS.find((door) => door.path === "/dashboard/bills/new")!,
      "ccn=&lines%5B99%5D.code=99213",
    );
    expect(bills.status).toBe(400);
    const past = await post(
      PAGE_FORMS.find((door) => door.path === "/dashboard/bills/new")!,
      "lines%5B100%5D.code=1",
    );
    expect(await expectSmallRefusal(past, 400, "lines[100]")).toContain(FORM_LIMIT_MESSAGES.tooManyRows);
    // A full form (100 lines) offers no "Add line": one more row would be past the door's bound.
    const page = await bills.text();
    expect(page).toContain('name="lines[99].code"');
    expect(page).not.toContain(">Add line<");
    expect(page).toContain(BILL_MESSAGES.tooManyLines);
    expect((await call("/pricing")).status).toBe(200);
  });
});

/** The /api door: one JSON route per schema shape (a list, plain fields, a file's body). */
const API_DOORS: { method: string; path: string; who: Who; list?: string; known: string }[] = [
  { method: "POST", path: "/api/bills", who: "member", list: "lines", known: "ccn" },
  { method: "PUT", path: `/api/bills/${id()}/estimates`, who: "member", list: "estimates", known: "estimates" },
  { method: "POST", path: "/api/user-requests", who: "member", known: "title" },
  { method: "POST", path: "/api/calls", who: "member", known: "topic" },
  { method: "POST", path: "/api/upload-document", who: "member", known: "filename" },
  { method: "POST", path: "/api/admin/requests/bulk-status", who: "admin", list: "ids", known: "status" },
  { method: "POST", path: `/api/admin/users/${id()}/tasks`, who: "admin", known: "task_text" },
  { method: "POST", path: "/api/contact", who: "visitor", known: "message" },
];

describe("the /api door holds the same limits", () => {
  for (const door of API_DOORS) {
    it(`${door.who} ${door.method} ${door.path}`, async () => {
      const send = (body: string) =>
        call(door.path, {
          method: door.method,
          cookie: cookies[door.who],
          headers: { "Content-Type": "application/json" },
          body,
        });
      const before = await writes();
      if (door.list) {
        const long = JSON.stringify({ [door.list]: Array.from({ length: 1001 }, () => ({})) });
        const answer = JSON.parse(await expectSmallRefusal(await send(long), 400, "a list past its maximum"));
        expect(answer.error).toBe(API_LIMIT_MESSAGES.tooManyRows);
      }
      const unknown = JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, 1])));
      const refusal = JSON.parse(await expectSmallRefusal(await send(unknown), 400, "10,000 unknown fields"));
      expect(refusal).toEqual(refusalBody(API_LIMIT_MESSAGES.unknownField));
      if (door.path !== "/api/upload-document") {
        const oversized = JSON.stringify({ [door.known]: "a".repeat(FORM_BODY_BYTES) });
        const big = JSON.parse(await expectSmallRefusal(await send(oversized), 413, "oversized"));
        expect(big.error).toBe(API_LIMIT_MESSAGES.tooLarge);
      }
      expect(await writes(), "nothing written").toBe(before);
    });
  }
});

describe("streamed forms check each part's name as it arrives", () => {
  const BOUNDARY = "----bounded";
  const multipart = (names: string[]) =>
    names.map((name) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n1\r\n`).join("") +
    `--${BOUNDARY}--\r\n`;
  const streamed = [
    {
      label: "/admin-dashboard/users/:userId/email",
      path: () => `/admin-dashboard/users/${memberId}/email`,
      who: "admin" as const,
    },
    { label: "/dashboard/documents/upload", path: () => "/dashboard/documents/upload", who: "member" as const },
    { label: "/dashboard/documents", path: () => "/dashboard/documents", who: "member" as const },
  ];
  for (const door of streamed) {
    it(`${door.who} POST ${door.label}`, async () => {
      const send = (names: string[]) =>
        call(door.path(), {
          method: "POST",
          cookie: cookies[door.who],
          headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
          body: multipart(names),
        });
      for (const [label, names] of [
        ["x[N]", [`x[${HUGE}]`]],
        ["10,000 unknown fields", Array.from({ length: 10_000 }, (_, i) => `f${i}`)],
      ] as const) {
        const res = await send([...names]);
        expect(res.status, label).toBe(400);
        const bytes = (await res.arrayBuffer()).byteLength;
        expect(bytes, label).toBeLessThan(SMALL);
      }
    });
  }
});
