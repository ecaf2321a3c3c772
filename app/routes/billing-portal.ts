import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireUser } from "~/.server/auth/guards.server";
import { ServiceError } from "~/.server/errors.server";
import { logError } from "~/.server/observability.server";
import { createBillingPortalSession } from "~/.server/payments/portal.server";
import { PAYMENT_MESSAGES } from "~/domain/payments";

/**
 * `POST /billing-portal`: "Manage Plan" (docs/decisions/0007-payments.md). Opens Stripe's customer portal
 * for the member's own customer (created first if they never checked out).
 * Failures return to the dashboard with `billing=error`; a customer Stripe had lost (made again, so
 * holding no subscription) with `billing=none`, which says so plainly.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.server, request, { redirectTo: "/sign-in" });
  const returnUrl = `${new URL(request.url).origin}/dashboard`;
  try {
    const portal = await createBillingPortalSession(context.server, user.id, returnUrl);
    return redirect(portal.url);
  } catch (error) {
    if (!(error instanceof ServiceError)) {
      logError("billing portal", error, request);
    }
    const none = error instanceof ServiceError && error.message === PAYMENT_MESSAGES.noSubscription;
    return redirect(`/dashboard?billing=${none ? "none" : "error"}`);
  }
}

export function loader() {
  return redirect("/dashboard");
}
