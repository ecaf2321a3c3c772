/** Types for the Node-side OAuth provider stand-in (scripts/stand-ins/oauth.mjs). */
export type OAuthStandInUser = {
  sub: string;
  email: string;
  email_verified: boolean | string;
  given_name?: string;
  name?: string;
};

export type RecordedOAuthRequest = {
  method: string;
  path: string;
  /** How the token request authenticated its client; null elsewhere or when it did not. */
  clientAuth: "client_secret_basic" | "client_secret_post" | null;
  /** The client the request was made for (token: its credentials; userinfo: the token's client). */
  clientId: string | null;
  /** The token request's form fields; null elsewhere. */
  form: Record<string, string> | null;
  at: number;
};

/** POST /__control/authorize's answer: the code, and where the provider sends the browser back. */
export type OAuthStandInConsent = { code: string; state: string | null; callbackUrl: string };

export type OAuthStandIn = {
  port: number;
  url: string;
  requests: RecordedOAuthRequest[];
  reset(clients?: Record<string, string>): void;
  close(): Promise<void>;
};

export function s256(verifier: string): string;
export function startOAuthStandIn(options?: {
  port?: number;
  host?: string;
  clients?: Record<string, string>;
}): Promise<OAuthStandIn>;
