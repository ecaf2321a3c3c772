/**
 * "Could Medicaid pay this bill?" (docs/product.md#who-else-may-pay): the one form the page, the application letter
 * and /api/bills/:id/coverage read. Nothing typed here is stored.
 */
import * as v from "valibot";
import { charityScreenSchema } from "./charity-screen";
import { CARE_GROUPS } from "./coverage-rules";

export const COVERAGE_MESSAGES = { groupInvalid: "Please choose who needs care" };

/** Household size, yearly income and state, as the charity screen reads them, and who needs care. */
export const coverageScreenSchema = v.object({
  ...charityScreenSchema.entries,
  group: v.pipe(v.optional(v.string(), ""), v.picklist(CARE_GROUPS, COVERAGE_MESSAGES.groupInvalid)),
});

export type CoverageScreenInput = v.InferOutput<typeof coverageScreenSchema>;
