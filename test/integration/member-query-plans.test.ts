/**
 * A signed-in member's every page starts with the session lookup, and the
 * dashboard reads the member's requests and documents: SQLite itself explains
 * each statement, and none may pass over a whole table or sort one.
 */
import { describe, expect, it } from "vitest";
import { liveSessionRead, liveSessionValues } from "../../app/.server/auth/session.server";
import {
  sessionHolderBillCases,
  sessionHolderBillDeadlines,
  sessionHolderBillTotals,
  sessionHolderDocuments,
  sessionHolderEnrollment,
  sessionHolderPayments,
  sessionHolderRequests,
  sessionHolderUnreadMessages,
} from "../../app/.server/dashboard/member-dashboard.server";
import {
  memberBillTotalsQuery,
  memberNewestBillCasesQuery,
  memberNewestBillDeadlinesQuery,
} from "../../app/.server/bills/dashboard-bills.server";
import { memberDocumentsQuery } from "../../app/.server/documents/documents.server";
import { memberRequestsQuery } from "../../app/.server/requests/requests.server";
import { db } from "../support/auth-helpers";
import { queryPlan, withValues, type Explainable } from "../support/query-plans";

/** Every table is reached through an index, and no result is sorted in a temporary tree. */
async function expectIndexed(name: string, query: Explainable) {
  const details = await queryPlan(query);
  expect(details.length, name).toBeGreaterThan(0);
  const problems = details.filter(
    (d) => (/^SCAN /.test(d) && !/USING (COVERING )?INDEX/.test(d)) || d.includes("TEMP B-TREE"),
  );
  expect(problems, `${name}: ${details.join(" | ")}`).toEqual([]);
}

describe("member query plans", () => {
  it("recognises a table pass and a sort (the check itself)", async () => {
    const details = await queryPlan({
      toSQL: () => ({ sql: "select * from documents where admin_notes = ? order by file_size", params: ["x"] }),
    });
    expect(details.some((d) => /^SCAN documents$/.test(d))).toBe(true);
    expect(details.some((d) => d.includes("TEMP B-TREE"))).toBe(true);
  });

  it("the session lookup, the member's requests and documents each use an index", async () => {
    await expectIndexed("session", withValues(liveSessionRead(), liveSessionValues("a".repeat(64), new Date())));
    await expectIndexed("requests", memberRequestsQuery(db(), "user-1"));
    await expectIndexed("documents", memberDocumentsQuery(db(), "user-1"));
    await expectIndexed("documents of one request", memberDocumentsQuery(db(), "user-1", { requestId: "request-1" }));
  });

  it("read beside the guard, they find the session's holder by the session's key, then use the same indexes", async () => {
    const session = liveSessionValues("a".repeat(64), new Date());
    await expectIndexed("requests of the session's holder", withValues(sessionHolderRequests(), session));
    await expectIndexed("documents of the session's holder", withValues(sessionHolderDocuments(), session));
  });

  it("the dashboard's bill reads (newest cases, their deadlines, the totals) each use an index", async () => {
    await expectIndexed("newest bill cases", memberNewestBillCasesQuery(db(), "user-1"));
    await expectIndexed("their deadlines", memberNewestBillDeadlinesQuery(db(), "user-1"));
    await expectIndexed("bill totals", memberBillTotalsQuery(db(), "user-1"));
  });

  it("every statement of the dashboard's batch, as sent (scoped by the session), uses an index and sorts nothing", async () => {
    const session = liveSessionValues("a".repeat(64), new Date());
    const reads = {
      payments: sessionHolderPayments(),
      enrollment: sessionHolderEnrollment(),
      "newest bill cases": sessionHolderBillCases(),
      "their deadlines": sessionHolderBillDeadlines(),
      "bill totals": sessionHolderBillTotals(),
      "unread messages": sessionHolderUnreadMessages(),
    };
    for (const [name, read] of Object.entries(reads)) await expectIndexed(name, withValues(read, session));
    // The totals are one kept row (migration 0034), never a pass over the member's cases.
    const totals = (await queryPlan(withValues(sessionHolderBillTotals(), session))).join(" | ");
    expect(totals).toContain("SEARCH member_bill_totals USING PRIMARY KEY (user_id=?)");
    expect(totals).not.toContain("bill_cases");
    // The newest cases come off the member's index in order, as many as the page lists.
    const cases = (await queryPlan(withValues(sessionHolderBillCases(), session))).join(" | ");
    expect(cases).toContain("SEARCH bill_cases USING INDEX bill_cases_user_idx (user_id=?)");
  });
});
