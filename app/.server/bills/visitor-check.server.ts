/**
 * "Check a bill" for a visitor (docs/product.md#bill-check): the same check a member gets
 * (`checkBillLines`, the hospital's own prices), answered and not stored. "Save this check" keeps
 * the typed fields for an hour under a random id, which only the visitor's own browser is sent
 * (app/.server/auth/way-back.server.ts); once they have joined, their "Check a bill" form starts with them.
 */
import { and, eq, gt, lt } from "drizzle-orm";
import { visitorBillChecks } from "../../../db/schema";
import { checkedShare } from "../../domain/bill-rules";
import { typedFieldsOf, type TypedBillCheck } from "../../domain/bill-check-fields";
import { BILL_MESSAGES, type CheckBillInput } from "../../domain/bills";
import type { BillFindingsData } from "../../domain/bill-views";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { toLineView } from "./case-views.server";
import { checkBillLines } from "./cases.server";
import { findHospital } from "./hospital.server";

/** Long enough to join by an emailed link and register, short enough to be forgotten. */
export const VISITOR_CHECK_KEEP_MS = 60 * 60 * 1000;

/** What the public page shows: the hospital, the totals and each line as checked. */
export type BillCheckPreview = BillFindingsData & {
  hospital_name: string;
  hospital_city: string;
  hospital_state: string;
  /** The fields as typed, carried on by "Save this check". */
  typed: TypedBillCheck;
};

/** The member's check without the member: nothing is written. A visitor's bill never links a document. */
export async function previewBillCheck(server: ServerContext, data: CheckBillInput): Promise<BillCheckPreview> {
  const hospital = await findHospital(server, data.ccn);
  if (!hospital)
    throw ServiceError.refusing(400, { code: "billHospitalUnknown" }, { ccn: BILL_MESSAGES.hospitalUnknown });
  const { rows, totals } = await checkBillLines(server, hospital, data.service_date, data.lines);
  return {
    hospital_name: hospital.name,
    hospital_city: hospital.city,
    hospital_state: hospital.state,
    billed_cents: totals.billedCents,
    posted_total_cents: totals.postedTotalCents,
    posted_lines: totals.postedLines,
    counted_lines: totals.countedLines,
    possible_saving_cents: totals.possibleSavingCents,
    checked: checkedShare(rows),
    lines: rows.map((r, i) => toLineView({ id: `line-${i + 1}`, ...r })),
    unmatched: data.unmatched.map((l) => ({ description: l.description, amount_cents: l.amountCents })),
    typed: typedFieldsOf({ ...data, document_id: null }),
  };
}

/** "Save this check": keeps the checked fields for an hour (expired ones go in the same batch); returns its id. */
export async function keepVisitorCheck(server: ServerContext, data: CheckBillInput, now = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  await server.db.batch([
    server.db.delete(visitorBillChecks).where(lt(visitorBillChecks.expiresAt, now)),
    server.db.insert(visitorBillChecks).values({
      id,
      fields: typedFieldsOf({ ...data, document_id: null }),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VISITOR_CHECK_KEEP_MS),
    }),
  ]);
  return id;
}

/** The kept fields, if the id is one and has not expired; null otherwise. */
export async function readVisitorCheck(server: ServerContext, id: string, now = new Date()) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const row = await server.db
    .select({ fields: visitorBillChecks.fields })
    .from(visitorBillChecks)
    .where(and(eq(visitorBillChecks.id, id), gt(visitorBillChecks.expiresAt, now)))
    .get();
  return row ? (row.fields as TypedBillCheck) : null;
}

/** Once the member's own check is saved, the visitor's copy goes. */
export async function forgetVisitorCheck(server: ServerContext, id: string): Promise<void> {
  await server.db.delete(visitorBillChecks).where(eq(visitorBillChecks.id, id));
}
