/** Types for the Node-side Turnstile stand-in (scripts/stand-ins/turnstile.mjs). */
export { STAND_IN_TURNSTILE, TURNSTILE_TEST_KEYS } from "./turnstile-keys.mjs";
export const TOKEN_LIFETIME_MS: number;
export function startTurnstileStandIn(options?: { port?: number; host?: string }): Promise<{
  port: number;
  url: string;
  scriptUrl: string;
  verifyUrl: string;
  close(): Promise<void>;
}>;
