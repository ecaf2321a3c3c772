import { Link } from "@remix-run/react";
import { CalendarClock, MessageCircle, Upload } from "lucide-react";
import type { RefObject } from "react";
import { CALL_PLAN } from "~/domain/calls";
import { countOf } from "~/format/plural";
import { wordsIn } from "~/i18n/pick";
import { localeOf } from "~/format/locale";
import { en } from "~/i18n/dashboard/en";
import { es } from "~/i18n/dashboard/es";
import { usePageLang } from "~/utils/member-lang";

/**
 * The dashboard's Quick Actions. "Write to support" opens Messages, the conversation with the team, whose
 * unread replies are counted beside it. The 30-minute call is a Premium Care benefit: its members book it on
 * its own page (/dashboard/call); everyone else is told which plan includes it.
 */
export function QuickActions({
  unread,
  callIncluded,
  fileInputRef,
}: {
  /** The team's replies in Messages the member has not read. */
  unread: number;
  callIncluded: boolean;
  fileInputRef: RefObject<HTMLInputElement>;
}) {
  const lang = usePageLang();
  const dashboard = wordsIn(lang, { en, es });
  const w = dashboard.quick;
  return (
    <section className="card" aria-labelledby="quick-title">
      <h2 id="quick-title">{w.title}</h2>
      <ul className="quick-actions">
        <li>
          <Link className="btn btn-secondary" to="/dashboard/messages">
            <MessageCircle aria-hidden="true" size={16} /> {w.write}
          </Link>
        </li>
        <li>
          <Link to="/dashboard/messages">
            {w.messages}
            {unread > 0 ? (
              <span className="chip"> {countOf(unread, dashboard.unreadReplies, localeOf(lang))}</span>
            ) : null}
          </Link>
        </li>
        <li>
          {callIncluded ? (
            <Link className="btn btn-secondary" to="/dashboard/call">
              <CalendarClock aria-hidden="true" size={16} /> {w.call}
            </Link>
          ) : (
            <p className="muted m-0 text-sm">
              {w.callWith} <Link to="/pricing">{CALL_PLAN.label}</Link>.
            </p>
          )}
        </li>
        <li>
          <button type="button" className="btn btn-secondary w-full" onClick={() => fileInputRef.current?.click()}>
            <Upload aria-hidden="true" size={16} /> {w.upload}
          </button>
        </li>
      </ul>
    </section>
  );
}
