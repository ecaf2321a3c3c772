import { Link } from "@remix-run/react";
import { Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { PRIORITY_LABELS, REQUEST_TYPE_LABELS, type RequestSummary } from "~/domain/requests";
import { DialogLink } from "~/components/DialogLink";
import { LocalTime } from "~/components/LocalTime";
import { StatusBadge } from "~/components/StatusBadge";
import { countOf } from "~/format/plural";

const unreadReplies = (n: number) => countOf(n, { one: "unread reply", other: "unread replies" });

// The form (and its form library) downloads when the member first opens it, not with the dashboard.
const NewRequestModal = lazy(() => import("./NewRequestModal"));

export function RequestsSection({ requests }: { requests: RequestSummary[] }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const unread = requests.reduce((sum, r) => sum + r.unread, 0);
  return (
    <section className="card" aria-labelledby="requests-title">
      <div className="row-between">
        <h2 id="requests-title" className="m-0">
          Help requests
          {unread > 0 ? <span className="chip unread-count">{unreadReplies(unread)}</span> : null}
        </h2>
        <DialogLink
          to="/dashboard/requests/new"
          className="btn btn-accent btn-sm"
          onOpen={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <Plus aria-hidden="true" size={16} /> New Request
        </DialogLink>
      </div>
      {requests.length === 0 ? (
        <p className="muted mt-4">
          No requests yet. Tell us what you need help with and we will answer within 48 hours.
        </p>
      ) : (
        <ul className="dash-list" aria-label="Your help requests">
          {requests.map((request) => (
            <li key={request.id} className="dash-list__item">
              <div className="min-w-0">
                <Link to={`/dashboard/requests/${request.id}`} className="dash-list__title">
                  {request.title}
                </Link>
                {request.unread > 0 ? <span className="chip unread-count">{unreadReplies(request.unread)}</span> : null}
                <p className="muted m-0 text-sm">
                  {REQUEST_TYPE_LABELS[request.request_type]} · {PRIORITY_LABELS[request.priority]} priority ·{" "}
                  <LocalTime iso={request.created_at} withTime={false} />
                </p>
              </div>
              <StatusBadge status={request.status} />
            </li>
          ))}
        </ul>
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <NewRequestModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
