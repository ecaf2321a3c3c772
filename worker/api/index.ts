import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { createServerContext } from "../../app/.server/context";
import { requestIdFor } from "../../app/.server/observability.server";
import { handleApiError, handleApiNotFound } from "./errors";
import { healthRoutes } from "./health";
import { adminRoutes } from "./admin";
import { emailAttachmentRoutes } from "./email-attachments";
import { checkoutSessionRoutes, paymentStatusRoutes } from "./payments";
import { stripeWebhookRoutes } from "./stripe-webhook";
import { oauthRoutes } from "./oauth";
import { sessionRoutes } from "./sessions";
import { documentRoutes } from "./documents";
import { profileRoutes } from "./profile";
import { requestRoutes } from "./requests";
import { contactRoutes } from "./contact";
import { pageViewRoutes } from "./page-views";
import { priceRoutes } from "./prices";
import type { ApiEnv } from "./types";

/**
 * The `/api/*` JSON contract (docs/product.md#api). One sub-router per resource; every
 * handler is thin and calls the service layer in app/.server.
 */
export const api = new Hono<ApiEnv>();

// Defaults only: a handler's own header wins (files keep no-referrer, app/.server/file-headers.server.ts).
api.use("*", secureHeaders({ xFrameOptions: "DENY", referrerPolicy: "strict-origin-when-cross-origin", overwrite: false }));
api.use("*", async (c, next) => {
  c.header("Cache-Control", "no-store");
  c.header("X-Request-Id", requestIdFor(c.req.raw));
  c.set("server", createServerContext(c.env, executionContextOf(c)));
  await next();
});

api.route("/health", healthRoutes);
api.route("/admin", adminRoutes);
api.route("/email-attachments", emailAttachmentRoutes);
api.route("/create-checkout-session", checkoutSessionRoutes);
api.route("/payment-status", paymentStatusRoutes);
api.route("/stripe/webhook", stripeWebhookRoutes);
api.route("/oauth", oauthRoutes);
api.route("/", sessionRoutes);
api.route("/", profileRoutes);
api.route("/", requestRoutes);
api.route("/", documentRoutes);
api.route("/search-providers", priceRoutes);
api.route("/contact", contactRoutes);
api.route("/page-views", pageViewRoutes);

// A mounted router's notFound never runs (the parent would fall through to
// Remix), so unknown /api paths end here explicitly.
api.all("*", handleApiNotFound);
api.onError(handleApiError);

function executionContextOf(c: { executionCtx: Pick<ExecutionContext, "waitUntil"> }) {
  try {
    return c.executionCtx;
  } catch {
    return undefined; // router called directly in a test, without a Worker context
  }
}
