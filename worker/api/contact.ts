import { Hono } from "hono";
import { sendContactMessage } from "../../app/.server/contact.server";
import { CONTACT_MESSAGES, contactSchema } from "../../app/domain/contact";
import type { ApiEnv } from "./types";
import { valid, withHumanCheck } from "./validate";

/** POST /api/contact {name, email, message} (docs/product.md#api). */
export const contactRoutes = new Hono<ApiEnv>().post("/", valid("json", withHumanCheck(contactSchema)), async (c) => {
  await sendContactMessage(c.var.server, c.req.raw, c.req.valid("json"));
  return c.json({ success: true, message: CONTACT_MESSAGES.sent }, 201);
});
