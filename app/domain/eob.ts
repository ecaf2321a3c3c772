/**
 * "Compare with your Explanation of Benefits": the EOB's totals as the member types them, the amount the
 * hospital's bill asks, and two questions (docs/product.md#bill-check). Nothing typed here is stored.
 */
import * as v from "valibot";
import { isCalendarDate, todayUtc } from "./bill-rules";
import { BILL_MESSAGES, parseDollarsToCents } from "./bills";

/** Said by code in the page's language (app/domain/refusal-catalog.ts). */
export const EOB_MESSAGES = {
  amountRequired: "Please enter the amount from the statement, like 1250.00",
  responsibilityAboveBilled: "The patient responsibility cannot be more than the amount billed on the EOB",
} as const;

const money = v.pipe(
  v.optional(v.nullable(v.string()), ""),
  v.transform((x) => (x ?? "").trim()),
  v.nonEmpty(EOB_MESSAGES.amountRequired),
  v.check((x) => parseDollarsToCents(x) !== null, BILL_MESSAGES.amountInvalid),
  v.transform((x) => parseDollarsToCents(x)!),
);

const optionalDate = v.pipe(
  v.optional(v.nullable(v.string()), ""),
  v.transform((x) => (x ?? "").trim()),
  v.check((d) => d === "" || isCalendarDate(d), BILL_MESSAGES.dateInvalid),
  v.check((d) => d <= todayUtc(), BILL_MESSAGES.dateFuture),
  v.transform((d) => d || null),
);

/** A checkbox: sent as "yes" when ticked, absent otherwise. */
const ticked = v.pipe(
  v.optional(v.nullable(v.string()), ""),
  v.transform((x) => x === "yes"),
);

export const eobCheckSchema = v.pipe(
  v.object({
    amount_due: money,
    bill_date: optionalDate,
    eob_billed: money,
    eob_allowed: money,
    eob_plan_paid: money,
    eob_patient_responsibility: money,
    processed_on: optionalDate,
    emergency: ticked,
    out_of_network_clinician: ticked,
  }),
  v.forward(
    v.check((e) => e.eob_patient_responsibility <= e.eob_billed, EOB_MESSAGES.responsibilityAboveBilled),
    ["eob_patient_responsibility"],
  ),
);

export type EobCheckFields = v.InferOutput<typeof eobCheckSchema>;
