/**
 * Error logs a person on call can act on, without personal data: the error's
 * name and stack frames (never its message, which may quote what someone
 * typed), where it happened, and the request's id (Cloudflare's `cf-ray` when
 * present), which the 500 page shows as "quote this code". Logs land in
 * Workers Logs ([observability] in wrangler.toml); docs/deploying.md#when-something-fails says where.
 */
import { isRouteErrorResponse } from "@remix-run/react";
import { log } from "../utils/log";
import { requestIdFor } from "./page-ids.server";

/** The stack without its first line, which repeats the (possibly personal) message. */
function stackFrames(error: Error): string {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

/** Facts a caller adds to the entry: codes and ids an outside service gave, never personal data. */
export type LogFacts = Record<string, string | number | undefined>;

export function logError(where: string, error: unknown, request?: Request, facts: LogFacts = {}): void {
  const entry = {
    level: "error",
    where,
    requestId: request ? requestIdFor(request) : undefined,
    name: error instanceof Error ? error.name : typeof error,
    ...facts,
    stack: error instanceof Error ? stackFrames(error) : undefined,
  };
  log.error(JSON.stringify(entry));
}

/**
 * What Remix's handleError should log, if anything. A thrown Response, or the
 * ErrorResponse Remix makes of one (or of a URL no route matches), with a 4xx
 * status is an answer to a bad request, not a failure: nothing to log. A 5xx
 * ErrorResponse is logged as the error it wraps, so the stack is kept.
 */
export function remixErrorToLog(error: unknown): unknown {
  if (error instanceof Response) return error.status >= 500 ? error : null;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return null;
    const wrapped = (error as { error?: unknown }).error;
    return wrapped ?? error;
  }
  return error;
}
