import { Hono } from "hono";
import { requestCall } from "../../app/.server/requests/calls.server";
import { CALL_MESSAGES, callRequestSchema } from "../../app/domain/calls";
import { requireApiMember, type AuthedApiEnv } from "./auth";
import { valid } from "./validate";

/**
 * `POST /api/call-requests {topic, preferred_times}`: a Premium Care member books the 30-minute call, as
 * /dashboard/call does, through the same service; a member whose plan does not include it gets its 403.
 */
export const callRequestRoutes = new Hono<AuthedApiEnv>()
  .use(requireApiMember)
  .post("/", valid("json", callRequestSchema), async (c) => {
    const { id } = await requestCall(c.var.server, c.var.user.id, c.req.valid("json"));
    return c.json({ success: true, id, message: CALL_MESSAGES.booked }, 201);
  });
