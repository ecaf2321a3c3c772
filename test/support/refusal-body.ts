import { refusalOf } from "../../app/domain/refusals";

/**
 * The `/api` answer for a refusal: its English `error`, and the `code` (and `values`) its words carry when a catalog
 * names them (docs/decisions/0063-refusal-codes-everywhere.md), plus any other fields the answer has.
 */
export function refusalBody(error: string, rest: Record<string, unknown> = {}) {
  const refusal = refusalOf(error);
  const coded = refusal ? { code: refusal.code, ...(refusal.values ? { values: refusal.values } : {}) } : {};
  return { error, ...coded, ...rest };
}
