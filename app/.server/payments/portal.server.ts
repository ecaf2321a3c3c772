import { eq } from "drizzle-orm";
import { profiles } from "../../../db/schema";
import type { ServerContext } from "../context";
import { stripeClient, stripeFailure } from "./stripe.server";

/**
 * "Manage Plan" (D5): a Stripe customer portal session for the member's own
 * customer. Returns null when the member has never checked out (no customer),
 * so the caller can send them to the pricing page instead.
 */
export async function createBillingPortalSession(
  server: ServerContext,
  userId: string,
  returnUrl: string,
): Promise<{ url: string } | null> {
  const profile = await server.db.query.profiles.findFirst({
    columns: { stripeCustomerId: true },
    where: eq(profiles.id, userId),
  });
  if (!profile?.stripeCustomerId) return null;
  const stripe = stripeClient(server.env);
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: profile.stripeCustomerId,
      return_url: returnUrl,
    });
    return { url: session.url };
  } catch (error) {
    throw stripeFailure(error, "billing portal");
  }
}
