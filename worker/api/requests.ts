import { Hono } from "hono";
import { sendMemberMessage } from "../../app/.server/requests/conversation.server";
import { createHelpRequest, getHelpRequestDetail, listHelpRequests } from "../../app/.server/requests/requests.server";
import { newRequestSchema, requestMessageSchema } from "../../app/domain/requests";
import { requireApiUser, type AuthedApiEnv } from "./auth";
import { valid } from "./validate";

/** /api/user-requests (docs/product.md#api), plus a request's detail and thread. Own requests only. */
export const requestRoutes = new Hono<AuthedApiEnv>()
  .use(requireApiUser)
  .get("/", async (c) => c.json(await listHelpRequests(c.var.server, c.var.user.id)))
  .post("/", valid("json", newRequestSchema), async (c) => {
    const request = await createHelpRequest(c.var.server, c.var.user.id, c.req.valid("json"));
    return c.json(request, 201);
  })
  .get("/:id", async (c) => c.json(await getHelpRequestDetail(c.var.server, { id: c.var.user.id }, c.req.param("id"))))
  .post("/:id/messages", valid("json", requestMessageSchema), async (c) => {
    const message = await sendMemberMessage(c.var.server, c.var.user.id, c.req.param("id"), c.req.valid("json"));
    return c.json(message, 201);
  });
