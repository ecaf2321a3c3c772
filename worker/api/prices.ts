import { Hono } from "hono";
import { searchPrices } from "../../app/.server/prices/prices.server";
import { readJson } from "./body";
import type { ApiEnv } from "./types";

/** POST /api/search-providers {procedure, zipCode} → price insight (spec §7, D7). */
export const priceRoutes = new Hono<ApiEnv>().post("/", async (c) => {
  const insight = await searchPrices(c.var.server, await readJson(c));
  return c.json(insight);
});
