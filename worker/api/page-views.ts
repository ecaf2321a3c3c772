import { Hono } from "hono";
import { enforceRateLimit } from "../../app/.server/auth/rate-limit.server";
import { pageViewSchema, recordPageView } from "../../app/.server/page-views.server";
import type { ApiEnv } from "./types";
import { valid } from "./validate";

/** Views count per visitor within PAGE_VIEW_LIMITER's budget; a flood is refused, not stored. */
const PAGE_VIEW_SCOPE = "page-views";

/** POST /api/page-views {path, query} (docs/product.md#analytics, docs/decisions/0010-analytics.md): JSON, like every /api write (worker/cross-site.ts). */
export const pageViewRoutes = new Hono<ApiEnv>().post(
  "/",
  async (c, next) => {
    // Before the body is read: a flood costs us as little as possible.
    await enforceRateLimit(c.var.server, c.req.raw, PAGE_VIEW_SCOPE, {
      binding: "PAGE_VIEW_LIMITER",
      refusal: { code: "pageViewsLimited" },
    });
    await next();
  },
  valid("json", pageViewSchema),
  async (c) => {
    await recordPageView(c.var.server, c.req.valid("json"));
    return c.body(null, 204);
  },
);
