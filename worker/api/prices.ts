import { Hono } from "hono";
import { searchPrices } from "../../app/.server/prices/prices.server";
import { readJson } from "./body";
import type { ApiEnv } from "./types";

/** POST /api/search-providers {procedure, zipCode} → price insight (docs/product.md#api, docs/decisions/0009-prices.md). */
export const priceRoutes = new Hono<ApiEnv>().post("/", async (c) => {
  const insight = await searchPrices(c.var.server, await readJson(c));
  return c.json(insight);
});
