import { ServiceError } from "../../errors.server";

/** Where passkeys are made and used: the RP ID they are bound to and the page origins that may answer. */
export type RelyingParty = { id: string; name: string; origins: string[] };

const RP_NAME = "Care Finder";
/** Development's fixed RP ID: browsers treat http://localhost as secure; an IP address cannot hold passkeys. */
const DEVELOPMENT_RP_ID = "localhost";

/**
 * Never read from the request's Host in staging or production: the RP ID is the
 * hostname of APP_URL, the environment's configured address (wrangler.toml), and
 * the one origin a ceremony may come from is APP_URL's. Development runs on
 * localhost at whatever port it was given, so there the request's own origin is
 * accepted when (and only when) its host is localhost.
 */
export function relyingParty(env: Pick<Env, "ENVIRONMENT" | "APP_URL">, request: Request): RelyingParty {
  if (env.ENVIRONMENT === "development") {
    const here = new URL(request.url);
    return {
      id: DEVELOPMENT_RP_ID,
      name: RP_NAME,
      origins: here.hostname === DEVELOPMENT_RP_ID ? [here.origin] : [],
    };
  }
  let app: URL;
  try {
    app = new URL(env.APP_URL);
  } catch {
    throw ServiceError.plain(503, "passkeysUnavailable", "Passkeys are not available right now.");
  }
  return { id: app.hostname, name: RP_NAME, origins: [app.origin] };
}
