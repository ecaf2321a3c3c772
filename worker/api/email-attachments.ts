import { Hono } from "hono";
import { openAttachmentLink } from "../../app/.server/email/attachments.server";
import type { ApiEnv } from "./types";

/** GET /api/email-attachments/:token — expiring signed links for attachments too big to email (docs/decisions/0008-email.md). */
export const emailAttachmentRoutes = new Hono<ApiEnv>().get("/:token", (c) =>
  openAttachmentLink(c.var.server, c.req.param("token")),
);
