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
import { PRIORITY_LABELS, REQUEST_MESSAGES, REQUEST_TYPE_LABELS, requestMessageSchema } from "~/domain/requests";
import { readFormData, submitForm } from "~/.server/forms.server";
import { RequestMessageForm } from "~/components/dashboard/RequestMessageForm";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Help request | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** The member's own request; an admin sees any request as its member does, read-only. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const { ownerId, ...detail } = await asPage(openHelpRequest(context.server, user, params.id ?? ""));
  const documents = await listDocuments(context.server, ownerId, { requestId: detail.request.id });
  return { ...detail, documents, readOnly: user.role === "admin" };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const { result, init } = await submitForm(
    await readFormData(request, requestMessageSchema),
    requestMessageSchema,
    (message) => sendMemberMessage(context.server, user.id, params.id ?? "", message),
    { unexpected: REQUEST_MESSAGES.messageFailed, request, resetForm: true },
  );
  return data({ result }, init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to dashboard" }} />;
}

export default function RequestDetail() {
  const { request, events, messages, documents, readOnly } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();

  return (
    <div className="container page">
      <p>
        {readOnly ? (
          <Link to={`/admin-dashboard/requests/${request.id}`}>
            <ArrowLeft aria-hidden="true" size={16} /> Back to the team&apos;s view of this request
          </Link>
        ) : (
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" size={16} /> Back to dashboard
          </Link>
        )}
      </p>
      {readOnly ? (
        <p className="alert alert-info">
          You are seeing this request as the member sees it. Nothing here changes it; reply from the team&apos;s view.
        </p>
      ) : null}
      <div className="dash-header">
        <div>
          <h1 className="mb-1">{request.title}</h1>
          <p className="muted m-0">
            {REQUEST_TYPE_LABELS[request.request_type]} · {PRIORITY_LABELS[request.priority]} priority · opened{" "}
            <LocalTime iso={request.created_at} withTime={false} />
          </p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      <div className="dash-grid">
        <div className="dash-col">
          <section className="card" aria-labelledby="desc-title">
            <h2 id="desc-title">What you asked</h2>
            <p className="pre-wrap">{request.description}</p>
            {request.admin_notes ? (
              <>
                <h3>Notes from our team</h3>
                <p className="pre-wrap">{request.admin_notes}</p>
              </>
            ) : null}
          </section>
          <section className="card" aria-labelledby="thread-title">
            <h2 id="thread-title">Messages</h2>
            {messages.length === 0 ? (
              <p className="muted">{readOnly ? "No messages yet." : "No messages yet. Write to our team below."}</p>
            ) : null}
            <RequestThread
              messages={messages}
              isMine={(m) => m.mine}
              authorOf={(m) =>
                m.mine ? "You" : m.author === "admin" ? "Care Finder team" : (m.author_name ?? "Care Finder")
              }
            />
            {readOnly ? null : <RequestMessageForm lastResult={answer?.result ?? null} />}
          </section>
        </div>
        <div className="dash-col">
          <StatusTimeline events={events} current={request.status} />
          <RequestDocuments
            documents={documents}
            empty="None yet. Attach files from the Documents card on your dashboard."
          />
        </div>
      </div>
    </div>
  );
}
