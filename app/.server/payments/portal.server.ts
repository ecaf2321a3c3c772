import { customerFor } from "./checkout.server";
import type { ServerContext } from "../context.server";
import { portalConfiguration } from "./catalog.server";
import { stripeClient, stripeFailure } from "./stripe.server";

/**
 * "Manage Plan" (docs/decisions/0007-payments.md): a Stripe customer portal session for the member's own
 * customer. A member whose plan predates Stripe (no customer yet, e.g. the
 * demo accounts) gets their customer created first, so the portal opens for
 * everyone who has a plan. The portal is ours from `npm run stripe:setup`: it offers switching
 * between the memberships (Stripe's default configuration, if there is none).
 */
export async function createBillingPortalSession(
  server: ServerContext,
  userId: string,
  returnUrl: string,
): Promise<{ url: string }> {
  const stripe = stripeClient(server.env);
  try {
    const customer = await customerFor(server, stripe, userId);
    const configuration = await portalConfiguration(stripe);
    const session = await stripe.billingPortal.sessions.create({ customer, configuration, return_url: returnUrl });
    return { url: session.url };
  } catch (error) {
    throw stripeFailure(error, "billing portal");
  }
}
