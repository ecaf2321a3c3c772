/**
 * Every admin list, count and stat runs on an index (docs/admin-scale.md): the
 * statements the services run are explained by SQLite itself, and a full pass
 * over a large table, or sorting a whole table to show one page, fails the test.
 */
import { describe, expect, it } from "vitest";
import {
  auditCountQuery,
  auditListQuery,
  documentsCountQuery,
  documentsListQuery,
  DOCUMENT_SORTS,
  outboxCountQuery,
  outboxListQuery,
  REQUEST_SORTS,
  requestsCountQuery,
  requestsListQuery,
  TASK_SORTS,
  tasksCountQuery,
  tasksListQuery,
  USER_SORTS,
  usersCountQuery,
  usersListQuery,
  type ListOptions,
} from "../../app/.server/admin/queries.server";
import { memberCountQuery, statsQueries, trafficQuery } from "../../app/.server/admin/stats-queries.server";
import { besideGuardStatements } from "../../app/.server/admin/dashboard-gated.server";
import { db } from "../support/auth-helpers";
import { queryPlan, withValues, type Explainable } from "../support/query-plans";

const LARGE_TABLES = [
  "profiles",
  "help_requests",
  "documents",
  "tasks",
  "page_view_counts",
  "email_outbox",
  "admin_audit_log",
];
const fullScan = new RegExp(`^SCAN (${LARGE_TABLES.join("|")})(?! USING (COVERING )?INDEX)\\b`);

/** No table pass; for a page of an unsearched list, no sort of the whole table either. */
async function expectIndexed(name: string, query: Explainable, { sortsAll = false } = {}) {
  const details = await queryPlan(query);
  expect(details.length, name).toBeGreaterThan(0);
  expect(
    details.filter((d) => fullScan.test(d)),
    `${name}: ${details.join(" | ")}`,
  ).toEqual([]);
  // A search finds its rows through the FTS tables and ids: no pass over a large table at all.
  const anyPass = new RegExp(`^SCAN (${LARGE_TABLES.join("|")})\\b`);
  if (sortsAll)
    expect(
      details.filter((d) => anyPass.test(d)),
      `${name}: ${details.join(" | ")}`,
    ).toEqual([]);
  if (!sortsAll) {
    expect(
      details.filter((d) => d.includes("TEMP B-TREE FOR ORDER BY")),
      `${name}: ${details.join(" | ")}`,
    ).toEqual([]);
  }
}

const STATUSES = [undefined, "pending", "in_progress", "completed"];
const DIRS = ["asc", "desc"];

function listCases(sorts: Record<string, unknown>, withStatus: boolean): ListOptions[] {
  const out: ListOptions[] = [];
  for (const sort of Object.keys(sorts))
    for (const dir of DIRS)
      for (const status of withStatus ? STATUSES : [undefined]) out.push({ sort, dir, status, page: 400 });
  return out;
}

const label = (o: ListOptions) => JSON.stringify(o);

describe("admin query plans", () => {
  it("recognises a full table scan (the check itself)", async () => {
    const details = await queryPlan({
      toSQL: () => ({ sql: "select * from help_requests where description = ?", params: ["x"] }),
    });
    expect(details.some((d) => fullScan.test(d))).toBe(true);
  });

  it("users: every sort, the count and the search use an index", async () => {
    for (const o of listCases(USER_SORTS, false)) await expectIndexed(`users ${label(o)}`, usersListQuery(db(), o));
    await expectIndexed("users count", usersCountQuery(db(), {}));
    const search = { q: "maria lopez@ex" };
    await expectIndexed("users search", usersListQuery(db(), search), { sortsAll: true });
    await expectIndexed("users search count", usersCountQuery(db(), search));
  });

  const work = [
    ["requests", REQUEST_SORTS, requestsListQuery, requestsCountQuery],
    ["documents", DOCUMENT_SORTS, documentsListQuery, documentsCountQuery],
    ["tasks", TASK_SORTS, tasksListQuery, tasksCountQuery],
  ] as const;

  for (const [name, sorts, list, countQuery] of work) {
    it(`${name}: every sort with every status filter, the counts and the search use an index`, async () => {
      for (const o of listCases(sorts, true)) await expectIndexed(`${name} ${label(o)}`, list(db(), o));
      for (const status of STATUSES) await expectIndexed(`${name} count ${status}`, countQuery(db(), { status }));
      for (const status of STATUSES) {
        const search = { q: "bill", status };
        await expectIndexed(`${name} search ${status}`, list(db(), search), { sortsAll: true });
        await expectIndexed(`${name} search count ${status}`, countQuery(db(), search));
      }
    });
  }

  it("audit, outbox, stats and traffic use an index", async () => {
    await expectIndexed("audit", auditListQuery(db(), { page: 3 }));
    await expectIndexed("audit count", auditCountQuery(db()));
    // Failed and pending together are a few rows found by the status index; sorting them is cheap.
    // The sent view grows without end: one status, read in index order, never sorted whole.
    for (const status of [undefined, "failed", "pending", "sent"])
      await expectIndexed(`outbox ${status}`, outboxListQuery(db(), { status }), { sortsAll: !status });
    await expectIndexed("outbox failed count", outboxCountQuery(db(), "failed"));
    await expectIndexed("outbox sent count", outboxCountQuery(db(), "sent"));
    await expectIndexed("members", memberCountQuery(db(), ["boss@example.com"]));
    for (const [i, q] of statsQueries(db(), []).entries()) await expectIndexed(`stat ${i}`, q);
    await expectIndexed("traffic", trafficQuery(db(), new Date(Date.now() - 30 * 86_400_000)));
  });

  it("the first view's reads beside the guard (dashboard-gated.server.ts) use an index, every sort", async () => {
    const values = {
      tokenHash: "0".repeat(64),
      now: Date.now(),
      capStart: Date.now() - 30 * 86_400_000,
      adminEmails: "[]",
      since: "2026-01-01",
      limit: 25,
      offset: 0,
    };
    for (const sort of Object.keys(USER_SORTS))
      for (const dir of ["asc", "desc"]) {
        const read = besideGuardStatements(sort, dir);
        await expectIndexed(`users ${sort} ${dir}`, withValues(read.users, values));
        await expectIndexed(`users count ${sort} ${dir}`, withValues(read.usersCount, values));
        await expectIndexed("kept stats", withValues(read.stats, values));
        await expectIndexed("traffic", withValues(read.traffic, values));
      }
  });
});
