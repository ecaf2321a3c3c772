import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
import * as remixBuild from "remix-server-build";
import { getLoadContext } from "../app/load-context";
import { api } from "./api";
import { handleScheduled } from "./cron";
import { crossSiteGuard } from "./cross-site";

const handleRemixRequest = createRequestHandler(remixBuild as unknown as ServerBuild);

/** Front door: `/api/*` to the JSON router, everything else (any method) to Remix. */
const app = new Hono<{ Bindings: Env }>();

// Writes must come from our own pages (worker/cross-site.ts), for /api and Remix alike.
app.use("*", crossSiteGuard);

app.route("/api", api);

app.all("*", (c) => {
  const request = c.req.raw;
  const loadContext = getLoadContext({
    request,
    context: { cloudflare: { env: c.env, ctx: c.executionCtx, cf: request.cf, caches } },
  });
  return handleRemixRequest(request, loadContext);
});

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(handleScheduled(controller, env, ctx));
  },
} satisfies ExportedHandler<Env>;
