/**
 * Good Faith Estimates (No Surprises Act, 45 CFR 149.610/149.620): a self-pay member's estimate per
 * provider; a bill $400 or more above a provider's estimate may be disputed within 120 days of the bill.
 */
import type * as v from "valibot";
import { and, asc, eq } from "drizzle-orm";
import { billDeadlines, billEstimates } from "../../../db/schema";
import { type estimatesSchema } from "../../domain/bills";
import { checkEstimates, disputeByDate, type EstimateCheck } from "../../domain/bill-rules";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { getBillCaseRow, type BillViewer } from "./cases.server";
import { deadlineStatements } from "./deadlines.server";

export type EstimatesView = {
  estimates: EstimateCheck[];
  canDispute: boolean;
  /** The bill's date the 120 days count from (the first bill's, else the date of service). */
  countedFrom: string;
  /** The first bill's date as the member gave it; null when they gave none (then `countedFrom` is the date of service). */
  billDate: string | null;
  disputeBy: string;
  selfPay: boolean;
  hospitalName: string;
  serviceDate: string;
};

type EstimateCase = { billDate: string | null; serviceDate: string; coverage: string; hospitalName: string };

function describe(row: EstimateCase, estimates: EstimateCheck[]): EstimatesView {
  const countedFrom = row.billDate ?? row.serviceDate;
  return {
    estimates,
    canDispute: row.coverage === "self_pay" && estimates.some((e) => e.canDispute),
    countedFrom,
    billDate: row.billDate,
    disputeBy: disputeByDate(countedFrom),
    selfPay: row.coverage === "self_pay",
    hospitalName: row.hospitalName,
    serviceDate: row.serviceDate,
  };
}

export async function getEstimates(server: ServerContext, viewer: BillViewer, caseId: string): Promise<EstimatesView> {
  const row = await getBillCaseRow(server, viewer, caseId);
  const rows = await server.db
    .select()
    .from(billEstimates)
    .where(eq(billEstimates.caseId, caseId))
    .orderBy(asc(billEstimates.position));
  return describe(
    row,
    checkEstimates(rows.map(({ provider, estimateCents, billedCents }) => ({ provider, estimateCents, billedCents }))),
  );
}

/** Replaces the case's estimates; the first time one passes the $400 test, the 120-day date becomes a reminder. */
export async function saveEstimates(
  server: ServerContext,
  viewer: BillViewer,
  caseId: string,
  input: v.InferOutput<typeof estimatesSchema>,
): Promise<EstimatesView> {
  const { estimates } = input;
  const row = await getBillCaseRow(server, viewer, caseId);
  if (row.coverage !== "self_pay") throw ServiceError.refusing(400, { code: "estimateSelfPayOnly" });
  const view = describe(row, checkEstimates(estimates));
  const existing = await server.db
    .select({ id: billDeadlines.id })
    .from(billDeadlines)
    .where(and(eq(billDeadlines.caseId, caseId), eq(billDeadlines.kind, "dispute_window")))
    .get();
  const now = new Date();
  await server.db.batch([
    server.db.delete(billEstimates).where(eq(billEstimates.caseId, caseId)),
    server.db.insert(billEstimates).values(estimates.map((e, position) => ({ ...e, caseId, position }))),
    ...(view.canDispute && !existing
      ? deadlineStatements(server, {
          caseId,
          kind: "dispute_window",
          dueDate: view.disputeBy,
          now,
        })
      : []),
    auditStatement(server, {
      action: "bill.estimates_saved",
      actorId: viewer.id,
      targetType: "bill_case",
      targetId: caseId,
      details: { providers: estimates.length, canDispute: view.canDispute },
    }),
  ]);
  return view;
}
