/** Types for the Node-side Stripe stand-in (test/support/stripe-stand-in.mjs). */
export type RecordedStripeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: Record<string, any>;
  authorization: string | null;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  at: number;
};

export type StripeStandIn = {
  port: number;
  url: string;
  requests: RecordedStripeRequest[];
  sessions: Map<string, Record<string, unknown>>;
  customers: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
};

export function parseStripeForm(text: string): Record<string, unknown>;
export function startStripeStandIn(options?: { port?: number; host?: string }): Promise<StripeStandIn>;
export function findFreePort(host?: string): Promise<number>;
