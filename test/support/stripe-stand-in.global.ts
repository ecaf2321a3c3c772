// vitest globalSetup (workers project): serves the Stripe stand-in from Node on
// the port vitest.config.ts chose and passed to the Worker as STRIPE_API_BASE.
import { startStripeStandIn } from "./stripe-stand-in.mjs";

export default async function setup() {
  const port = Number(process.env.STRIPE_STANDIN_PORT);
  if (!port) throw new Error("STRIPE_STANDIN_PORT is not set (vitest.config.ts sets it)");
  const standIn = await startStripeStandIn({ port });
  return async () => {
    await standIn.close();
  };
}
