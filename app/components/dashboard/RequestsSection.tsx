import { Link } from "@remix-run/react";
import { Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { RequestSummary } from "~/domain/requests";
import { DialogLink } from "~/components/DialogLink";
import { LocalTime } from "~/components/LocalTime";
import { StatusBadge } from "~/components/StatusBadge";
import { countOf } from "~/format/plural";
import { wordsIn } from "~/i18n/pick";
import { localeOf } from "~/format/locale";
import { en as dashboardEn } from "~/i18n/dashboard/en";
import { es as dashboardEs } from "~/i18n/dashboard/es";
import { en } from "~/i18n/requests/en";
import { es } from "~/i18n/requests/es";
import { usePageLang } from "~/utils/member-lang";

// The form (and its form library) downloads when the member first opens it, not with the dashboard.
const NewRequestModal = lazy(() => import("./NewRequestModal"));

export function RequestsSection({ requests }: { requests: RequestSummary[] }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const lang = usePageLang();
  const w = wordsIn(lang, { en, es });
  const unreadReplies = (n: number) =>
    countOf(n, wordsIn(lang, { en: dashboardEn, es: dashboardEs }).unreadReplies, localeOf(lang));
  const unread = requests.reduce((sum, r) => sum + r.unread, 0);
  return (
    <section className="card" aria-labelledby="requests-title">
      <div className="row-between">
        <h2 id="requests-title" className="m-0">
          {w.section.title}
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
          <Plus aria-hidden="true" size={16} /> {w.section.newRequest}
        </DialogLink>
      </div>
      {requests.length === 0 ? (
        <p className="muted mt-4">{w.section.none}</p>
      ) : (
        <ul className="dash-list" aria-label={w.section.listLabel}>
          {requests.map((request) => (
            <li key={request.id} className="dash-list__item">
              <div className="min-w-0">
                <Link to={`/dashboard/requests/${request.id}`} className="dash-list__title">
                  {request.title}
                </Link>
                {request.unread > 0 ? <span className="chip unread-count">{unreadReplies(request.unread)}</span> : null}
                <p className="muted m-0 text-sm">
                  {w.types[request.request_type]} · {w.section.priority(w.priorities[request.priority])} ·{" "}
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
