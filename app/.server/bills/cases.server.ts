/**
 * Bill cases (docs/product.md#bill-check): checking a bill saves a case with each line as checked;
 * members read their own (someone else's id is a 404), admins read any. The pages and /api/bills call these.
 */
import type * as v from "valibot";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db";
import { billCaseLines, billCases, billDeadlines, documents } from "../../../db/schema";
import {
  BILL_MESSAGES,
  type checkBillSchema,
  type BillCaseSummary,
  type BillCaseView,
  type BillLine,
} from "../../domain/bills";
import { applyByDate, billTotals, checkLines, todayUtc } from "../../domain/bill-rules";
import {
  authorize,
  authorizedUserValues,
  refusalAfterFailedWrite,
  refusalError,
  type WriteNeed,
} from "../auth/authorize.server";
import type { ServerContext } from "../context.server";
import { notFound, ServiceError } from "../errors.server";
import { toCaseSummary, toCaseView, type CaseSummaryRow, type DeadlineSummaryRow } from "./case-views.server";
import { deadlineRows } from "./deadlines.server";
import { writeCheckedBill } from "./check-writes.server";
import { orderedLineIds } from "./line-ids.server";
import { readLines, type BillLineRow } from "./line-json.server";
import { caseHeading, findHospital, type BillHospital } from "./hospital.server";
import { priceCodes } from "./pricing.server";
import { boundChunks } from "../../../db/bound-parameters";
import { byThenWritten, newestFirst } from "../insertion-order.server";

export type BillViewer = { id: string; role: "member" | "admin" };
type CaseRow = typeof billCases.$inferSelect;

/** Each line checked against the hospital's prices, and the case's totals. */
export async function checkBillLines(
  server: ServerContext,
  hospital: BillHospital,
  serviceDate: string,
  lines: BillLine[],
) {
  const prices = await priceCodes(
    server,
    hospital,
    lines.map((l) => l.code),
  );
  const inputs = lines.map((l) => ({ ...l, serviceDate }));
  const checked = checkLines(inputs, prices);
  const rows = lines.map((l, i) => ({
    position: i,
    code: l.code,
    description: l.description,
    units: l.units,
    billedCents: l.billedCents,
    procedureSlug: prices[i].procedureSlug,
    postedCents: checked[i].postedCents,
    fairLowCents: checked[i].fairLowCents,
    fairHighCents: checked[i].fairHighCents,
    medicareCents: checked[i].medicareCents,
    abovePostedCents: checked[i].abovePostedCents,
    aboveFair: checked[i].aboveFair,
    duplicate: checked[i].duplicate,
    possibleSavingCents: checked[i].possibleSavingCents,
    priceStatus: checked[i].status,
  }));
  return { rows, totals: billTotals(inputs, checked) };
}

/** Who checks a bill: the request, whose session must pass `need`; checked in the write batch itself. */
export type BillChecker = { request: Request; need: WriteNeed };

/**
 * "Check this bill": saves the case, its lines, its first reminders and an audit entry together: one trip to
 * D1 whatever the number of lines, the session check included. The case's owner is the request's session
 * holder as the batch finds them (authorizedUserIdSql): a session that is dead, revoked or not allowed by
 * then fails the batch, which leaves nothing written, and the request gets the guard's refusal. Nothing is
 * read back: the answer is the rows as written, which is what the case's page reads (getBillCase).
 */
export async function checkBill(
  server: ServerContext,
  { request, need }: BillChecker,
  data: v.InferOutput<typeof checkBillSchema>,
): Promise<BillCaseView> {
  const hospital = await findHospital(server, data.ccn);
  if (!hospital)
    throw ServiceError.refusing(400, { code: "billHospitalUnknown" }, { ccn: BILL_MESSAGES.hospitalUnknown });
  if (data.document_id) await requireOwnDocument(server, request, need, data.document_id);
  const now = new Date();
  const session = await authorizedUserValues(server, request, now);
  if (!session) throw refusalError("signed_out");
  const { rows, totals } = await checkBillLines(server, hospital, data.service_date, data.lines);
  const caseId = crypto.randomUUID();
  const row: Omit<CaseRow, "userId"> = {
    id: caseId,
    ...caseHeading(hospital, data),
    documentId: data.document_id ?? null,
    accountNumber: null,
    patientAddress: null,
    readTaskId: null,
    unmatchedLines: data.unmatched,
    status: "new",
    billedCents: totals.billedCents,
    postedTotalCents: totals.postedTotalCents,
    postedLines: totals.postedLines,
    countedLines: totals.countedLines,
    possibleSavingCents: totals.possibleSavingCents,
    finalAmountCents: null,
    resolvedAt: null,
    createdAt: now,
    updatedAt: null,
  };
  const ids = orderedLineIds(rows.length, now.getTime());
  const lines: BillLineRow[] = rows.map((r, i) => ({ id: ids[i], ...r }));
  const reminders = deadlineRows({
    caseId,
    now,
    dates: [
      { kind: "itemized_bill", dueDate: todayUtc(now) },
      ...(hospital.ownership === "non-profit"
        ? [{ kind: "assistance_window" as const, dueDate: applyByDate(data.bill_date ?? data.service_date) }]
        : []),
    ],
  });
  try {
    await writeCheckedBill(server, { need, session, row, lines, reminders });
  } catch (error) {
    return refusalAfterFailedWrite(server, request, need, error);
  }
  return toCaseView(row, lines, reminders);
}

/** A linked document must be the checker's own: the session is checked first here, as the guard would. */
async function requireOwnDocument(server: ServerContext, request: Request, need: WriteNeed, documentId: string) {
  const result = await authorize(server, request, need);
  if (!result.ok) throw refusalError(result.reason);
  const own = await server.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, result.user.id)))
    .get();
  if (!own)
    throw ServiceError.refusing(400, { code: "billDocumentUnknown" }, { document_id: BILL_MESSAGES.documentUnknown });
}

/** The case row if the viewer owns it or is an admin; 404 otherwise. */
export async function getBillCaseRow(server: ServerContext, viewer: BillViewer, caseId: string): Promise<CaseRow> {
  const where =
    viewer.role === "admin" ? eq(billCases.id, caseId) : and(eq(billCases.id, caseId), eq(billCases.userId, viewer.id));
  const row = await server.db.select().from(billCases).where(where).get();
  if (!row) throw notFound();
  return row;
}

/** A case's lines (one row, in order) and its deadlines by date, as its page shows them. */
const caseDetailReads = (db: Database, caseId: string) =>
  [
    db.select({ lines: billCaseLines.lines }).from(billCaseLines).where(eq(billCaseLines.caseId, caseId)),
    db
      .select()
      .from(billDeadlines)
      .where(eq(billDeadlines.caseId, caseId))
      .orderBy(...byThenWritten(billDeadlines, billDeadlines.dueDate, "asc")),
  ] as const;

export async function getBillCase(server: ServerContext, viewer: BillViewer, caseId: string): Promise<BillCaseView> {
  const row = await getBillCaseRow(server, viewer, caseId);
  const [kept, deadlines] = await server.db.batch(caseDetailReads(server.db, caseId));
  return toCaseView(row, readLines(kept[0]?.lines), deadlines);
}

/** Cases and their deadlines, read elsewhere, as the lists show them. */
export const toCaseSummaries = (rows: CaseSummaryRow[], deadlines: DeadlineSummaryRow[]): BillCaseSummary[] =>
  rows.map((r) =>
    toCaseSummary(
      r,
      deadlines.filter((d) => d.caseId === r.id),
    ),
  );

/** The member's own cases, newest first, each with its next deadline. */
export async function listMemberBillCases(server: ServerContext, userId: string): Promise<BillCaseSummary[]> {
  const rows = await server.db
    .select()
    .from(billCases)
    .where(eq(billCases.userId, userId))
    .orderBy(...newestFirst(billCases, billCases.createdAt));
  return withDeadlines(server, rows);
}

export async function withDeadlines(server: ServerContext, rows: CaseRow[]): Promise<BillCaseSummary[]> {
  // An admin lists up to 200 cases: their ids go in runs under D1's 100-parameter limit, read in one batch.
  const runs = boundChunks(rows.map((r) => r.id));
  const [first, ...rest] = runs.map((ids) =>
    server.db.select().from(billDeadlines).where(inArray(billDeadlines.caseId, ids)),
  );
  const deadlines = first ? (await server.db.batch([first, ...rest])).flat() : [];
  return toCaseSummaries(rows, deadlines);
}
