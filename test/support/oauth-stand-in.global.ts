// vitest globalSetup (workers project): serves the OAuth provider stand-in from
// Node on the port vitest.config.ts chose and passed to the Worker as
// OAUTH_STANDIN_ORIGIN (tests point the provider's endpoints at it).
import { startOAuthStandIn } from "./oauth-stand-in.mjs";

export default async function setup() {
  const port = Number(process.env.OAUTH_STANDIN_PORT);
  if (!port) throw new Error("OAUTH_STANDIN_PORT is not set (vitest.config.ts sets it)");
  const standIn = await startOAuthStandIn({ port });
  return async () => {
    await standIn.close();
  };
}
