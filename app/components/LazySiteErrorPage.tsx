import { lazy, Suspense } from "react";
import { SiteErrorPage as ServerSiteErrorPage } from "./ErrorPage";

/**
 * The root boundary's error page. The server draws it in place, so an error's HTML (and the no-JavaScript page)
 * is whole; in the browser its code loads only when an error is shown, so a first visit does not download it
 * (docs/scaling.md, the first-visit budget), and the browser keeps the server's HTML until the code arrives.
 */
const SiteErrorPage = import.meta.env.SSR
  ? ServerSiteErrorPage
  : lazy(() => import("./ErrorPage").then((m) => ({ default: m.SiteErrorPage })));

export function LazySiteErrorPage() {
  return (
    <Suspense fallback={null}>
      <SiteErrorPage />
    </Suspense>
  );
}
