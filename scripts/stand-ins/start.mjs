// Starts the local stand-ins for Google sign-in, Stripe and Turnstile beside the app, the
// one way `npm start`, `npm run dev` (scripts/bootstrap.mjs) and the Playwright
// server (scripts/e2e-server.mjs) all do it. Answers the variables that point
// the app at them; the caller hands those to wrangler (.dev.vars or --var).
import { startOAuthStandIn } from "./oauth.mjs";
import { loadCatalog, setupStripeCatalog, stripeFor } from "../stripe-setup.mjs";
import { startStripeStandIn } from "./stripe.mjs";
import { STAND_IN_TURNSTILE, startTurnstileStandIn } from "./turnstile.mjs";

/**
 * The stand-ins' made-up credentials. The app holds them in .dev.vars; they
 * mean nothing anywhere else, and bootstrap recognises them as "no real key".
 */
export const STAND_IN_VALUES = {
  STRIPE_SECRET_KEY: "sk_test_local_stand_in",
  STRIPE_PUBLISHABLE_KEY: "pk_test_local_stand_in",
  STRIPE_WEBHOOK_SECRET: "whsec_local_stand_in",
  GOOGLE_CLIENT_ID: "care-finder-local.stand-in.apps.example",
  GOOGLE_CLIENT_SECRET: "local-stand-in-secret",
  TURNSTILE_SITE_KEY: STAND_IN_TURNSTILE.siteKey,
  TURNSTILE_SECRET_KEY: STAND_IN_TURNSTILE.secret,
};

const isStandIn = (vars, name) => !vars[name] || vars[name] === STAND_IN_VALUES[name];

/** Which outside services have no real key in `vars` (a .dev.vars), so need their stand-in. */
export function servicesNeedingStandIns(vars) {
  return {
    stripe: isStandIn(vars, "STRIPE_SECRET_KEY"),
    google: isStandIn(vars, "GOOGLE_CLIENT_ID"),
    turnstile: isStandIn(vars, "TURNSTILE_SECRET_KEY"),
  };
}

/**
 * For a service used for real: its stand-in address and any stand-in key left
 * from an earlier start, blanked (a stand-in webhook secret would refuse
 * Stripe's real events).
 */
export function staleStandInVars(vars, need) {
  const names = [
    ...(need.stripe ? [] : ["STRIPE_API_BASE", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]),
    ...(need.google
      ? []
      : [
          "OAUTH_GOOGLE_AUTHORIZATION_URL",
          "OAUTH_GOOGLE_TOKEN_URL",
          "OAUTH_GOOGLE_USERINFO_URL",
          "GOOGLE_CLIENT_SECRET",
        ]),
    ...(need.turnstile === false ? ["TURNSTILE_VERIFY_URL", "TURNSTILE_SCRIPT_URL", "TURNSTILE_SITE_KEY"] : []),
  ];
  return Object.fromEntries(
    names
      .filter((name) => !(name in STAND_IN_VALUES) || vars[name] === STAND_IN_VALUES[name])
      .map((name) => [name, ""]),
  );
}

/** The stand-in variables to write, never replacing a real value someone put there. */
export function standInVarsToWrite(vars, standInVars) {
  return Object.fromEntries(
    Object.entries(standInVars).filter(([name]) => !(name in STAND_IN_VALUES) || isStandIn(vars, name)),
  );
}

/** Where the Stripe stand-in keeps its memory, beside D1's local state (`persistTo`, wrangler's default). */
export const stripeStateFile = (persistTo = ".wrangler/state") => `${persistTo}/stripe-stand-in.json`;

/**
 * Starts the stand-ins asked for. `appOrigin` is where the app listens
 * (webhooks go to its /api/stripe/webhook). Ports: 0 = any free one.
 * `stripeState`: the Stripe stand-in's state file (stripeStateFile()), kept across restarts.
 * Answers { vars, urls, close() }; `vars` are the app's variables for them.
 */
export async function startStandIns({
  appOrigin,
  stripe = true,
  google = true,
  turnstile = true,
  stripePort = 0,
  oauthPort = 0,
  turnstilePort = 0,
  stripeState = null,
}) {
  const vars = {};
  const urls = {};
  const running = [];
  const tryPort = async (start, port) => {
    try {
      return await start(port);
    } catch (error) {
      if (error?.code !== "EADDRINUSE" || port === 0) throw error;
      return start(0); // the usual port is taken: any free one
    }
  };
  if (stripe) {
    const standIn = await tryPort(
      (port) =>
        startStripeStandIn({
          port,
          webhook: { url: `${appOrigin}/api/stripe/webhook`, secret: STAND_IN_VALUES.STRIPE_WEBHOOK_SECRET },
          stateFile: stripeState,
        }),
      stripePort,
    );
    // The products, prices and portal `npm run stripe:setup` makes in a real account.
    await setupStripeCatalog(stripeFor(STAND_IN_VALUES.STRIPE_SECRET_KEY, standIn.url), await loadCatalog());
    running.push(standIn);
    urls.stripe = standIn.url;
    Object.assign(vars, {
      STRIPE_SECRET_KEY: STAND_IN_VALUES.STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_VALUES.STRIPE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_VALUES.STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.url,
    });
  }
  if (google) {
    const clients = { [STAND_IN_VALUES.GOOGLE_CLIENT_ID]: STAND_IN_VALUES.GOOGLE_CLIENT_SECRET };
    const standIn = await tryPort((port) => startOAuthStandIn({ port, clients }), oauthPort);
    running.push(standIn);
    urls.google = standIn.url;
    Object.assign(vars, {
      GOOGLE_CLIENT_ID: STAND_IN_VALUES.GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: STAND_IN_VALUES.GOOGLE_CLIENT_SECRET,
      OAUTH_GOOGLE_AUTHORIZATION_URL: `${standIn.url}/authorize`,
      OAUTH_GOOGLE_TOKEN_URL: `${standIn.url}/token`,
      OAUTH_GOOGLE_USERINFO_URL: `${standIn.url}/userinfo`,
    });
  }
  if (turnstile) {
    const standIn = await tryPort((port) => startTurnstileStandIn({ port }), turnstilePort);
    running.push(standIn);
    urls.turnstile = standIn.url;
    Object.assign(vars, {
      TURNSTILE_SITE_KEY: STAND_IN_VALUES.TURNSTILE_SITE_KEY,
      TURNSTILE_SECRET_KEY: STAND_IN_VALUES.TURNSTILE_SECRET_KEY,
      TURNSTILE_SCRIPT_URL: standIn.scriptUrl,
      TURNSTILE_VERIFY_URL: standIn.verifyUrl,
    });
  }
  return { vars, urls, close: () => Promise.all(running.map((standIn) => standIn.close())) };
}
