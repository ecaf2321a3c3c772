import { refusalOf } from "../../app/domain/refusals";

/**
 * The `/api` answer for a member's refusal: its English `error`, and the `code` (and `values`) of the catalog's
 * refusal those words are (docs/decisions/0066-refusal-codes-at-the-throw.md), plus any other fields the answer has
 * (a team-only refusal names its `code` there).
 */
export function refusalBody(error: string, rest: Record<string, unknown> = {}) {
  const refusal = refusalOf(error);
  const coded = refusal ? { code: refusal.code, ...(refusal.values ? { values: refusal.values } : {}) } : {};
  return { error, ...coded, ...rest };
}
