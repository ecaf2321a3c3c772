// Secrets a deployment may leave unset, so wrangler.toml cannot list them in
// `secrets.required` (which is what `npm run cf-typegen` types from).
interface Env {
  /** Cloudflare Turnstile's secret: bot protection on forms that email strangers. */
  TURNSTILE_SECRET_KEY?: string;
}
