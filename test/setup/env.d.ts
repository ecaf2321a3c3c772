import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Origin of the OAuth provider stand-in (scripts/stand-ins/oauth.mjs), e.g. http://127.0.0.1:PORT. */
      OAUTH_STANDIN_ORIGIN: string;
    }
  }
}
