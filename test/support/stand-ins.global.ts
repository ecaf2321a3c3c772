// vitest globalSetup (workers project): serves the Stripe and OAuth provider
// stand-ins (scripts/stand-ins/) from Node on the ports vitest.config.ts chose
// and passed to the Worker as STRIPE_API_BASE and OAUTH_STANDIN_ORIGIN.
import { startOAuthStandIn } from "../../scripts/stand-ins/oauth.mjs";
import { startStripeStandIn } from "../../scripts/stand-ins/stripe.mjs";

export default async function setup() {
  const stripePort = Number(process.env.STRIPE_STANDIN_PORT);
  const oauthPort = Number(process.env.OAUTH_STANDIN_PORT);
  if (!stripePort || !oauthPort) throw new Error("STRIPE_STANDIN_PORT / OAUTH_STANDIN_PORT are not set (vitest.config.ts sets them)");
  const running = [await startStripeStandIn({ port: stripePort }), await startOAuthStandIn({ port: oauthPort })];
  return async () => {
    await Promise.all(running.map((standIn) => standIn.close()));
  };
}
