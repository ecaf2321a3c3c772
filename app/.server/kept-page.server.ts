/**
 * A member's page whose loaders answer what a kept page was drawn from is answered before Remix
 * (docs/decisions/0068-kept-pages-before-remix.md). The render memo (render-memo.server.ts) already
 * reuses the drawn HTML when a request's loaders produce the same data; but Remix still matched the
 * URL against every route, encoded the loaders' data for the page (turbo-stream) and streamed it, only
 * for the kept HTML to be sent instead. Here the page's loaders run first, guards and all, exactly as
 * Remix would run them; if their data is a kept page's key, that page is the answer. Otherwise Remix
 * answers the request from the same loader runs (`loadOnce`): nothing is read twice.
 */
import type { AppLoadContext, LoaderFunctionArgs, ServerBuild } from "@remix-run/cloudflare";
import { standInFormOrigins, standInTurnstileOrigin } from "./environment.server";
import { RENDER_STATUS_HEADER, renderKey, reuseRender } from "./render-memo.server";
import { applyDocumentSecurityHeaders } from "./security-headers.server";

/** The addresses answered this way, with the routes (root first) whose loaders draw them. */
const KEPT_PAGE_ROUTES: Readonly<Record<string, readonly string[]>> = {
  "/dashboard": ["root", "routes/dashboard"],
  "/admin-dashboard": ["root", "routes/admin-dashboard"],
};

/** Search parameters Remix strips or reads itself before a loader sees the request: such a URL goes to Remix. */
const REMIX_PARAMS = ["index", "_routes", "_data"];

/** This request's loader runs, by route id, kept on its ServerContext (one per request) until Remix takes them. */
const runs = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * A route's loader that answers the run the kept-page door already made for this request, if it made
 * one, instead of running again.
 */
export function loadOnce<R>(
  routeId: string,
  load: (args: LoaderFunctionArgs) => Promise<R>,
): (args: LoaderFunctionArgs) => Promise<R> {
  return (args) => {
    const made = runs.get(args.context.server);
    const run = made?.get(routeId);
    if (!run) return load(args);
    made?.delete(routeId);
    return run as Promise<R>;
  };
}

/** The headers every HTML document leaves with (entry.server.tsx sets the same on a drawn page). */
export function setDocumentHeaders(headers: Headers, context: AppLoadContext): void {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("X-Request-Id", context.requestId);
  applyDocumentSecurityHeaders(headers, {
    nonce: context.cspNonce,
    dev: import.meta.env.DEV,
    formOrigins: standInFormOrigins(context.server.env),
    turnstileOrigin: standInTurnstileOrigin(context.server.env),
  });
}

/** The kept page for `request` when its loaders' data is one, else null (Remix answers, from the same runs). */
export async function answerKeptPage(
  build: ServerBuild,
  request: Request,
  context: AppLoadContext,
): Promise<Response | null> {
  if (request.method !== "GET" || import.meta.env.DEV) return null;
  const url = new URL(request.url);
  const routeIds = KEPT_PAGE_ROUTES[url.pathname];
  if (!routeIds || REMIX_PARAMS.some((name) => url.searchParams.has(name))) return null;
  const loaders = routeIds.map((id) => build.routes[id]?.module.loader);
  if (loaders.some((load) => !load)) return null;

  const made = new Map<string, Promise<unknown>>();
  runs.set(context.server, made);
  // All started in this turn, as Remix starts them: their D1 reads travel in one batch (read-together.server.ts).
  routeIds.forEach((id, i) => {
    const run = new Promise((resolve) => resolve(loaders[i]?.({ request, context, params: {} })));
    run.catch(() => {}); // a refusal (a redirect to sign in) is Remix's to answer, from this run
    made.set(id, run);
  });
  const settled = await Promise.allSettled(made.values());
  if (settled.some((result) => result.status === "rejected")) return null;
  const loaderData = Object.fromEntries(
    routeIds.map((id, i) => [id, (settled[i] as PromiseFulfilledResult<unknown>).value]),
  );
  const key = renderKey({
    method: request.method,
    url: request.url,
    status: 200,
    buildVersion: build.assets.version,
    loaderData,
    actionData: null,
    errors: null,
    now: new Date(),
  });
  const page = key ? reuseRender(key, { nonce: context.cspNonce, requestId: context.requestId }) : null;
  if (page === null) return null;
  runs.delete(context.server);
  const headers = new Headers();
  setDocumentHeaders(headers, context);
  headers.set(RENDER_STATUS_HEADER, "KEPT");
  return new Response(page, { status: 200, headers });
}
