import { Hono } from "hono";
import { searchPrices } from "../../app/.server/prices/prices.server";
import { priceSearchSchema } from "../../app/domain/prices";
import type { ApiEnv } from "./types";
import { valid } from "./validate";

/** POST /api/search-providers {procedure, zipCode} → price insight (docs/product.md#api, docs/decisions/0009-prices.md). */
export const priceRoutes = new Hono<ApiEnv>().post("/", valid("json", priceSearchSchema), async (c) =>
  c.json(await searchPrices(c.var.server, c.req.valid("json"))),
);
