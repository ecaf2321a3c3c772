// vitest globalSetup (workers project): serves the Stripe, OAuth provider and Turnstile
// stand-ins (scripts/stand-ins/) from Node on the ports vitest.config.ts chose
// and passed to the Worker as STRIPE_API_BASE and OAUTH_STANDIN_ORIGIN (plus a
// second provider, OAUTH_FAULTS_STANDIN_ORIGIN, that only the fault tests switch off;
// Turnstile at TURNSTILE_STANDIN_ORIGIN).
import { startOAuthStandIn } from "../../scripts/stand-ins/oauth.mjs";
import { startStripeStandIn } from "../../scripts/stand-ins/stripe.mjs";
import { startTurnstileStandIn } from "../../scripts/stand-ins/turnstile.mjs";
import { loadCatalog, setupStripeCatalog, stripeFor } from "../../scripts/stripe-setup.mjs";

export default async function setup() {
  const stripePort = Number(process.env.STRIPE_STANDIN_PORT);
  const oauthPort = Number(process.env.OAUTH_STANDIN_PORT);
  const faultsOAuthPort = Number(process.env.OAUTH_FAULTS_STANDIN_PORT);
  const turnstilePort = Number(process.env.TURNSTILE_STANDIN_PORT);
  if (!stripePort || !oauthPort || !faultsOAuthPort || !turnstilePort) {
    throw new Error(
      "STRIPE_STANDIN_PORT / OAUTH_STANDIN_PORT / OAUTH_FAULTS_STANDIN_PORT / TURNSTILE_STANDIN_PORT are not set (vitest.config.ts sets them)",
    );
  }
  const stripe = await startStripeStandIn({ port: stripePort });
  // The catalog exactly as `npm run stripe:setup` makes it in a real account.
  await setupStripeCatalog(stripeFor("sk_test_standin", stripe.url), await loadCatalog());
  const running = [
    stripe,
    await startOAuthStandIn({ port: oauthPort }),
    await startOAuthStandIn({ port: faultsOAuthPort }),
    await startTurnstileStandIn({ port: turnstilePort }),
  ];
  return async () => {
    await Promise.all(running.map((standIn) => standIn.close()));
  };
}
