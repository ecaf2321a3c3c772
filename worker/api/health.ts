import { Hono } from "hono";
import { checkHealth } from "../../app/.server/health.server";
import type { ApiEnv } from "./types";

export const healthRoutes = new Hono<ApiEnv>().get("/", async (c) => {
  const health = await checkHealth(c.var.server);
  return c.json(health, health.ok ? 200 : 503);
});
