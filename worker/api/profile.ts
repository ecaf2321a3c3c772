import { Hono } from "hono";
import { getProfile, saveRegistration } from "../../app/.server/profiles/profiles.server";
import { requireApiUser, type AuthedApiEnv } from "./auth";
import { readJson } from "./body";

/** GET/POST /api/user-profile (docs/product.md#api): the signed-in person's own profile. */
export const profileRoutes = new Hono<AuthedApiEnv>()
  .use("/user-profile", requireApiUser)
  .get("/user-profile", async (c) => c.json(await getProfile(c.var.server, c.var.user.id)))
  .post("/user-profile", async (c) => {
    const profile = await saveRegistration(c.var.server, c.var.user.id, await readJson(c));
    return c.json({ success: true, profile });
  });
