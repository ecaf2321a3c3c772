/** The screen's answers as a page reads them from its query string (a plain GET form: nothing is stored). */
import { coverageScreenSchema, type CoverageScreenInput } from "../../domain/coverage";
import { ServiceError } from "../errors.server";
import { parseInput } from "../validation.server";

export type CoverageValues = { household_size: string; income: string; state: string; group: string };

export function coverageQuery(
  url: string,
  hospitalState: string,
): { values: CoverageValues; input: CoverageScreenInput | null; error: string | null } {
  const query = Object.fromEntries(new URL(url).searchParams);
  const values = {
    household_size: query.household_size ?? "",
    income: query.income ?? "",
    state: query.state ?? hospitalState,
    group: query.group ?? "",
  };
  if (query.household_size === undefined) return { values, input: null, error: null };
  try {
    return { values, input: parseInput(coverageScreenSchema, values), error: null };
  } catch (e) {
    if (!(e instanceof ServiceError)) throw e;
    return { values, input: null, error: e.message };
  }
}

/** The answers again as a query string, for the application letter's links. */
export const coverageSearch = (values: CoverageValues) => new URLSearchParams(values).toString();
