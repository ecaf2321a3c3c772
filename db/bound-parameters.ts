/** D1 binds at most 100 parameters a statement (a query past it fails with "too many SQL variables"). */
const D1_MAX_BOUND_PARAMETERS = 100;

/**
 * `values` in runs short enough that each run, bound beside `otherParameters`
 * more values in the same statement (a SET clause, another condition), stays
 * within D1's limit: one `where id in (...)` statement per run.
 */
export function boundChunks<T>(values: readonly T[], otherParameters = 0): T[][] {
  const size = D1_MAX_BOUND_PARAMETERS - otherParameters;
  if (size < 1) throw new RangeError(`A statement with ${otherParameters} other parameters has no room for a list`);
  const chunks: T[][] = [];
  for (let i = 0; i < values.length; i += size) chunks.push(values.slice(i, i + size));
  return chunks;
}
