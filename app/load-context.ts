import type { AppLoadContext } from "@remix-run/cloudflare";
import { createServerContext, type ServerContext } from "./.server/context.server";
import { createNonce, requestIdFor } from "./.server/page-ids.server";

/** What the Worker (and `npm run dev`'s platform proxy) hands Remix. */
export type CloudflareContext = {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  cf?: unknown;
  caches: unknown;
};

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
    /** Services' view of the platform: env, drizzle client, waitUntil. */
    server: ServerContext;
    /** Per-request nonce for the Content-Security-Policy. */
    cspNonce: string;
    /** This request's id in logs and on the 500 page (`cf-ray` in production). */
    requestId: string;
  }
}

/** The one load context shared by worker/index.ts and vite.config.ts. */
export function getLoadContext({
  request,
  context,
}: {
  request: Request;
  context: { cloudflare: CloudflareContext };
}): AppLoadContext {
  const { env, ctx } = context.cloudflare;
  return {
    cloudflare: context.cloudflare,
    server: createServerContext(env, ctx),
    cspNonce: createNonce(),
    requestId: requestIdFor(request),
  };
}
