import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Eye } from "lucide-react";
import { answerAdminForm } from "~/.server/admin/dashboard-actions.server";
import { openRequestForTeam } from "~/.server/admin/request-page.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { ServiceError } from "~/.server/errors.server";
import { asPage } from "~/.server/pages.server";
import { readFormData } from "~/.server/forms.server";
import { enrollmentOf, markInsuranceEnrolled } from "~/.server/requests/insurance-enrollment.server";
import { INSURANCE_QUOTE_TITLE } from "~/.server/requests/insurance-quote.server";
import { InsuranceEnrollmentCard } from "~/components/admin/InsuranceEnrollmentCard";
import adminStyles from "~/components/admin/admin.css?url";
import { TeamReplyForm } from "~/components/admin/RequestThread";
import { RequestDocuments, RequestThread, StatusTimeline } from "~/components/requests/RequestThread";
import { FlashProvider } from "~/components/admin/shared";
import { RequestStatusForm } from "~/components/admin/WorkPanels";
import "~/components/dashboard/dashboard.css";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { LocalTime } from "~/components/LocalTime";
import { StatusBadge } from "~/components/StatusBadge";
import { ADMIN_FORM_NAMES, ADMIN_FORM_SCHEMAS, type AdminActionResult } from "~/domain/admin-forms";
import { en as requestWords } from "~/i18n/requests/en";
import { BackLink } from "~/components/BackLink";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Help request (team) | Care Finder" },
  { name: "robots", content: "noindex" },
];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const page = await asPage(openRequestForTeam(context.server, admin, params.id ?? ""));
  // An Insurance Bundle quote can be marked enrolled, which makes Care Access free for the member.
  const quote = page.request.title === INSURANCE_QUOTE_TITLE;
  return { ...page, quote, enrollment: quote ? await enrollmentOf(context.server, page.member.id) : null };
}

/** The reply and the status-and-notes form: the same services as the dashboard and /api/admin. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const formData = await readFormData(request, ADMIN_FORM_SCHEMAS, { also: ADMIN_FORM_NAMES });
  const intent = formData.get("intent");
  if (intent === "insurance-enrolled") return markEnrolled(context.server, admin, params.id ?? "");
  if ((intent !== "request-reply" && intent !== "request-status") || formData.get("id") !== params.id) {
    return data<AdminActionResult>(
      { ok: false, intent: String(intent ?? ""), targetId: params.id ?? "", error: "Unknown action" },
      { status: 400 },
    );
  }
  const { result, status } = await answerAdminForm(context.server, admin, formData);
  return data(result, { status });
}

/** "Mark enrolled": the same service whatever the page; its refusal is the page's flash. */
async function markEnrolled(...[server, admin, id]: Parameters<typeof markInsuranceEnrolled>) {
  try {
    await markInsuranceEnrolled(server, admin, id);
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status === 404) throw error;
    return data<AdminActionResult>(
      { ok: false, intent: "insurance-enrolled", targetId: id, error: error.message },
      { status: error.status },
    );
  }
  return redirect(`/admin-dashboard/requests/${id}?enrolled=1`);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/admin-dashboard?tab=requests", label: "Back to the requests" }} />;
}

export default function TeamRequestPage() {
  const { request, events, messages, documents, member, internalNotes, quote, enrollment } =
    useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const memberName = member.name ?? member.email;
  return (
    <div className="container page">
      <BackLink to="/admin-dashboard?tab=requests">Back to the requests</BackLink>
      <div className="dash-header">
        <div className="min-w-0">
          <h1 className="mb-1">{request.title}</h1>
          <p className="muted m-0">
            From {memberName} &lt;{member.email}&gt; · {requestWords.types[request.request_type]} ·{" "}
            {requestWords.priorities[request.priority]} priority · opened{" "}
            <LocalTime iso={request.created_at} withTime={false} />
          </p>
          <p className="m-0">
            <Link to={`/dashboard/requests/${request.id}`}>
              <Eye aria-hidden="true" size={16} /> See the member&apos;s page (read-only)
            </Link>
          </p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      <FlashProvider initial={posted}>
        <div className="dash-grid">
          <div className="dash-col">
            <section className="card" aria-labelledby="asked-title">
              <h2 id="asked-title">What they asked</h2>
              <p className="pre-wrap">{request.description}</p>
            </section>
            <section className="card" aria-labelledby="thread-title">
              <h2 id="thread-title">Conversation</h2>
              {messages.length === 0 ? (
                <p className="muted">No messages yet.</p>
              ) : (
                <RequestThread
                  messages={messages}
                  isMine={(m) => m.author !== "member"}
                  authorOf={(m) => (m.author === "member" ? memberName : m.mine ? "You (team)" : "Care Finder team")}
                />
              )}
              <TeamReplyForm requestId={request.id} memberName={memberName} />
            </section>
          </div>
          <div className="dash-col">
            <section className="card" aria-labelledby="notes-title">
              <h2 id="notes-title">Status and notes</h2>
              <RequestStatusForm
                request={{
                  id: request.id,
                  title: request.title,
                  status: request.status,
                  admin_notes: request.admin_notes,
                  internal_notes: internalNotes,
                }}
              />
            </section>
            {quote ? <InsuranceEnrollmentCard requestId={request.id} enrollment={enrollment} /> : null}
            <StatusTimeline events={events} />
            <RequestDocuments documents={documents} empty="None." />
          </div>
        </div>
      </FlashProvider>
    </div>
  );
}
