import { englishOf, refusalOf, type Refusal } from "../domain/refusals";

type Status = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;
type Headers = Readonly<Record<string, string>>;

/**
 * A failure a person can act on: its message is safe to show as is. Hono's onError turns it into
 * `{ error, code, values?, details }` JSON; Remix actions return it. Every one names its code where it is thrown
 * (docs/decisions/0066-refusal-codes-at-the-throw.md):
 * - `ServiceError.refusing(status, { code, values })`: a refusal a member or visitor may read, said by its code in
 *   the page's language (app/domain/refusals.ts; a code without Spanish words is a compile error);
 * - `ServiceError.plain(status, code, english)`: one only the team reads (admin pages, Stripe's webhook, the
 *   passkey pages, development doors), English with a code; test/components/refusal-codes.test.ts keeps it there;
 * - `ServiceError.invalid(described)`: a schema's refusal (`parseInput`, `/api`'s `valid()`), its code the one
 *   its message's catalog names, as the forms' own check reads it (`refusalOf`).
 * Nothing finds a thrown refusal's code by its English words.
 */
export class ServiceError extends Error {
  private constructor(
    readonly status: Status,
    message: string,
    /** The refusal's code, always (`/api` answers it as `code`). */
    readonly code: string,
    /** The refusal as data, when a page may say it in another language. */
    readonly refusal: Refusal | undefined,
    readonly details?: unknown,
    /** Response headers that belong with the answer, e.g. `Retry-After` on a 429. */
    readonly headers?: Headers,
  ) {
    super(message);
    this.name = "ServiceError";
  }

  /** A refusal by its code and values; its `message` is the English words. */
  static refusing(status: Status, refusal: Refusal, details?: unknown, headers?: Headers): ServiceError {
    return new ServiceError(status, englishOf(refusal), refusal.code, refusal, details, headers);
  }

  /** A refusal only the team reads: English words, with a code of their own. */
  static plain(status: Status, code: string, english: string, details?: unknown, headers?: Headers): ServiceError {
    return new ServiceError(status, english, code, undefined, details, headers);
  }

  /**
   * A schema's refusal (400): the first issue's message and every field's. The schemas word their messages in
   * their catalogs; a message with a code carries it (test/components/refusals.test.tsx walks the member forms'
   * schemas for one without), any other is `invalid`.
   */
  static invalid({ message, errors }: { message: string; errors: unknown }): ServiceError {
    const refusal = refusalOf(message) ?? undefined;
    return new ServiceError(400, message, refusal?.code ?? "invalid", refusal, errors);
  }
}

/** The thing asked for is not there (or is someone else's): pages show their not-found page, `/api` these words. */
export const notFound = (what = "Not found") => ServiceError.plain(404, "notFound", what);
