import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Each [[ratelimits]] binding's limit in wrangler.toml, by binding name (vitest.config.ts). */
      TEST_RATE_LIMITS: Record<string, number>;
      /** Origin of the OAuth provider stand-in (scripts/stand-ins/oauth.mjs), e.g. http://127.0.0.1:PORT. */
      OAUTH_STANDIN_ORIGIN: string;
      /** A second OAuth provider stand-in, driven only by test/integration/faults-oauth.test.ts. */
      OAUTH_FAULTS_STANDIN_ORIGIN: string;
      /** Origin of the Turnstile stand-in (scripts/stand-ins/turnstile.mjs). */
      TURNSTILE_STANDIN_ORIGIN: string;
      /** Local send_email bindings that refuse other recipients / our sender (vitest.config.ts). */
      EMAIL_SUPPORT_ONLY: SendEmail;
      EMAIL_OTHER_SENDER_ONLY: SendEmail;
    }
  }
}
