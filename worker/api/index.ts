import { Hono } from "hono";
import { createServerContext } from "../../app/.server/context.server";
import { requestIdFor } from "../../app/.server/page-ids.server";
import { applyApiSecurityHeaders } from "./security-headers";
import { handleApiError, handleApiNotFound } from "./errors";
import { healthRoutes } from "./health";
import { adminRoutes } from "./admin";
import { emailAttachmentRoutes } from "./email-attachments";
import { checkoutSessionRoutes, paymentStatusRoutes } from "./payments";
import { stripeWebhookRoutes } from "./stripe-webhook";
import { oauthRoutes } from "./oauth";
import { sessionRoutes, userRoutes } from "./sessions";
import { documentFileRoutes, uploadDocumentRoutes, uploadedDocumentRoutes } from "./documents";
import { profileRoutes } from "./profile";
import { requestRoutes } from "./requests";
import { callRoutes } from "./calls";
import { messageRoutes } from "./messages";
import { contactRoutes } from "./contact";
import { pageViewRoutes } from "./page-views";
import { priceRoutes } from "./prices";
import { billRoutes } from "./bills";
import { passkeyRoutes, passkeySignInRoutes } from "./passkeys";
import type { ApiEnv } from "./types";

/**
 * The `/api/*` JSON contract (docs/product.md#api). One sub-router per resource, mounted at
 * its own prefix with its guard on the sub-app (`.use(requireApiUser)` / `.use(requireApiAdmin)`),
 * so a route added to it is guarded too; every handler is thin and calls the service layer in app/.server.
 */
export const api = new Hono<ApiEnv>()
  // One middleware: the answer's defaults before, its security headers after (worker/api/security-headers.ts).
  .use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Request-Id", requestIdFor(c.req.raw));
    c.set("server", createServerContext(c.env, executionContextOf(c)));
    await next();
    applyApiSecurityHeaders(c.res.headers);
  })
  // Chained, so the router's type carries every route for the browser's typed client (app/utils/api-client.ts).
  .route("/health", healthRoutes)
  .route("/admin", adminRoutes)
  .route("/email-attachments", emailAttachmentRoutes)
  .route("/create-checkout-session", checkoutSessionRoutes)
  .route("/payment-status", paymentStatusRoutes)
  .route("/stripe/webhook", stripeWebhookRoutes)
  .route("/oauth", oauthRoutes)
  .route("/users", userRoutes)
  .route("/user-profile", profileRoutes)
  .route("/user-requests", requestRoutes)
  .route("/calls", callRoutes)
  .route("/messages", messageRoutes)
  .route("/uploaded-documents", uploadedDocumentRoutes)
  .route("/upload-document", uploadDocumentRoutes)
  .route("/documents", documentFileRoutes)
  // Public only: sign-in and session routes without a common prefix (test/integration/api-guards.test.ts).
  .route("/", sessionRoutes)
  .route("/search-providers", priceRoutes)
  .route("/bills", billRoutes)
  .route("/contact", contactRoutes)
  .route("/page-views", pageViewRoutes)
  .route("/passkeys", passkeyRoutes)
  .route("/passkey-sign-in", passkeySignInRoutes)
  // A mounted router's notFound never runs (the parent would fall through to
  // Remix), so unknown /api paths end here explicitly.
  .all("*", handleApiNotFound)
  .onError(handleApiError);

/** The `/api` contract's type, for `hc` in the browser (type-only: no server code reaches the client bundle). */
export type AppType = typeof api;

function executionContextOf(c: { executionCtx: Pick<ExecutionContext, "waitUntil"> }) {
  try {
    return c.executionCtx;
  } catch {
    return undefined; // router called directly in a test, without a Worker context
  }
}
