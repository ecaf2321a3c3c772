import { Link } from "@remix-run/react";

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
    </section>
  );
}
