import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { api } from "~/utils/api-client";

/** The last location reported, shared across StrictMode's double effects. */
let lastReportedKey: string | null = null;

/**
 * Reports every client-side location change (path + query) once to
 * POST /api/page-views (docs/product.md#analytics, docs/decisions/0010-analytics.md). Rendered once from app/root.tsx.
 * No personal data: the server stores the path and a redacted query only.
 */
export function PageViewTracker() {
  const location = useLocation();
  useEffect(() => {
    // location.key is new for every navigation, the same for a StrictMode re-run.
    const key = `${location.key}|${location.pathname}${location.search}`;
    if (key === lastReportedKey) return;
    lastReportedKey = key;
    // keepalive lets the report finish even if the page is being left.
    api["page-views"].$post({ json: { path: location.pathname, query: location.search } }, { init: { keepalive: true } }).catch(() => {
      // Analytics must never disturb the page.
    });
  }, [location.key, location.pathname, location.search]);
  return null;
}
