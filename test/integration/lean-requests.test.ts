import { env } from "cloudflare:test";
import * as build from "remix-server-build";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { formatCalendarDate } from "../../app/format/dates";
import { insertAdmin, insertBillCase, insertDocument, insertHelpRequest, insertProfile } from "../support/factories";
import { cookieFor } from "../support/auth-helpers";
import { callWorker, countingEnv } from "../support/worker-call";

// The statements sent to D1 (a batch's split apart). The page's own reads name "sessions" too,
// in the subquery that scopes them to the session's holder (the admin dashboard's gate joins profiles there
// too, ADR 0074): the lookup is the one whose own FROM, before any subquery, joins sessions to profiles.
const sessionReads = (roundTrips: string[]) =>
  roundTrips
    .flatMap((trip) => trip.replace(/^batch: /, "").split(" | "))
    .filter((statement) => /^select (?:(?!\(select ).)* from "sessions" inner join "profiles"/.test(statement));

describe("one session lookup per request", () => {
  it("a member's dashboard reads the session once (root loader and guard share it)", async () => {
    const member = await insertProfile(createServerContext(env).db);
    const counted = countingEnv();
    const res = await callWorker(
      "https://app.test/dashboard",
      { headers: { Cookie: await cookieFor(member.id) } },
      counted.env,
    );
    expect(res.status).toBe(200);
    expect(sessionReads(counted.roundTrips)).toHaveLength(1);
  });

  it("an admin's dashboard reads the session once", async () => {
    const admin = await insertAdmin(createServerContext(env).db);
    const counted = countingEnv();
    const res = await callWorker(
      "https://app.test/admin-dashboard",
      { headers: { Cookie: await cookieFor(admin.id) } },
      counted.env,
    );
    expect(res.status).toBe(200);
    expect(sessionReads(counted.roundTrips)).toHaveLength(1);
  });
});

describe("few trips to D1 for a member's pages", () => {
  async function memberWithWork() {
    const db = createServerContext(env).db;
    const member = await insertProfile(db);
    await insertHelpRequest(db, member.id, {
      title: "Bill from March",
      description: "Details only the request page shows",
      adminNotes: "Staff note",
    });
    await insertDocument(db, env.DOCUMENTS, member.id, { filename: "march-bill.txt" });
    return { member, cookie: await cookieFor(member.id) };
  }

  it("the dashboard makes one: the session with its profile, the requests and the documents, in one batch", async () => {
    const { cookie } = await memberWithWork();
    const counted = countingEnv();
    const res = await callWorker("https://app.test/dashboard", { headers: { Cookie: cookie } }, counted.env);
    expect(res.status).toBe(200);
    expect(res.body).toContain("Bill from March");
    expect(res.body).toContain("march-bill.txt");
    expect(counted.roundTrips).toHaveLength(1);
    expect(counted.roundTrips[0]).toMatch(
      /^batch: select .* from "sessions" inner join "profiles" .* \| select .* from "help_requests" .* \| select .* from "documents"/,
    );
  });

  it("the bill cases ride in that batch: 'Saved $X so far' once one is resolved, each with its status and next deadline", async () => {
    const { member, cookie } = await memberWithWork();
    const db = createServerContext(env).db;
    const soon = addDays(todayUtc(), 30);
    await insertBillCase(db, member.id, {
      hospitalName: "Bellevue Hospital",
      status: "negotiating",
      deadlines: [
        { kind: "itemized_bill", dueDate: addDays(todayUtc(), -3) },
        { kind: "assistance_window", dueDate: soon },
      ],
    });
    await insertBillCase(db, member.id, {
      hospitalName: "Fisher-Titus Medical Center",
      status: "resolved",
      billedCents: 266_000,
      finalAmountCents: 150_000,
    });
    const counted = countingEnv();
    const res = await callWorker("https://app.test/dashboard", { headers: { Cookie: cookie } }, counted.env);
    expect(res.status).toBe(200);
    expect(res.body).toContain("Saved $1,160 so far");
    expect(res.body).toContain("Negotiating");
    expect(res.body).toContain("Resolved");
    // The past deadline is not the next one.
    expect(res.body).toContain(`Next deadline: Apply for financial assistance, by ${formatCalendarDate(soon)}`);
    expect(counted.roundTrips).toHaveLength(1);
    expect(counted.roundTrips[0]).toMatch(/from "bill_cases"/);
    expect(counted.roundTrips[0]).toMatch(/from "bill_deadlines"/);
  });

  it("many bill cases cost what a few do: the newest five with their deadlines, the rest counted and summed in SQL, in that one batch", async () => {
    const db = createServerContext(env).db;
    const soon = addDays(todayUtc(), 30);
    /** `count` cases, oldest first; only the oldest saved anything, so the saving is read beyond the listed five. */
    async function memberWithCases(count: number) {
      const member = await insertProfile(db);
      const outcomes = [
        { status: "resolved", billedCents: 266_000, finalAmountCents: 150_000 }, // saved $1,160
        { status: "resolved", billedCents: 100_000, finalAmountCents: 120_000 }, // a final amount above the bill saves $0
        { status: "resolved", finalAmountCents: null }, // no final amount yet: not counted
        { status: "negotiating", finalAmountCents: 10_000 }, // not resolved: not counted
      ] as const;
      for (let i = 0; i < count; i++) {
        await insertBillCase(db, member.id, {
          hospitalName: `Case ${i} Hospital`,
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
          ...(outcomes[i] ?? {}),
          deadlines: [
            { kind: "itemized_bill", dueDate: soon },
            { kind: "assistance_window", dueDate: soon },
          ],
        });
      }
      return cookieFor(member.id);
    }
    async function dashboard(cookie: string) {
      const counted = countingEnv();
      const res = await callWorker("https://app.test/dashboard", { headers: { Cookie: cookie } }, counted.env);
      expect(res.status).toBe(200);
      return { body: res.body, counted };
    }
    const fewCookie = await memberWithCases(6);
    const manyCookie = await memberWithCases(40);
    const few = await dashboard(fewCookie);
    const many = await dashboard(manyCookie);
    for (const { body, counted } of [few, many]) {
      expect(body).toContain("Saved $1,160 so far");
      expect(counted.roundTrips).toHaveLength(1);
      expect(counted.roundTrips[0]).toMatch(/from "bill_cases"/);
    }
    for (const i of [35, 36, 37, 38, 39]) expect(many.body).toContain(`Case ${i} Hospital`);
    expect(many.body).not.toContain("Case 34 Hospital");
    // The older ones are a link away, never a dead end: /dashboard/bills lists every case of the member's own.
    expect(many.body).toMatch(/href="\/dashboard\/bills">See all 40 bill checks<\/a>/);
    expect(few.body).toMatch(/href="\/dashboard\/bills">See all 6 bill checks<\/a>/);
    const all = await callWorker("https://app.test/dashboard/bills", { headers: { Cookie: manyCookie } });
    expect(all.status).toBe(200);
    for (const i of [0, 1, 20, 39]) expect(all.body).toContain(`Case ${i} Hospital`);
    const theirs = await callWorker("https://app.test/dashboard/bills", { headers: { Cookie: fewCookie } });
    expect(theirs.body).not.toContain("Case 39 Hospital");
    // The same rows come back from D1 for 40 cases as for 6: no read grows with the member's cases.
    expect(many.counted.rowsReturned).toEqual(few.counted.rowsReturned);
  });

  it("no resolved case: no saving is claimed", async () => {
    const { member, cookie } = await memberWithWork();
    await insertBillCase(createServerContext(env).db, member.id, { status: "in_review" });
    const { body } = await callWorker("https://app.test/dashboard", { headers: { Cookie: cookie } });
    expect(body).toContain("Check a bill");
    expect(body).toContain("In review");
    expect(body).not.toContain("so far");
  });

  it("the documents page makes one as well, and reads only what it shows: the session, the requests, the documents", async () => {
    const { cookie } = await memberWithWork();
    const counted = countingEnv();
    const res = await callWorker("https://app.test/dashboard/documents", { headers: { Cookie: cookie } }, counted.env);
    expect(res.status).toBe(200);
    expect(res.body).toContain("march-bill.txt");
    expect(counted.roundTrips).toHaveLength(1);
    const statements = counted.roundTrips[0].replace(/^batch: /, "").split(" | ");
    expect(statements).toHaveLength(3);
    expect(statements[0]).toMatch(/^select .* from "sessions" inner join "profiles"/);
    expect(statements[1]).toMatch(/^select .* from "help_requests"/);
    expect(statements[2]).toMatch(/^select .* from "documents"/);
    // None of the dashboard's payments or bill cases.
    expect(counted.roundTrips[0]).not.toMatch(/"payments"|"bill_cases"|"insurance_enrollments"/);
  });

  it("the dashboard sends only what its request list shows (no description, no staff notes)", async () => {
    const { cookie } = await memberWithWork();
    const { body } = await callWorker("https://app.test/dashboard", { headers: { Cookie: cookie } });
    expect(body).toContain("Bill from March");
    expect(body).not.toContain("Details only the request page shows");
    expect(body).not.toContain("Staff note");
  });
});

describe("few trips to D1 for checking a bill", () => {
  /** A bill at Bellevue Hospital (posts prices for some of these codes, not 99999), some lines repeated. */
  const bill = (lineCount: number) => ({
    ccn: "360107",
    service_date: addDays(todayUtc(), -10),
    coverage: "self_pay",
    bill_date: addDays(todayUtc(), -5),
    lines: Array.from({ length: lineCount }, (_, i) => ({
      code: ["70450", "85025", "99284", "80053", "71046", "99999"][i % 6],
      description: i % 2 ? `Line ${i}` : "",
      units: String(1 + (i % 3)),
      billed_amount: String(100 + (i % 7) * 25),
    })),
  });

  it.each([1, 50])(
    "a %i-line bill makes one: a batch that checks the session as it writes the case, its lines, reminders and audit entry",
    async (lineCount) => {
      const member = await insertProfile(createServerContext(env).db);
      const cookie = await cookieFor(member.id);
      // The reference tables (procedures, regions, state factors) are read once per isolate and kept:
      // a first bill checked here warms them whatever order the tests run in, and is not counted.
      const warm = { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/json" } };
      expect((await callWorker("https://app.test/api/bills", { ...warm, body: JSON.stringify(bill(1)) })).status).toBe(
        201,
      );
      const counted = countingEnv();
      const res = await callWorker(
        "https://app.test/api/bills",
        {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/json" },
          body: JSON.stringify(bill(lineCount)),
        },
        counted.env,
      );
      expect(res.status).toBe(201);
      expect(counted.roundTrips, counted.roundTrips.join("\n")).toHaveLength(1);
      // No lookup before it: the case's owner is the live session's holder, read by the insert itself.
      expect(counted.roundTrips[0]).toMatch(
        /^batch: insert into "bill_cases" \([^)]*\) values \(\?, \(select "sessions"\."user_id" from "sessions" inner join "profiles"/,
      );
      const statements = counted.roundTrips[0].replace(/^batch: /, "").split(" | ");
      // Every line is priced from memory (the posted prices, the reference tables), and the answer is the rows
      // as written: nothing is read, per line or after.
      expect(statements.filter((st) => /^select/.test(st))).toEqual([]);
      // The reminders' dates in one statement, however many there are; their tasks come with the cron's
      // reminder (ADR 0082), never with the check.
      expect(statements.filter((st) => /^insert into "bill_deadlines"/.test(st))).toHaveLength(1);
      expect(statements.filter((st) => /"tasks"/.test(st))).toEqual([]);
      // Every line in one row, bound as one JSON array (ADR 0081): D1's 100 bound parameters never split it.
      expect(statements.filter((st) => /^insert into "bill_case_lines"/.test(st))).toEqual([
        expect.stringMatching(/^insert into "bill_case_lines" \("case_id", "lines"\) values \(\?, \?\)$/),
      ]);
      expect(statements.filter((st) => /bill_lines/.test(st))).toEqual([]);
      // The answer is the case as its page reads it back.
      const created = JSON.parse(res.body) as { id: string; lines: unknown[] };
      expect(created.lines).toHaveLength(lineCount);
      const read = await callWorker(`https://app.test/api/bills/${created.id}`, { headers: { Cookie: cookie } });
      expect(JSON.parse(read.body)).toEqual(created);
    },
  );
});

describe("few trips to D1 for the admin dashboard", () => {
  it("the unfiltered users tab makes one: the session, and beside it the tab's rows with their count, the kept totals and the chart", async () => {
    const admin = await insertAdmin(createServerContext(env).db);
    const counted = countingEnv();
    const res = await callWorker(
      "https://app.test/admin-dashboard",
      { headers: { Cookie: await cookieFor(admin.id) } },
      counted.env,
    );
    expect(res.status).toBe(200);
    expect(counted.roundTrips).toHaveLength(1);
    const statements = counted.roundTrips[0].replace(/^batch: /, "").split(" | ");
    expect(statements).toHaveLength(5);
    expect(sessionReads(counted.roundTrips)).toHaveLength(1);
    expect(statements.filter((statement) => statement.includes(`from "admin_counts"`))).toHaveLength(1);
    expect(statements.filter((statement) => statement.includes(`from "page_view_daily"`))).toHaveLength(1);
    // The Users page and its count: their own FROM, before any subquery, is profiles.
    expect(
      statements.filter((statement) => /^select (?:(?!\(select ).)* from "profiles"/.test(statement)),
    ).toHaveLength(2);
  });

  it.each([
    // The tab, the table it lists, and its own statements (its page and count; the outbox also counts by status).
    ["users&q=a", "profiles", 2],
    ["requests", "help_requests", 2],
    ["documents", "documents", 2],
    ["tasks", "tasks", 2],
    ["bills", "bill_cases", 2],
    ["outbox", "email_outbox", 4],
    ["audit", "admin_audit_log", 2],
  ])(
    "the %s tab makes two: the session, then the tab's rows with their count, the kept totals and the chart, together",
    async (tab, table, ownStatements) => {
      const admin = await insertAdmin(createServerContext(env).db);
      const counted = countingEnv();
      const res = await callWorker(
        `https://app.test/admin-dashboard?tab=${tab}`,
        { headers: { Cookie: await cookieFor(admin.id) } },
        counted.env,
      );
      expect(res.status).toBe(200);
      expect(counted.roundTrips).toHaveLength(2);
      expect(counted.roundTrips[0]).toMatch(/^select .* from "sessions"/);
      const [, batch] = counted.roundTrips;
      expect(batch).toMatch(/^batch: /);
      expect(batch).toMatch(/from "page_view_daily"/);
      expect(batch).toContain(`from "${table}"`);
      // The stat cards read the one row the triggers keep (ADR 0069), not a count of each table: one statement
      // where they were eight, beside the chart's one and the tab's own.
      const statements = batch.replace(/^batch: /, "").split(" | ");
      expect(statements).toHaveLength(2 + ownStatements);
      expect(statements.filter((statement) => statement.includes(`from "admin_counts"`))).toHaveLength(1);
    },
  );
});

describe("public pages without a loader of their own", () => {
  // Client navigation to a route without a loader asks the server nothing.
  // /pricing reads the member's offer (the $39 new-member price) and /privacy-terms the retention period: their own loaders.
  it.each(["routes/insurance-guidance", "routes/assurance-sante"])(
    "%s has no loader; its canonical URL comes from the root loader",
    async (id) => {
      expect(build.routes[id].module.loader).toBeUndefined();
      expect(build.assets.routes[id].hasLoader).toBe(false);
    },
  );

  it("the canonical URL still uses APP_URL", async () => {
    const { body } = await callWorker("https://app.test/pricing?fresh=1");
    expect(body).toContain(`<link rel="canonical" href="${env.APP_URL.replace(/\/$/, "")}/pricing"/>`);
  });
});
