import { FileText } from "lucide-react";
import { LocalTime } from "~/components/LocalTime";
import { StatusBadge } from "~/components/StatusBadge";
import { documentFileUrl } from "~/domain/documents";
import { type RequestEventView, type RequestMessageView, type RequestStatus } from "~/domain/requests";
import { formatBytes } from "~/format/bytes";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/requests/en";
import { es } from "~/i18n/requests/es";
import { usePageLang } from "~/utils/member-lang";

/*
 * A help request's page, as the member and the team both read it
 * (app/routes/dashboard_.requests.$id.tsx, app/routes/admin-dashboard_.requests.$id.tsx):
 * the conversation, the status timeline and the attached documents.
 */

/** The conversation: who wrote each message (as the reader calls them), and when. */
export function RequestThread({
  messages,
  isMine,
  authorOf,
}: {
  messages: RequestMessageView[];
  isMine: (message: RequestMessageView) => boolean;
  authorOf: (message: RequestMessageView) => string;
}) {
  const w = wordsIn(usePageLang(), { en, es });
  return (
    <ol className="thread" aria-label={w.page.threadLabel}>
      {messages.map((m) => (
        <li key={m.id} className={isMine(m) ? "thread--mine" : undefined}>
          <p className="m-0 text-strong">
            {authorOf(m)}{" "}
            <span className="muted text-normal">
              · <LocalTime iso={m.created_at} />
            </span>
          </p>
          <p className="m-0 pre-wrap">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** Each status the request has had, with the team's note; `current` stands in while there is no event yet. */
export function StatusTimeline({ events, current }: { events: RequestEventView[]; current?: RequestStatus }) {
  const w = wordsIn(usePageLang(), { en, es });
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">{w.page.timeline}</h2>
      <ol className="timeline">
        {events.map((event) => (
          <li key={event.id}>
            <span>
              <StatusBadge status={event.status} />
            </span>
            <span className="muted">
              <LocalTime iso={event.created_at} />
            </span>
            {event.admin_notes ? <span className="pre-wrap">{event.admin_notes}</span> : null}
          </li>
        ))}
        {events.length === 0 && current ? (
          <li>
            <span>{w.statuses[current]}</span>
          </li>
        ) : null}
      </ol>
    </section>
  );
}

type AttachedDocument = { id: string; filename: string; file_size: number };

/** The request's documents, each a download; `empty` says what to do when there are none. */
export function RequestDocuments({ documents, empty }: { documents: AttachedDocument[]; empty: string }) {
  const w = wordsIn(usePageLang(), { en, es });
  return (
    <section className="card" aria-labelledby="docs-title">
      <h2 id="docs-title">{w.page.documents}</h2>
      {documents.length === 0 ? (
        <p className="muted m-0">{empty}</p>
      ) : (
        <ul className="dash-list">
          {documents.map((doc) => (
            <li key={doc.id} className="dash-list__item">
              <a href={documentFileUrl(doc.id, "attachment")} download={doc.filename}>
                <FileText aria-hidden="true" size={16} /> {doc.filename}
              </a>
              <span className="muted tabular">{formatBytes(doc.file_size)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
