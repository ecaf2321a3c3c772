import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { requireMember, requireUser } from "~/.server/auth/guards.server";
import { listDocuments } from "~/.server/documents/documents.server";
import { asPage } from "~/.server/pages.server";
import { sendMemberMessage } from "~/.server/requests/conversation.server";
import { openHelpRequest } from "~/.server/requests/requests.server";
import "~/components/dashboard/dashboard.css";
import { RequestDocuments, RequestThread, StatusTimeline } from "~/components/requests/RequestThread";
import { LocalTime } from "~/components/LocalTime";
import { StatusBadge } from "~/components/StatusBadge";
import { REQUEST_MESSAGES, requestMessageSchema } from "~/domain/requests";
import { readFormData, submitForm } from "~/.server/forms.server";
import { RequestMessageForm } from "~/components/dashboard/RequestMessageForm";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { MemberPageTop } from "~/components/dashboard/DashboardSubpage";
import { pageLang } from "~/.server/page-lang.server";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/requests/en";
import { es } from "~/i18n/requests/es";
import { useLang } from "~/utils/lang";
import { memberPageHandle } from "~/utils/member-lang";

export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : wordsIn(data?.lang, { en, es }).page.pageTitle },
  { name: "robots", content: "noindex" },
];

/** The member's own request; an admin sees any request as its member does, read-only. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const { ownerId, ...detail } = await asPage(openHelpRequest(context.server, user, params.id ?? ""));
  const documents = await listDocuments(context.server, ownerId, { requestId: detail.request.id });
  return {
    ...detail,
    documents,
    readOnly: user.role === "admin",
    lang: pageLang(request, user.session.profile.language),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const { result, init } = await submitForm(
    await readFormData(request, requestMessageSchema, { lang: pageLang(request, user.session.profile.language) }),
    requestMessageSchema,
    (message) => sendMemberMessage(context.server, user.id, params.id ?? "", message),
    { unexpected: REQUEST_MESSAGES.messageFailed, request, resetForm: true },
  );
  return data({ result }, init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: wordsIn(useLang(), { en, es }).page.back }} />;
}

export default function RequestDetail() {
  const { request, events, messages, documents, readOnly } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const w = wordsIn(useLang(), { en, es });

  return (
    <div className="container page">
      {readOnly ? (
        <p>
          <Link to={`/admin-dashboard/requests/${request.id}`}>
            <ArrowLeft aria-hidden="true" size={16} /> {w.page.backToTeam}
          </Link>
        </p>
      ) : (
        <MemberPageTop />
      )}
      {readOnly ? <p className="alert alert-info">{w.page.asMember}</p> : null}
      <div className="dash-header">
        <div>
          <h1 className="mb-1">{request.title}</h1>
          <p className="muted m-0">
            {w.types[request.request_type]} · {w.section.priority(w.priorities[request.priority])} · {w.page.opened}{" "}
            <LocalTime iso={request.created_at} withTime={false} />
          </p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      <div className="dash-grid">
        <div className="dash-col">
          <section className="card" aria-labelledby="desc-title">
            <h2 id="desc-title">{w.page.asked}</h2>
            <p className="pre-wrap">{request.description}</p>
            {request.admin_notes ? (
              <>
                <h3>{w.page.teamNotes}</h3>
                <p className="pre-wrap">{request.admin_notes}</p>
              </>
            ) : null}
          </section>
          <section className="card" aria-labelledby="thread-title">
            <h2 id="thread-title">{w.page.messages}</h2>
            {messages.length === 0 ? (
              <p className="muted">{readOnly ? w.page.noMessages : w.page.noMessagesWrite}</p>
            ) : null}
            <RequestThread
              messages={messages}
              isMine={(m) => m.mine}
              authorOf={(m) =>
                m.mine ? w.page.you : m.author === "admin" ? w.page.team : (m.author_name ?? "Care Finder")
              }
            />
            {readOnly ? null : <RequestMessageForm lastResult={answer?.result ?? null} />}
          </section>
        </div>
        <div className="dash-col">
          <StatusTimeline events={events} current={request.status} />
          <RequestDocuments documents={documents} empty={w.page.noDocuments} />
        </div>
      </div>
    </div>
  );
}
