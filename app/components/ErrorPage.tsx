import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useRequestId } from "~/utils/request-id";
import { errorTitle } from "./error-title";

/** Where people who followed a broken link usually meant to go. */
const POPULAR_PAGES = [
  { to: "/", label: "Preview what a procedure costs" },
  { to: "/pricing", label: "Care Concierge plans" },
  { to: "/insurance-guidance", label: "Supplemental coverage" },
  { to: "/dashboard", label: "My Care Dashboard" },
  { to: "/privacy-terms", label: "Privacy & Terms" },
] as const;

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
  said,
  back = { to: "/", label: said?.back ?? "Back to Care Finder" },
}: {
  status: number;
  requestId?: string;
  message?: string;
  /** A refusal the server said in the page's language: its title and way back (app/.server/forms/door-refusal.server.ts). */
  said?: RefusalSaid;
  /** Where the page's own button leads (a route's boundary points back into its area). */
  back?: { to: string; label: string };
}) {
  const notFound = status === 404;
  const refused = !notFound && status >= 400 && status < 500;
  const title = notFound
    ? "We couldn't find that page"
    : refused
      ? (said?.title ?? "We could not accept that request")
      : "Something went wrong";
  const lead = notFound
    ? "The address may be mistyped, or the page may have moved."
    : refused
      ? message || "Please go back and try again."
      : "We hit a problem on our side. Please try again in a moment.";
  return (
    <section className="container error-page" aria-labelledby="error-title" lang={said?.lang}>
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

/** A refusal's page words as the server said them, in the page's language. */
type RefusalSaid = { lang: string; title: string; back: string };
type RouteErrorDetails = { status: number; message?: string; said?: RefusalSaid };

/** What the error a route threw means for the person: its status, and our own words if it carries any. */
function useRouteErrorDetails(): RouteErrorDetails {
  return describeRouteError(useRouteError());
}

/**
 * The same for a given error (boundaries that add their own frame, e.g. the admin tabs). Our own thrown Responses
 * carry text (a ServiceError's message), or a refusal at the door said in the page's language
 * (`{ code, lang, title, message, back }`: app/.server/forms/door-refusal.server.ts).
 */
export function describeRouteError(error: unknown): RouteErrorDetails {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // (Remix's own refusals, e.g. a 405, are `internal` and say things meant for developers.)
  const ours = isRouteErrorResponse(error) && !(error as { internal?: boolean }).internal;
  if (!ours) return { status };
  if (typeof error.data === "string") return { status, message: error.data };
  const said = error.data as (RefusalSaid & { message: string }) | null;
  const whole = said && [said.lang, said.title, said.message, said.back].every((text) => typeof text === "string");
  return whole ? { status, message: said.message, said } : { status };
}

/**
 * A route's own boundary: the error page inside the site's frame, with the
 * page's way back (the dashboard, the form) instead of the home page.
 */
export function RouteErrorPage({ back }: { back: { to: string; label: string } }) {
  const { status, message, said } = useRouteErrorDetails();
  const way = said && said.lang !== "en" ? { to: back.to, label: said.back } : back;
  return <ErrorPage status={status} message={message} said={said} requestId={useRequestId()} back={way} />;
}

/** The site's own boundary (root.tsx): the error page for whatever a route threw, drawn lazily in the browser. */
export function SiteErrorPage() {
  const { status, message, said } = useRouteErrorDetails();
  return <ErrorPage status={status} requestId={useRequestId()} message={message} said={said} />;
}
