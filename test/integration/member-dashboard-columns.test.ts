/**
 * The member dashboard's reads take only the columns its views show (member-dashboard.server.ts): a bill case's
 * summary, not its 24 columns; a request's list line, not its description and notes; a document's view, not its
 * storage key. The rows the page is built from must be exactly what the whole rows gave, field for field and in
 * the same order.
 */
import { env } from "cloudflare:test";
import { desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billCases, billDeadlines, documents, helpRequests, requestMessages } from "../../db/schema";
import { createServerContext } from "../../app/.server/context.server";
import {
  readMemberDocuments,
  readMemberWork,
  sessionHolderBillCases,
  sessionHolderBillDeadlines,
  sessionHolderDocuments,
  sessionHolderRequests,
} from "../../app/.server/dashboard/member-dashboard.server";
import { toCaseSummaries } from "../../app/.server/bills/cases.server";
import { toDocumentView } from "../../app/.server/documents/documents.server";
import { toRequestSummary } from "../../app/.server/requests/summaries.server";
import { unreadFor } from "../../app/.server/requests/unread.server";
import { todayUtc } from "../../app/domain/bill-rules";
import { insertBillCase, insertDocument, insertHelpRequest, insertProfile } from "../support/factories";
import { cookieFor, db } from "../support/auth-helpers";

const daysFromToday = (days: number) => new Date(Date.parse(todayUtc()) + days * 86_400_000).toISOString().slice(0, 10);

/** What the dashboard read before: whole rows, newest first, mapped by the same view functions. */
async function wholeRows(userId: string) {
  const requests = await db()
    .select({ ...getTableColumns(helpRequests), unread: unreadFor("member") })
    .from(helpRequests)
    .where(eq(helpRequests.userId, userId))
    .orderBy(desc(helpRequests.createdAt), desc(sql`${helpRequests}.rowid`));
  const docs = await db()
    .select()
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt), desc(sql`${documents}.rowid`));
  const cases = await db()
    .select()
    .from(billCases)
    .where(eq(billCases.userId, userId))
    .orderBy(desc(billCases.createdAt), desc(sql`${billCases}.rowid`))
    .limit(5);
  const deadlines = await db()
    .select()
    .from(billDeadlines)
    .where(
      inArray(
        billDeadlines.caseId,
        cases.map((c) => c.id),
      ),
    );
  return {
    requests: requests.map(toRequestSummary),
    documents: docs.map(toDocumentView),
    cases: toCaseSummaries(cases, deadlines),
  };
}

describe("the member dashboard reads only the columns it shows", () => {
  it("and builds exactly what the whole rows built", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const asked = await insertHelpRequest(db(), member.id, {
      title: "Two charges",
      description: "A long description the list never shows. ".repeat(40),
      adminNotes: "Notes from our team",
      internalNotes: "Only the team",
      priority: "high",
      createdAt: new Date(Date.now() - 60_000),
    });
    await insertHelpRequest(db(), member.id, { title: "Same time", createdAt: new Date(Date.now() - 60_000) });
    await insertHelpRequest(db(), member.id, { title: "Newest", requestType: "bill_review", updatedAt: new Date() });
    await db().insert(requestMessages).values({ requestId: asked.id, authorId: null, body: "From the team" });
    await insertDocument(db(), env.DOCUMENTS, member.id, { filename: "eob.pdf", adminNotes: "Checked" });
    await insertDocument(db(), env.DOCUMENTS, member.id, { requestId: asked.id, filename: "bill.txt" });
    const unmatchedLines = Array.from({ length: 30 }, (_, i) => ({
      description: `Unmatched line ${i}`,
      amountCents: i,
    }));
    for (let i = 0; i < 7; i += 1) {
      await insertBillCase(db(), member.id, {
        hospitalName: `Hospital ${i}`,
        serviceDate: `2026-09-0${i + 1}`,
        status: i === 1 || i === 6 ? "resolved" : "new",
        finalAmountCents: i === 1 ? 100_000 : i === 6 ? 266_000 : null,
        unmatchedLines,
        patientAddress: "1 Long Street",
        createdAt: new Date(Date.now() - (i % 3) * 1000),
        deadlines: [
          { kind: "itemized_bill", dueDate: daysFromToday(i - 3) },
          { kind: "dispute_window", dueDate: daysFromToday(i + 10) },
        ],
      });
    }

    const server = createServerContext(env);
    const request = new Request("https://app.test/dashboard", { headers: { Cookie: cookie } });
    const page = await readMemberWork(server, request);
    const whole = await wholeRows(member.id);
    expect(page.requests).toHaveLength(3);
    expect(page.requests.map((r) => r.unread)).toContain(1);
    expect(page.documents).toHaveLength(2);
    expect(page.bills.cases).toHaveLength(5);
    expect(page.bills.cases.some((c) => c.next_deadline !== null)).toBe(true);
    expect(page.bills.cases.some((c) => c.saved_cents !== null)).toBe(true);
    expect(page.requests).toEqual(whole.requests);
    expect(page.documents).toEqual(whole.documents);
    expect(page.bills.cases).toEqual(whole.cases);

    const documentsPage = await readMemberDocuments(createServerContext(env), request);
    expect(documentsPage).toEqual({ requests: whole.requests, documents: whole.documents });
  });

  it("and sends no column the views leave out", () => {
    const columnsOf = (sent: string) => sent.slice(0, sent.indexOf(" from "));
    const cases = columnsOf(sessionHolderBillCases().getQuery().sql);
    for (const left of ["unmatched_lines", "patient_address", "account_number", "read_task_id", "user_id"])
      expect(cases, left).not.toContain(`"${left}"`);
    expect(columnsOf(sessionHolderBillDeadlines().getQuery().sql)).not.toMatch(/"task_id"|"outbox_id"|"remind_at"/);
    expect(columnsOf(sessionHolderRequests().getQuery().sql)).not.toMatch(/"description"|"internal_notes"/);
    expect(columnsOf(sessionHolderDocuments().getQuery().sql)).not.toMatch(/"r2_key"|"retention_notice_at"/);
  });
});
