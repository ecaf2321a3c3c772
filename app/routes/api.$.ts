import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Hono } from "hono";
import { api } from "../../worker/api";

/**
 * Only for `npm run dev` (Vite serves pages without the Worker in front):
 * forwards `/api/*` to the same Hono router. Left out of production builds,
 * where worker/index.ts answers `/api/*` before Remix sees it.
 */
const devApi = new Hono<{ Bindings: Env }>().route("/api", api);

function forward({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  return devApi.fetch(request, context.cloudflare.env, context.cloudflare.ctx as ExecutionContext);
}

export const loader = forward;
export const action = forward;
