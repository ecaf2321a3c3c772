import { Hono } from "hono";
import { sendContactMessage } from "../../app/.server/contact.server";
import { CONTACT_MESSAGES, contactSchema } from "../../app/schemas/contact";
import type { ApiEnv } from "./types";
import { valid, withHumanCheck } from "./validate";

/** POST /api/contact {name, email, message} (docs/product.md#api). */
export const contactRoutes = new Hono<ApiEnv>().post("/", valid("json", withHumanCheck(contactSchema)), async (c) => {
  const ip = c.req.header("CF-Connecting-IP") ?? "unknown";
  await sendContactMessage(c.var.server, c.req.valid("json"), ip);
  return c.json({ success: true, message: CONTACT_MESSAGES.sent }, 201);
});
