import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { portalConfiguration } from "./catalog.server";
import { withCustomer } from "./customers.server";
import { stripeClient, stripeFailure } from "./stripe.server";

/**
 * "Manage Plan" (docs/decisions/0007-payments.md): a Stripe customer portal session for the member's own
 * customer. A member whose plan predates Stripe (no customer yet) gets their customer created first,
 * so the portal opens for everyone who has a plan. When Stripe no longer knows the stored customer,
 * a new one is made (docs/decisions/0050-stripe-customer-made-again.md); the old customer's
 * subscriptions went with it, so rather than an empty portal the member is told plainly that there
 * is no subscription to manage (409). The portal is ours from `npm run stripe:setup`.
 */
export async function createBillingPortalSession(
  server: ServerContext,
  userId: string,
  returnUrl: string,
): Promise<{ url: string }> {
  const stripe = stripeClient(server.env);
  try {
    const configuration = await portalConfiguration(stripe);
    const session = await withCustomer(server, stripe, userId, (customer, replaced) => {
      if (replaced) throw ServiceError.refusing(409, { code: "noSubscription" });
      return stripe.billingPortal.sessions.create({ customer, configuration, return_url: returnUrl });
    });
    return { url: session.url };
  } catch (error) {
    throw stripeFailure(error, "billing portal");
  }
}
