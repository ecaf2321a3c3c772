import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ServiceError } from "../../app/.server/errors";
import type { ApiEnv } from "./types";

/** One JSON error shape for the whole API; never logs request data. */
export const handleApiError: ErrorHandler<ApiEnv> = (error, c) => {
  if (error instanceof ServiceError) {
    const body: { error: string; details?: unknown } = { error: error.message };
    if (error.details !== undefined) body.details = error.details;
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    return c.json({ error: error.message || "Request failed" }, error.status);
  }
  // Name only: messages and stacks can carry personal data from the request.
  console.error(`API error on ${c.req.method} ${c.req.routePath}: ${error.name}`);
  return c.json({ error: "Something went wrong. Please try again." }, 500);
};

export const handleApiNotFound: NotFoundHandler<ApiEnv> = (c) =>
  c.json({ error: "Not found" }, 404);
