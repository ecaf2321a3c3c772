import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/.server/auth/guards.server";
import { deleteDocument, getMemberDocument } from "~/.server/documents/documents.server";
import { ServiceError } from "~/.server/errors.server";
import { asPage } from "~/.server/pages.server";
import { dashboardAfterSaving } from "~/.server/member-forms.server";
import { DashboardSubpage, SubpageActions } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { formatBytes } from "~/format/bytes";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Delete document | Care Finder" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  // Someone else's document, or one already gone, is the not-found page.
  return { doc: await asPage(getMemberDocument(context.server, user.id, params.id ?? "")) };
}

/** The dashboard's Delete dialog as a page, for a browser without JavaScript; deleted, it goes back to the dashboard. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  try {
    await asPage(deleteDocument(context.server, user.id, params.id ?? ""));
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
  return redirect(dashboardAfterSaving("document-deleted"));
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function DeleteDocumentPage() {
  const { doc } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <DashboardSubpage title="Delete document?">
      <Form method="post" className="card">
        {failed ? (
          <p className="alert alert-error" role="alert">
            {failed.error}
          </p>
        ) : null}
        <p>
          <strong>{doc.filename}</strong> (<span className="tabular">{formatBytes(doc.file_size)}</span>) will be
          removed for good. This cannot be undone.
        </p>
        <SubpageActions submit="Delete" submitting="Deleting..." danger />
      </Form>
    </DashboardSubpage>
  );
}
