import { Hono } from "hono";
import { recordPageView } from "../../app/.server/page-views.server";
import { ServiceError } from "../../app/.server/errors";
import type { ApiEnv } from "./types";

/**
 * POST /api/page-views {path, query} (spec §2, D8). Accepts any content type:
 * navigator.sendBeacon may send the JSON as text/plain.
 */
export const pageViewRoutes = new Hono<ApiEnv>().post("/", async (c) => {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ServiceError(400, "The request body must be JSON.");
  }
  await recordPageView(c.var.server, body);
  return c.body(null, 204);
});
