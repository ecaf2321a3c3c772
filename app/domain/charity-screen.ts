/** The charity-care screen's form (docs/product.md#bill-check): never stored, only answered. */
import * as v from "valibot";
import { BILL_MESSAGES, parseDollarsToCents } from "./bills";
import { formText } from "./common";

export const US_STATES = [
  "AK", "AL", "AR", "AZ", "CA", "CO", "CT", "DC", "DE", "FL", "GA", "HI", "IA", "ID", "IL", "IN", "KS", "KY", "LA",
  "MA", "MD", "ME", "MI", "MN", "MO", "MS", "MT", "NC", "ND", "NE", "NH", "NJ", "NM", "NV", "NY", "OH", "OK", "OR",
  "PA", "PR", "RI", "SC", "SD", "TN", "TX", "UT", "VA", "VT", "WA", "WI", "WV", "WY",
] as const; // prettier-ignore

/** The charity-care screen: never stored, only answered (docs/product.md#bill-check). */
export const charityScreenSchema = v.object({
  household_size: v.pipe(
    formText(3),
    v.regex(/^([1-9]|1[0-9]|20)$/, BILL_MESSAGES.householdInvalid),
    v.transform(Number),
  ),
  income: v.pipe(
    formText(20),
    v.nonEmpty(BILL_MESSAGES.incomeInvalid),
    v.check((x) => parseDollarsToCents(x) !== null, BILL_MESSAGES.incomeInvalid),
    v.transform((x) => Math.floor(parseDollarsToCents(x)! / 100)),
  ),
  state: v.pipe(formText(2), v.toUpperCase(), v.picklist(US_STATES, BILL_MESSAGES.stateInvalid)),
});
