import { Hono } from "hono";
import * as v from "valibot";
import { getProfile, saveRegistration } from "../../app/.server/profiles/profiles.server";
import { registrationSchema } from "../../app/domain/profile";
import { requireApiUser, type AuthedApiEnv } from "./auth";
import { valid, withFields } from "./validate";

/** The nine fields, and the plan chosen on /pricing before registering (an Insurance Bundle files a quote request). */
const registrationBody = withFields(registrationSchema, { plan_choice: v.optional(v.unknown()) });

/** GET/POST /api/user-profile (docs/product.md#api): the signed-in person's own profile. */
export const profileRoutes = new Hono<AuthedApiEnv>()
  .use(requireApiUser)
  .get("/", async (c) => c.json(await getProfile(c.var.server, c.var.user.id)))
  .post("/", valid("json", registrationBody), async (c) => {
    const profile = await saveRegistration(c.var.server, c.var.user.id, c.req.valid("json"));
    return c.json({ success: true, profile });
  });
