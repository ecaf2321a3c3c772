import { Link } from "@remix-run/react";
import { CalendarClock, MessageCircle, Upload } from "lucide-react";
import type { RefObject } from "react";
import { CALL_PLAN } from "~/domain/calls";
import { countOf } from "~/format/plural";

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
  return (
    <section className="card" aria-labelledby="quick-title">
      <h2 id="quick-title">Quick Actions</h2>
      <ul className="quick-actions">
        <li>
          <Link className="btn btn-secondary" to="/dashboard/messages">
            <MessageCircle aria-hidden="true" size={16} /> Write to support
          </Link>
        </li>
        <li>
          <Link to="/dashboard/messages">
            Messages
            {unread > 0 ? (
              <span className="chip"> {countOf(unread, { one: "unread reply", other: "unread replies" })}</span>
            ) : null}
          </Link>
        </li>
        <li>
          {callIncluded ? (
            <Link className="btn btn-secondary" to="/dashboard/call">
              <CalendarClock aria-hidden="true" size={16} /> Schedule a 30-minute call
            </Link>
          ) : (
            <p className="muted m-0 text-sm">
              A booked 30-minute call each month comes with <Link to="/pricing">{CALL_PLAN.label}</Link>.
            </p>
          )}
        </li>
        <li>
          <button type="button" className="btn btn-secondary w-full" onClick={() => fileInputRef.current?.click()}>
            <Upload aria-hidden="true" size={16} /> Upload a document
          </button>
        </li>
      </ul>
    </section>
  );
}
