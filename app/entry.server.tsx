import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { standInFormOrigins } from "./.server/dev/development.server";
import { logError, remixErrorToLog } from "./.server/observability.server";
import { applyDocumentSecurityHeaders } from "./.server/security-headers";
import { NonceProvider } from "./utils/nonce";
import { RequestIdProvider } from "./utils/request-id";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RequestIdProvider value={loadContext.requestId}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </RequestIdProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) logError("render", error, request);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));

  if (isbot(request.headers.get("user-agent") || "")) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("X-Request-Id", loadContext.requestId);
  applyDocumentSecurityHeaders(responseHeaders, {
    nonce,
    dev: import.meta.env.DEV,
    formOrigins: standInFormOrigins(loadContext.server.env),
  });
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Loader and action failures Remix did not expect (thrown 4xx Responses are answers, not errors). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const failure = remixErrorToLog(error);
  if (failure !== null) logError("remix", failure, request);
};

/*
 * What the Worker needs besides Remix's pages: the `/api` router and the cron
 * jobs. They travel inside the server build so the deployed Worker holds one
 * copy of the service layer (worker/index.ts reads them from `build.entry.module`).
 */
export { api } from "../worker/api";
export { handleScheduled } from "../worker/cron";
