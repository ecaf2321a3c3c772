import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { logError, remixErrorToLog } from "./.server/observability.server";
import { keepRender, RENDER_STATUS_HEADER, renderKey, reuseRender } from "./.server/render-memo.server";
import { setDocumentHeaders } from "./.server/kept-page.server";
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
  const { requestId } = loadContext;
  setDocumentHeaders(responseHeaders, loadContext);

  // Same loader data, same URL: the page this isolate drew before (app/.server/render-memo.server.ts).
  const { loaderData, actionData, errors } = remixContext.staticHandlerContext;
  const key = import.meta.env.DEV
    ? null
    : renderKey({
        method: request.method,
        url: request.url,
        status: responseStatusCode,
        buildVersion: remixContext.manifest.version,
        loaderData,
        actionData,
        errors,
        now: new Date(),
      });
  const reused = key ? reuseRender(key, { nonce, requestId }) : null;
  if (reused !== null) {
    // The data's own stream into the page is not needed: the kept page already carries it.
    void remixContext.serverHandoffStream?.cancel().catch(() => {});
    responseHeaders.set(RENDER_STATUS_HEADER, "REUSED");
    return new Response(reused, { headers: responseHeaders, status: responseStatusCode });
  }

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

  if (key) {
    // Plain data has nothing left to stream: the whole page is read once, kept, and sent.
    await body.allReady;
    const html = await new Response(body).text();
    keepRender(key, { html, nonce, requestId }); // a key is only ever made for a 200
    responseHeaders.set(RENDER_STATUS_HEADER, "DRAWN");
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }
  if (isbot(request.headers.get("user-agent") || "")) {
    await body.allReady;
  }
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
export { handleQueue } from "../worker/queues";
export { answerKeptPage } from "./.server/kept-page.server";
