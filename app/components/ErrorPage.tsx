import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useRequestId } from "~/utils/request-id";

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

/** A route's meta title when its boundary shows. */
export const errorTitleFor = (error: unknown) => errorTitle(isRouteErrorResponse(error) ? error.status : 500);

/**
 * The site-styled page behind every 404 and 500, and behind a refused request
 * (another 4xx) with the server's own message for it.
 */
export function ErrorPage({
  status,
  requestId,
  message,
  back = { to: "/", label: "Back to Care Finder" },
}: {
  status: number;
  requestId?: string;
  message?: string;
  /** Where the page's own button leads (a route's boundary points back into its area). */
  back?: { to: string; label: string };
}) {
  const notFound = status === 404;
  const refused = !notFound && status >= 400 && status < 500;
  const title = notFound
    ? "We couldn't find that page"
    : refused
      ? "We could not accept that request"
      : "Something went wrong";
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
        <Link className="btn btn-primary" to={back.to}>
          {back.label}
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

/** What the error a route threw means for the person: its status, and our own words if it carries any. */
export function useRouteErrorDetails(): { status: number; message?: string } {
  return describeRouteError(useRouteError());
}

/** The same for a given error (boundaries that add their own frame, e.g. the admin tabs). */
export function describeRouteError(error: unknown): { status: number; message?: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Only our own thrown Responses carry text: ServiceError messages and refusals.
  // (Remix's own refusals, e.g. a 405, are `internal` and say things meant for developers.)
  const ours = isRouteErrorResponse(error) && !(error as { internal?: boolean }).internal;
  return { status, message: ours && typeof error.data === "string" ? error.data : undefined };
}

/**
 * A route's own boundary: the error page inside the site's frame, with the
 * page's way back (the dashboard, the form) instead of the home page.
 */
export function RouteErrorPage({ back }: { back: { to: string; label: string } }) {
  const { status, message } = useRouteErrorDetails();
  return <ErrorPage status={status} message={message} requestId={useRequestId()} back={back} />;
}
