import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

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
    const body = JSON.stringify({ path: location.pathname, query: location.search });
    // keepalive lets the report finish even if the page is being left.
    fetch("/api/page-views", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      keepalive: true,
    }).catch(() => {
      // Analytics must never disturb the page.
    });
  }, [location.key, location.pathname, location.search]);
  return null;
}
