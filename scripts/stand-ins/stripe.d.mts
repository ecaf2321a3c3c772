/** Types for the Node-side Stripe stand-in (scripts/stand-ins/stripe.mjs). */
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
  /** Webhook events sent by the hosted pages, oldest first (status 0: app unreachable). */
  events: { id: string; type: string; status: number; at: number; event: Record<string, unknown> }[];
  sessions: Map<string, Record<string, unknown>>;
  customers: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  invoices: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
};

export function parseStripeForm(text: string): Record<string, unknown>;
export function startStripeStandIn(options?: {
  port?: number;
  host?: string;
  webhook?: { url: string; secret: string; apiVersion?: string } | null;
  /** Where it keeps its memory across restarts (none: memory only). */
  stateFile?: string | null;
}): Promise<StripeStandIn>;
export function findFreePort(host?: string): Promise<number>;
