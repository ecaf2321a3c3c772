import { Hono } from "hono";
import { enforceRateLimit } from "../../app/.server/auth/rate-limit.server";
import { recordPageView } from "../../app/.server/page-views.server";
import { readJson } from "./body";
import type { ApiEnv } from "./types";

/** Views count per visitor within PAGE_VIEW_LIMITER's budget; a flood is refused, not stored. */
const PAGE_VIEW_SCOPE = "page-views";

/** POST /api/page-views {path, query} (docs/product.md#analytics, docs/decisions/0010-analytics.md): JSON, like every /api write (worker/cross-site.ts). */
export const pageViewRoutes = new Hono<ApiEnv>().post("/", async (c) => {
  await enforceRateLimit(c.var.server, c.req.raw, PAGE_VIEW_SCOPE, {
    binding: "PAGE_VIEW_LIMITER",
    message: "Too many page views from this address. Please wait a minute.",
  });
  await recordPageView(c.var.server, await readJson(c));
  return c.body(null, 204);
});
