import { Link } from "@remix-run/react";

/** The site-styled page behind every 404 and 500. */
export function ErrorPage({ status, requestId }: { status: number; requestId?: string }) {
  const notFound = status === 404;
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <p className="error-page__code">{status}</p>
      <h1 id="error-title">{notFound ? "We couldn't find that page" : "Something went wrong"}</h1>
      <p className="lead">
        {notFound
          ? "The address may be mistyped, or the page may have moved."
          : "We hit a problem on our side. Please try again in a moment."}
      </p>
      {!notFound && requestId ? (
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
