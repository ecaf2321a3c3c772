import { Hono, type Context, type TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import { insightJson } from "../../app/.server/prices/answer-cache.server";
import { searchPricesForPlan } from "../../app/.server/prices/your-plan.server";
import type { PriceInsight } from "../../app/domain/prices";
import { priceSearchWithPlanSchema } from "../../app/domain/your-plan";
import type { ApiEnv } from "./types";
import { valid } from "./validate";

/**
 * POST /api/search-providers {procedure, zipCode, deductibleRemaining?, coinsurancePercent?} → price insight,
 * with `yourPlanOutOfPocket` when both plan fields are given (docs/product.md#api, docs/decisions/0009-prices.md).
 */
export const priceRoutes = new Hono<ApiEnv>().post("/", valid("json", priceSearchWithPlanSchema), async (c) =>
  // `c.json` as it answers, but a kept answer's JSON text is written once per isolate, not on every search.
  jsonText(c, insightJson(await searchPricesForPlan(c.var.server, c.req.valid("json")))),
);

/** The JSON text as `c.json` sends it (status 200, `application/json`), typed as its answer for the API client. */
const jsonText = (c: Context<ApiEnv>, text: string) =>
  c.body(text, 200, { "Content-Type": "application/json" }) as unknown as Response &
    TypedResponse<JSONParsed<PriceInsight>, ContentfulStatusCode, "json">;
