/** Bill case rows as the pages and /api/bills show them (app/domain/bills.ts): the summary, the lines, the deadlines. */
import type { billCases, billDeadlines } from "../../../db/schema";
import {
  BILL_DEADLINE_LABELS,
  type BillCaseSummary,
  type BillCaseView,
  type BillDeadlineView,
  type BillLineView,
} from "../../domain/bills";
import { checkedShare, resolvedWithoutSaving, savedCents, todayUtc } from "../../domain/bill-rules";
import type { BillLineRow } from "./line-json.server";

/** Whose case it is never shows: a case just written is viewed before its owner (read in the batch) is known. */
type CaseRow = Omit<typeof billCases.$inferSelect, "userId">;
type DeadlineRow = typeof billDeadlines.$inferSelect;

/** What a case's summary takes of its row and deadlines (the dashboard reads only these columns). */
export type CaseSummaryRow = Pick<
  CaseRow,
  | "id"
  | "ccn"
  | "hospitalName"
  | "serviceDate"
  | "status"
  | "billedCents"
  | "postedTotalCents"
  | "possibleSavingCents"
  | "finalAmountCents"
  | "createdAt"
>;
export type DeadlineSummaryRow = Pick<DeadlineRow, "caseId" | "kind" | "dueDate">;

const toDeadlineView = (d: DeadlineSummaryRow): BillDeadlineView => ({
  kind: d.kind,
  label: BILL_DEADLINE_LABELS[d.kind],
  due_date: d.dueDate,
});

export function toCaseSummary(row: CaseSummaryRow, deadlines: DeadlineSummaryRow[]): BillCaseSummary {
  const today = todayUtc();
  const next = deadlines.filter((d) => d.dueDate >= today).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  return {
    id: row.id,
    ccn: row.ccn,
    hospital_name: row.hospitalName,
    service_date: row.serviceDate,
    status: row.status,
    billed_cents: row.billedCents,
    posted_total_cents: row.postedTotalCents,
    possible_saving_cents: row.possibleSavingCents,
    final_amount_cents: row.finalAmountCents,
    saved_cents: row.status === "resolved" ? savedCents(row.billedCents, row.finalAmountCents) : null,
    saved_nothing: resolvedWithoutSaving(row),
    next_deadline: row.status === "resolved" || !next ? null : toDeadlineView(next),
    created_at: row.createdAt.toISOString(),
  };
}

export function toLineView(l: BillLineRow): BillLineView {
  return {
    id: l.id,
    code: l.code,
    description: l.description,
    units: l.units,
    billed_cents: l.billedCents,
    procedure_slug: l.procedureSlug,
    posted_cents: l.postedCents,
    fair_low_cents: l.fairLowCents,
    fair_high_cents: l.fairHighCents,
    medicare_cents: l.medicareCents,
    above_posted_cents: l.abovePostedCents,
    above_fair: l.aboveFair,
    duplicate: l.duplicate,
    price_status: l.priceStatus,
    possible_saving_cents: l.possibleSavingCents,
  };
}

export function toCaseView(row: CaseRow, lines: BillLineRow[], deadlines: DeadlineRow[]): BillCaseView {
  return {
    ...toCaseSummary(row, deadlines),
    hospital_city: row.hospitalCity,
    hospital_state: row.hospitalState,
    bill_date: row.billDate,
    coverage: row.coverage,
    document_id: row.documentId,
    team_reading: row.readTaskId !== null && lines.length === 0,
    posted_lines: row.postedLines,
    counted_lines: row.countedLines,
    lines: lines.map(toLineView),
    unmatched: row.unmatchedLines.map((l) => ({ description: l.description, amount_cents: l.amountCents })),
    checked: checkedShare(lines),
    deadlines: deadlines.map(toDeadlineView),
  };
}
