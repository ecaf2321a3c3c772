import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ServiceError } from "../../app/.server/errors";
import { logError, requestIdFor } from "../../app/.server/observability.server";
import type { ApiEnv } from "./types";

/** One JSON error shape for the whole API; never logs request data. */
export const handleApiError: ErrorHandler<ApiEnv> = (error, c) => {
  if (error instanceof ServiceError) {
    const body: { error: string; details?: unknown } = { error: error.message };
    if (error.details !== undefined) body.details = error.details;
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    return c.json({ error: error.message || "Request failed" }, error.status);
  }
  logError(`api ${c.req.method} ${c.req.routePath}`, error, c.req.raw);
  return c.json({ error: "Something went wrong. Please try again.", request_id: requestIdFor(c.req.raw) }, 500);
};

export const handleApiNotFound: NotFoundHandler<ApiEnv> = (c) =>
  c.json({ error: "Not found" }, 404);
