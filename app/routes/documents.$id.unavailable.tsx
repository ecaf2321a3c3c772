import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { DOCUMENT_MESSAGES } from "~/domain/documents";

export const meta: MetaFunction = () => [
  { title: "Document unavailable | Care Finder" },
  { name: "robots", content: "noindex" },
];

/**
 * Where a view or download of a missing or someone else's document lands
 * (from /documents/:id/file): the product's message in the site's frame, 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const download = new URL(request.url).searchParams.get("disposition") === "attachment";
  return data(
    {
      message: download ? DOCUMENT_MESSAGES.downloadFailed : DOCUMENT_MESSAGES.viewFailed,
      back: user.role === "admin" ? "/admin-dashboard?tab=documents" : "/dashboard#documents",
      backLabel: user.role === "admin" ? "Back to the documents list" : "Back to your documents",
    },
    { status: 404, headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function DocumentUnavailable() {
  const { message, back, backLabel } = useLoaderData<typeof loader>();
  return (
    <div className="container page">
      <h1>Document unavailable</h1>
      <p className="alert alert-error" role="alert">
        {message}
      </p>
      <p>
        <Link to={back}>{backLabel}</Link>
      </p>
    </div>
  );
}
