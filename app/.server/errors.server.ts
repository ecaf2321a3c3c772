/**
 * A failure a person can act on: its message is safe to show as is. Hono's
 * onError turns it into `{ error, details }` JSON; Remix actions return it.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503,
    message: string,
    readonly details?: unknown,
    /** Response headers that belong with the answer, e.g. `Retry-After` on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

export const notFound = (what = "Not found") => new ServiceError(404, what);
