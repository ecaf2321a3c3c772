import { englishOf, refusalOf, type Refusal } from "../domain/refusals";

/**
 * A failure a person can act on: its message is safe to show as is. Hono's
 * onError turns it into `{ error, code?, values?, details }` JSON; Remix actions return it.
 * One a page may show in another language carries its code and values (`ServiceError.refusing`,
 * app/domain/refusals.ts): the page renders the code in its language, never the English `message`. A message given
 * as English words that a catalog names finds its code by them (docs/decisions/0063-refusal-codes-everywhere.md).
 */
export class ServiceError extends Error {
  /** The refusal as data, when it has a code. */
  refusal?: Refusal;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503,
    message: string,
    readonly details?: unknown,
    /** Response headers that belong with the answer, e.g. `Retry-After` on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = "ServiceError";
    this.refusal = refusalOf(message) ?? undefined;
  }

  /** A refusal by its code and values; its `message` is the English words. */
  static refusing(
    status: ServiceError["status"],
    refusal: Refusal,
    details?: unknown,
    headers?: Readonly<Record<string, string>>,
  ): ServiceError {
    const error = new ServiceError(status, englishOf(refusal), details, headers);
    error.refusal = refusal;
    return error;
  }
}

export const notFound = (what = "Not found") => new ServiceError(404, what);
