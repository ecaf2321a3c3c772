import { Hono } from "hono";
import { bookCall, memberCalls, openSlots } from "../../app/.server/calls/booking.server";
import { cancelCall, rescheduleCall } from "../../app/.server/calls/changes.server";
import { bookCallSchema, moveCallSchema } from "../../app/domain/calls";
import { requireApiMember, requireApiUser, type AuthedApiEnv } from "./auth";
import { valid } from "./validate";

/**
 * `/api/calls`: the member's booked calls and the free slots (`GET`), booking one (`POST`), and moving or
 * cancelling one (`POST /:id/reschedule`, `POST /:id/cancel`: its member or an admin), through the same
 * services as /dashboard/call. A taken slot or a used month answers 409, a plan without calls 403.
 */
export const callRoutes = new Hono<AuthedApiEnv>()
  .use(requireApiUser)
  .get("/", requireApiMember, async (c) => {
    const [calls, slots] = await Promise.all([memberCalls(c.var.server, c.var.user.id), openSlots(c.var.server)]);
    return c.json({ calls, slots: slots.map((slot) => ({ startsAt: new Date(slot.startsAt).toISOString() })) });
  })
  .post("/", requireApiMember, valid("json", bookCallSchema), async (c) => {
    const call = await bookCall(c.var.server, c.var.user, c.req.valid("json"));
    return c.json({ success: true, id: call.id, startsAt: call.startsAt.toISOString() }, 201);
  })
  .post("/:id/reschedule", valid("json", moveCallSchema), async (c) => {
    const call = await rescheduleCall(c.var.server, c.var.user, c.req.param("id"), c.req.valid("json"));
    return c.json({ success: true, id: call.id, startsAt: call.startsAt.toISOString() });
  })
  .post("/:id/cancel", async (c) => {
    const call = await cancelCall(c.var.server, c.var.user, c.req.param("id"));
    return c.json({ success: true, id: call.id });
  });
