import { Hono } from "hono";
import { sendContactMessage } from "../../app/.server/contact.server";
import { CONTACT_MESSAGES } from "../../app/schemas/contact";
import { readJson } from "./body";
import type { ApiEnv } from "./types";

/** POST /api/contact {name, email, message} (docs/product.md#api). */
export const contactRoutes = new Hono<ApiEnv>().post("/", async (c) => {
  const ip = c.req.header("CF-Connecting-IP") ?? "unknown";
  await sendContactMessage(c.var.server, await readJson(c), ip);
  return c.json({ success: true, message: CONTACT_MESSAGES.sent }, 201);
});
