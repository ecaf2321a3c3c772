import { Hono } from "hono";
import { searchPricesForPlan } from "../../app/.server/prices/your-plan.server";
import { priceSearchWithPlanSchema } from "../../app/domain/your-plan";
import type { ApiEnv } from "./types";
import { valid } from "./validate";

/**
 * POST /api/search-providers {procedure, zipCode, deductibleRemaining?, coinsurancePercent?} → price insight,
 * with `yourPlanOutOfPocket` when both plan fields are given (docs/product.md#api, docs/decisions/0009-prices.md).
 */
export const priceRoutes = new Hono<ApiEnv>().post("/", valid("json", priceSearchWithPlanSchema), async (c) =>
  c.json(await searchPricesForPlan(c.var.server, c.req.valid("json"))),
);
