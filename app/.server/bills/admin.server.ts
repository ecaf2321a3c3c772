/**
 * The team's side of bill checks: every case with its member, status and "Final amount", the lines an
 * admin enters from an uploaded bill, and what members have saved (saving = billed − final amount).
 */
import type * as v from "valibot";
import { and, count, eq, or, sql } from "drizzle-orm";
import { billCases, billCoverageAnswers, documents, profiles } from "../../../db/schema";
import type { BILL_ROUTES } from "../../../db/enums";
import { type billCaseUpdateSchema, type billLinesSchema, type BillCaseSummary } from "../../domain/bills";
import type { AdminBillRow } from "../../domain/bill-views";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { savedCents } from "../../domain/bill-rules";
import { paging, type ListOptions, type Page } from "../admin/shared.server";
import { readAllTogether } from "../read-together.server";
import { checkBillLines, getBillCase, getBillCaseRow, withDeadlines } from "./cases.server";
import { lineWriteStatement } from "./check-writes.server";
import { findHospital } from "./hospital.server";
import { teamReadDoneStatements } from "./team-reads.server";
import { announceEmails } from "../email/outbox.server";
import { byThenWritten, newestFirst } from "../insertion-order.server";

export type AdminBillCase = BillCaseSummary & { member_name: string | null; member_email: string; user_id: string };

const ADMIN_LIST_LIMIT = 200;

export async function listBillCasesForAdmin(server: ServerContext): Promise<AdminBillCase[]> {
  const rows = await server.db
    .select({ bill: billCases, name: profiles.fullName, email: profiles.email })
    .from(billCases)
    .innerJoin(profiles, eq(profiles.id, billCases.userId))
    .orderBy(...newestFirst(billCases, billCases.createdAt))
    .limit(ADMIN_LIST_LIMIT);
  const summaries = await withDeadlines(
    server,
    rows.map((r) => r.bill),
  );
  return summaries.map((s, i) => ({
    ...s,
    member_name: rows[i].name,
    member_email: rows[i].email,
    user_id: rows[i].bill.userId,
  }));
}

/** The tab's search: the member's name or email, or the hospital's name (a plain LIKE: the cases are the team's caseload). */
function billSearch(q: string | undefined) {
  const text = (q ?? "").trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${profiles.fullName} like ${pattern} escape '\\'`,
    sql`${profiles.email} like ${pattern} escape '\\'`,
    sql`${billCases.hospitalName} like ${pattern} escape '\\'`,
  );
}

/** The Bills tab's page: newest cases first, with the member, and their count, read together. */
export async function listBillCasesPage(
  server: ServerContext,
  options: ListOptions & { route?: (typeof BILL_ROUTES)[number] },
): Promise<Page<AdminBillRow>> {
  const { limit, offset, page, pageSize } = paging(options);
  const where = and(billSearch(options.q), options.route ? eq(billCoverageAnswers.route, options.route) : undefined);
  const [rows, [{ total }]] = await readAllTogether(server, [
    server.db
      .select({ bill: billCases, name: profiles.fullName, email: profiles.email, route: billCoverageAnswers.route })
      .from(billCases)
      .innerJoin(profiles, eq(profiles.id, billCases.userId))
      .leftJoin(billCoverageAnswers, eq(billCoverageAnswers.caseId, billCases.id))
      .where(where)
      .orderBy(...byThenWritten(billCases, billCases.createdAt, options.dir === "asc" ? "asc" : "desc"))
      .limit(limit)
      .offset(offset),
    server.db
      .select({ total: count() })
      .from(billCases)
      .innerJoin(profiles, eq(profiles.id, billCases.userId))
      .leftJoin(billCoverageAnswers, eq(billCoverageAnswers.caseId, billCases.id))
      .where(where),
  ]);
  return {
    items: rows.map(({ bill, name, email, route }) => ({
      id: bill.id,
      user_id: bill.userId,
      member_name: name,
      member_email: email,
      hospital_name: bill.hospitalName,
      billed_cents: bill.billedCents,
      posted_total_cents: bill.postedTotalCents,
      possible_saving_cents: bill.possibleSavingCents,
      status: bill.status,
      final_amount_cents: bill.finalAmountCents,
      saved_cents: bill.status === "resolved" ? savedCents(bill.billedCents, bill.finalAmountCents) : null,
      route,
      created_at: bill.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/** A case as the team works it: the checked bill, its member and the uploaded bill it came with. */
export async function getBillCaseForTeam(server: ServerContext, admin: { id: string }, caseId: string) {
  const bill = await getBillCase(server, { id: admin.id, role: "admin" }, caseId);
  const [member, document] = await server.db.batch([
    server.db
      .select({ name: profiles.fullName, email: profiles.email })
      .from(billCases)
      .innerJoin(profiles, eq(profiles.id, billCases.userId))
      .where(eq(billCases.id, caseId)),
    server.db
      .select({ id: documents.id, filename: documents.filename })
      .from(documents)
      .where(eq(documents.id, bill.document_id ?? "")),
  ]);
  return { bill, member: member[0], document: document[0] ?? null };
}

type Admin = { id: string; email: string };

export async function updateBillCase(
  server: ServerContext,
  admin: Admin,
  caseId: string,
  data: v.InferOutput<typeof billCaseUpdateSchema>,
) {
  const row = await getBillCaseRow(server, { id: admin.id, role: "admin" }, caseId);
  if (data.status === "resolved" && data.final_amount === null)
    throw ServiceError.plain(400, "finalAmountRequired", "Please enter the final amount to resolve the case", {
      final_amount: "Please enter the final amount to resolve the case",
    });
  const now = new Date();
  await server.db.batch([
    server.db
      .update(billCases)
      .set({
        status: data.status,
        finalAmountCents: data.final_amount,
        resolvedAt: data.status === "resolved" ? (row.resolvedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(billCases.id, caseId)),
    auditStatement(server, {
      action: "admin.bill_case_updated",
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: "bill_case",
      targetId: caseId,
      details: { status: data.status, finalAmountSet: data.final_amount !== null },
    }),
  ]);
}

/** The concierge's work: the case's lines replaced by those read off the member's uploaded bill, checked again. */
export async function replaceBillLines(
  server: ServerContext,
  admin: Admin,
  caseId: string,
  input: v.InferOutput<typeof billLinesSchema>,
) {
  const { lines } = input;
  const row = await getBillCaseRow(server, { id: admin.id, role: "admin" }, caseId);
  const hospital = await findHospital(server, row.ccn);
  if (!hospital) throw ServiceError.refusing(400, { code: "billHospitalUnknown" });
  const { rows, totals } = await checkBillLines(server, hospital, row.serviceDate, lines);
  // A bill the member asked us to read: its task completes and the member is told, with the lines.
  const done = await teamReadDoneStatements(server, row, new Date());
  const written = await server.db.batch([
    lineWriteStatement(server, caseId, rows),
    server.db
      .update(billCases)
      .set({
        billedCents: totals.billedCents,
        postedTotalCents: totals.postedTotalCents,
        postedLines: totals.postedLines,
        countedLines: totals.countedLines,
        possibleSavingCents: totals.possibleSavingCents,
        updatedAt: new Date(),
      })
      .where(eq(billCases.id, caseId)),
    auditStatement(server, {
      action: "admin.bill_lines_updated",
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: "bill_case",
      targetId: caseId,
      details: { lines: rows.length },
    }),
    ...done,
  ]);
  if (done.length)
    announceEmails(
      server,
      (written.at(-1) as { id: string }[]).map((r) => r.id),
    );
}
