/** Types for scripts/stand-ins/start.mjs. */
export const STAND_IN_VALUES: Record<
  | "STRIPE_SECRET_KEY"
  | "STRIPE_PUBLISHABLE_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "GOOGLE_CLIENT_ID"
  | "GOOGLE_CLIENT_SECRET"
  | "TURNSTILE_SITE_KEY"
  | "TURNSTILE_SECRET_KEY",
  string
>;
type StandInNeeds = { stripe: boolean; google: boolean; turnstile?: boolean };
export function servicesNeedingStandIns(vars: Record<string, string>): Required<StandInNeeds>;
export function staleStandInVars(vars: Record<string, string>, need: StandInNeeds): Record<string, string>;
export function standInVarsToWrite(
  vars: Record<string, string>,
  standInVars: Record<string, string>,
): Record<string, string>;
export function startStandIns(options: {
  appOrigin: string;
  stripe?: boolean;
  google?: boolean;
  turnstile?: boolean;
  stripePort?: number;
  oauthPort?: number;
  turnstilePort?: number;
  stripeState?: string | null;
}): Promise<{
  vars: Record<string, string>;
  urls: { stripe?: string; google?: string; turnstile?: string };
  close(): Promise<void>;
}>;
export function stripeStateFile(persistTo?: string): string;
