/** Types for scripts/stand-ins/start.mjs. */
export const STAND_IN_VALUES: Record<
  | "STRIPE_SECRET_KEY"
  | "STRIPE_PUBLISHABLE_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "GOOGLE_CLIENT_ID"
  | "GOOGLE_CLIENT_SECRET",
  string
>;
export function servicesNeedingStandIns(vars: Record<string, string>): { stripe: boolean; google: boolean };
export function staleStandInVars(
  vars: Record<string, string>,
  need: { stripe: boolean; google: boolean },
): Record<string, string>;
export function standInVarsToWrite(
  vars: Record<string, string>,
  standInVars: Record<string, string>,
): Record<string, string>;
export function startStandIns(options: {
  appOrigin: string;
  stripe?: boolean;
  google?: boolean;
  stripePort?: number;
  oauthPort?: number;
}): Promise<{ vars: Record<string, string>; urls: { stripe?: string; google?: string }; close(): Promise<void> }>;
