import { Hono } from "hono";
import { postMessage, readConversation } from "../../app/.server/messages/conversation.server";
import { ServiceError } from "../../app/.server/errors.server";
import { messageSchema } from "../../app/domain/messages";
import { requireApiUser, type AuthedApiEnv } from "./auth";
import { valid } from "./validate";

/** The reader of a member's conversation: the member themself or an admin; anyone else's id is 404. */
function readerOf(user: { id: string; role: string }, userId: string): "member" | "team" {
  if (user.role === "admin") return "team";
  if (user.id === userId) return "member";
  throw ServiceError.refusing(404, { code: "conversationNotFound" });
}

/**
 * `/api/messages/:userId`: a member's general conversation with the team, read (`GET`, marking the other side's
 * messages read) and written (`POST {body}`), by that member or an admin, through the services behind
 * /dashboard/messages and the admin Inbox. A team message emails the member that a reply is waiting.
 */
export const messageRoutes = new Hono<AuthedApiEnv>()
  .use(requireApiUser)
  .get("/:userId", async (c) => {
    const userId = c.req.param("userId");
    const messages = await readConversation(c.var.server, userId, readerOf(c.var.user, userId));
    return c.json({ messages });
  })
  .post("/:userId", valid("json", messageSchema), async (c) => {
    const userId = c.req.param("userId");
    readerOf(c.var.user, userId);
    const { id } = await postMessage(c.var.server, c.var.user, userId, c.req.valid("json"));
    return c.json({ success: true, id }, 201);
  });
