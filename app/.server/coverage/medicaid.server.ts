/**
 * "Could Medicaid pay?" (docs/product.md#who-else-may-pay): the household's share of the poverty line against its
 * state's Medicaid limit for who needs care. The one rule the bill case (who-may-pay.server.ts) and the price
 * preview for "no insurance" both ask; nothing typed is stored.
 */
import { validate } from "../../domain/common";
import { coverageScreenSchema, type CoverageScreenInput } from "../../domain/coverage";
import { stateCoverage, stateName, type CareGroup } from "../../domain/coverage-rules";
import { medicaidEligibility, type MedicaidAnswer } from "../../domain/medicaid-rules";
import { STATE_COVERAGE } from "../../domain/state-coverage.generated";
import { screenHousehold } from "../bills/charity.server";
import type { ServerContext } from "../context.server";
import { priceReference } from "../prices/reference-data.server";
import type { CoverageValues } from "./screen-query.server";

/** The household against its state's limit: its poverty-line screen, the state's row and Medicaid's answer. */
export function medicaidFor(input: CoverageScreenInput) {
  const screen = screenHousehold(input);
  const row = stateCoverage(STATE_COVERAGE, input.state);
  return { screen, row, answer: medicaidEligibility(row, input.state, input.group, screen.percent) };
}

/** The price preview's check: what was typed (to show again), the fields at fault, and the answer. */
export type MedicaidPreview = {
  values: CoverageValues;
  invalid: (keyof CoverageValues)[];
  result: {
    state: string;
    stateName: string;
    group: CareGroup;
    percent: number;
    povertyYear: number;
    answer: MedicaidAnswer;
    /** Whether the state expanded Medicaid (null: not checked yet). */
    expansion: boolean | null;
  } | null;
};

const FIELDS = ["household_size", "income", "state", "group"] as const;

/**
 * The check as the preview's address carries it (a plain GET form: `household_size`, `income`, `state`, `group`
 * beside `zip` and `procedure`), with the state prefilled from the ZIP code's region.
 */
export async function medicaidPreview(server: ServerContext, url: URL, zip: string): Promise<MedicaidPreview> {
  const query = url.searchParams;
  const region = (await priceReference(server)).regionsByZip3.get(zip.slice(0, 3));
  const values: CoverageValues = {
    household_size: query.get("household_size") ?? "",
    income: query.get("income") ?? "",
    state: query.get("state") ?? region?.state ?? "",
    group: query.get("group") ?? "",
  };
  if (!query.has("household_size")) return { values, invalid: [], result: null };
  const parsed = validate(coverageScreenSchema, values);
  if (!parsed.ok) return { values, invalid: FIELDS.filter((field) => parsed.errors[field]), result: null };
  const input = parsed.data;
  const { screen, row, answer } = medicaidFor(input);
  return {
    values,
    invalid: [],
    result: {
      state: input.state,
      stateName: stateName(input.state),
      group: input.group,
      percent: screen.percent,
      povertyYear: screen.year,
      answer,
      expansion: row?.medicaidExpansion ?? null,
    },
  };
}
