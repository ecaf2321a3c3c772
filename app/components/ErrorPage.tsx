import { isRouteErrorResponse, Link } from "@remix-run/react";

/** Where people who followed a broken link usually meant to go. */
const POPULAR_PAGES = [
  { to: "/", label: "Preview what a procedure costs" },
  { to: "/pricing", label: "Care Concierge plans" },
  { to: "/insurance-guidance", label: "Supplemental coverage" },
  { to: "/dashboard", label: "My Care Dashboard" },
  { to: "/privacy-terms", label: "Privacy & Terms" },
] as const;

/** The title of an error page, by status. */
export function errorTitle(status: number): string {
  return status === 404 ? "Page not found | Care Finder" : "Something went wrong | Care Finder";
}

/**
 * The site-styled page behind every 404 and 500, and behind a refused request
 * (another 4xx) with the server's own message for it.
 */
export function ErrorPage({ status, requestId, message }: { status: number; requestId?: string; message?: string }) {
  const notFound = status === 404;
  const refused = !notFound && status >= 400 && status < 500;
  const title = notFound ? "We couldn't find that page" : refused ? "We could not accept that request" : "Something went wrong";
  const lead = notFound
    ? "The address may be mistyped, or the page may have moved."
    : refused
      ? message || "Please go back and try again."
      : "We hit a problem on our side. Please try again in a moment.";
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <p className="error-page__code">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p className="lead">{lead}</p>
      {!notFound && !refused && requestId ? (
        <p>
          If it keeps happening, write to us and quote this code: <code data-testid="request-id">{requestId}</code>
        </p>
      ) : null}
      <p>
        <Link className="btn btn-primary" to="/">
          Back to Care Finder
        </Link>
      </p>
      {notFound ? (
        <nav aria-label="Popular pages" className="error-page__links">
          <ul>
            {POPULAR_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

/** What an error boundary shows for a route error: its status and, for our own refusals, their words. */
export function describeRouteError(error: unknown): { status: number; message?: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Only our own thrown Responses carry text: ServiceError messages and refusals.
  // (Remix's own refusals, e.g. a 405, are `internal` and say things meant for developers.)
  const ours = isRouteErrorResponse(error) && !(error as { internal?: boolean }).internal;
  return { status, message: ours && typeof error.data === "string" ? error.data : undefined };
}
