import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireUser } from "~/.server/auth/guards.server";
import { ServiceError } from "~/.server/errors.server";
import { logError } from "~/.server/observability.server";
import { createBillingPortalSession } from "~/.server/payments/portal.server";

/**
 * `POST /billing-portal`: "Manage Plan" (docs/decisions/0007-payments.md). Opens Stripe's customer portal
 * for the member's own customer (created first if they never checked out).
 * Failures return to the dashboard with `billing=error`.
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
    return redirect("/dashboard?billing=error");
  }
}

export function loader() {
  return redirect("/dashboard");
}
