import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
import * as remixBuild from "remix-server-build";
import { openRequestD1, withBookmark } from "../app/.server/d1-session.server";
import { getLoadContext } from "../app/load-context";
import { logError } from "../app/.server/observability.server";
import { isAllowedMethod, methodNotAllowed, withBaselineHeaders } from "./baseline-headers";
import { crossSiteGuard, crossSitePageRefusal, isApiPath, pathnameOf } from "./cross-site";
import { serveWithEdgeCache } from "./edge-cache";
import type { WorkerEntryExports } from "./entry-exports";

// Everything app-specific comes from the one server build (app/entry.server.tsx
// re-exports the /api router, the cron handler and the queue consumers), so the service layer is
// bundled once, and tests of this entry run exactly what is deployed.
const build = remixBuild as unknown as ServerBuild;
const { api, handleScheduled, handleQueue, answerKeptPage } = build.entry.module as unknown as WorkerEntryExports;
const handleRemixRequest = createRequestHandler(build);

/** The router: `/api/*` to the JSON router, everything else (any method) to Remix. */
const app = new Hono<{ Bindings: Env }>();

// Writes must come from our own pages (worker/cross-site.ts), for /api and Remix alike.
app.use("*", crossSiteGuard);

app.route("/api", api);

app.all("*", (c) => renderPage(c.req.raw, c.env, c.executionCtx));

/** A page from Remix (or the kept page its loaders' data is). */
async function renderPage(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">,
): Promise<Response> {
  // The load context (database client, nonce) is made only here: a cached page needs none. The request's
  // `cf` and the caches are read only by whoever asks (each read builds an object; no page asks).
  const loadContext = getLoadContext({
    request,
    context: {
      cloudflare: {
        env,
        ctx,
        get cf() {
          return request.cf;
        },
        get caches() {
          return caches;
        },
      },
    },
  });
  // A member's page whose loaders answer a kept page's data is that page, before Remix (ADR 0068).
  return (await answerKeptPage(build, request, loadContext)) ?? handleRemixRequest(request, loadContext);
}

/** This deploy's id (new on every upload) and the client build's hash: the edge cache's key space. */
function buildVersion(env: Env): string {
  return [env.CF_VERSION_METADATA?.id, build.assets.version].filter(Boolean).join("-");
}

/** Which door a request takes: unknown methods refused, /api to the router, pages through the edge cache. */
async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const api = isApiPath(pathnameOf(request.url));
  if (!isAllowedMethod(request.method)) return methodNotAllowed(api);
  // Every query of this request goes through one D1 session (read replicas; app/.server/d1-session.server.ts).
  if (api) {
    const requestD1 = openRequestD1(env.DB, request);
    return withBookmark(await app.fetch(request, withDatabase(env, requestD1.d1), ctx), requestD1);
  }
  // The edge cache stands in front of the router, as Cloudflare's own cache would: a
  // public page it holds is answered before any routing, and nothing else is touched,
  // not even the D1 session (opened only for a page that is rendered).
  let requestD1: ReturnType<typeof openRequestD1> | undefined;
  const response = await serveWithEdgeCache(
    request,
    { version: buildVersion(env), waitUntil: (p) => ctx.waitUntil(p) },
    async () => {
      requestD1 = openRequestD1(env.DB, request);
      return pageDoor(request, withDatabase(env, requestD1.d1), ctx);
    },
  );
  return requestD1 ? withBookmark(response, requestD1) : response;
}

/**
 * A page's way past the router: the router's only rules for a page are the cross-site guard and its error
 * answer, so a page applies both itself instead of paying for the router's match and context. HEAD still
 * goes through the router, which answers it as GET without a body.
 */
async function pageDoor(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  if (request.method === "HEAD") return app.fetch(request, env, ctx);
  const refused = crossSitePageRefusal(request, env);
  if (refused) return refused;
  try {
    return await renderPage(request, env, ctx);
  } catch (error) {
    // As the router answers an error it did not expect.
    logError("page", error, request);
    return new Response("Internal Server Error", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=UTF-8" },
    });
  }
}

/**
 * The request's env: the platform's, with DB standing for its D1 session. It inherits every other
 * binding rather than copying them (a spread reads each binding on every answer); `DB` is its own
 * enumerable property, and nothing in the app enumerates env.
 */
function withDatabase(env: Env, d1: D1Database): Env {
  return Object.create(env, { DB: { value: d1, enumerable: true } }) as Env;
}

/** Front door: every answer leaves with the baseline headers (worker/baseline-headers.ts). */
export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext) {
    return withBaselineHeaders(await route(request, env, ctx));
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(handleScheduled(controller, env, ctx));
  },
  // Page views and the email outbox (worker/queues, docs/scaling.md).
  async queue(batch, env, ctx) {
    await handleQueue(batch, env, ctx);
  },
} satisfies ExportedHandler<Env>;
