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
import { en as navEn } from "~/i18n/member-nav/en";
import { es as navEs } from "~/i18n/member-nav/es";
import { pageLang } from "~/.server/page-lang.server";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/documents/en";
import { es } from "~/i18n/documents/es";
import { useLang } from "~/utils/lang";
import { memberPageHandle } from "~/utils/member-lang";
import { useSayMessage } from "~/components/forms";

export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : wordsIn(data?.lang, { en, es }).deletePageTitle },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  // Someone else's document, or one already gone, is the not-found page.
  return {
    doc: await asPage(getMemberDocument(context.server, user.id, params.id ?? "")),
    lang: pageLang(request, user.session.profile.language),
  };
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
  return (
    <RouteErrorPage back={{ to: "/dashboard", label: wordsIn(useLang(), { en: navEn, es: navEs }).backToDashboard }} />
  );
}

export default function DeleteDocumentPage() {
  const { doc } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const w = wordsIn(useLang(), { en, es });
  const say = useSayMessage();
  return (
    <DashboardSubpage title={w.deleteTitle}>
      <Form method="post" className="card">
        {failed ? (
          <p className="alert alert-error" role="alert">
            {say(failed.error)}
          </p>
        ) : null}
        <p>
          <strong>{doc.filename}</strong> (<span className="tabular">{formatBytes(doc.file_size)}</span>){" "}
          {w.removedForGood}
        </p>
        <SubpageActions submit={w.delete} submitting={w.deleting} danger />
      </Form>
    </DashboardSubpage>
  );
}
