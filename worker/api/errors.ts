import type { ErrorHandler, NotFoundHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { ServiceError } from "../../app/.server/errors.server";
import { logError } from "../../app/.server/observability.server";
import { requestIdFor } from "../../app/.server/page-ids.server";
import type { ApiEnv, RefusalBody } from "./types";
import { NOT_JSON_MESSAGE } from "./validate";

/** One JSON error shape for the whole API; never logs request data. */
export const handleApiError: ErrorHandler<ApiEnv> = (error, c) => {
  if (error instanceof ServiceError) {
    const body: RefusalBody = { error: error.message, code: error.code };
    if (error.refusal?.values) body.values = error.refusal.values;
    if (error.details !== undefined) body.details = error.details;
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(refusal(c, body), error.status);
  }
  // Hono's own refusals (a body its validator could not parse) carry Hono's words: answer ours.
  if (error instanceof HTTPException) {
    const body: RefusalBody = { error: error.status === 400 ? NOT_JSON_MESSAGE : "Request failed" };
    if (error.status === 400) body.code = "notJson";
    return c.json(refusal(c, body), error.status);
  }
  logError(`api ${c.req.method} ${c.req.routePath}`, error, c.req.raw);
  return c.json({ error: "Something went wrong. Please try again.", request_id: requestIdFor(c.req.raw) }, 500);
};

export const handleApiNotFound: NotFoundHandler<ApiEnv> = (c) => c.json({ error: "Not found" }, 404);

/** A route whose spec'd answer wraps refusals (answerRefusalsAs) gets its own shape; every other route `{ error, details? }`. */
function refusal(c: Parameters<ErrorHandler<ApiEnv>>[1], body: RefusalBody): object {
  return c.var.refusalShape?.(body) ?? body;
}

/** For the routes whose spec'd answer wraps a refusal in more fields (e.g. `{ success: false, user: null, … }`). */
export const answerRefusalsAs = (shape: (body: RefusalBody) => object) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    c.set("refusalShape", shape);
    await next();
  });
