import { useLocation } from "@remix-run/react";
import type { InferRequestType } from "hono/client";
import { useEffect } from "react";
import type { api } from "~/utils/api-client";

/** What POST /api/page-views reads, typed from the route itself (a type only: no client code). */
type PageViewBody = InferRequestType<(typeof api)["page-views"]["$post"]>["json"];

/** The last location reported, shared across StrictMode's double effects. */
let lastReportedKey: string | null = null;

/**
 * Reports every client-side location change (path + query) once to
 * POST /api/page-views (docs/product.md#analytics, docs/decisions/0010-analytics.md). Rendered once from app/root.tsx.
 * No personal data: the server stores the path and a redacted query only.
 *
 * A beacon, the browser's own way to send analytics: queued off the page's
 * critical path, finished even when the page is being left, and no API client
 * in the first visit's JavaScript. Where a browser refuses the beacon, the typed
 * client is loaded and used instead.
 */
export function PageViewTracker() {
  const location = useLocation();
  useEffect(() => {
    // location.key is new for every navigation, the same for a StrictMode re-run.
    const key = `${location.key}|${location.pathname}${location.search}`;
    if (key === lastReportedKey) return;
    lastReportedKey = key;
    const body: PageViewBody = { path: location.pathname, query: location.search };
    const queued =
      typeof navigator.sendBeacon === "function" &&
      navigator.sendBeacon("/api/page-views", new Blob([JSON.stringify(body)], { type: "application/json" }));
    if (queued) return;
    import("~/utils/api-client")
      .then(({ api }) => api["page-views"].$post({ json: body }, { init: { keepalive: true } }))
      .catch(() => {
        // Analytics must never disturb the page.
      });
  }, [location.key, location.pathname, location.search]);
  return null;
}
