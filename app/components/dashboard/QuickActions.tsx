import { Link } from "@remix-run/react";
import { CalendarClock, MessageCircle, Upload } from "lucide-react";
import type { RefObject } from "react";
import { supportMailto } from "~/components/external-links";
import { CALL_PLAN } from "~/domain/calls";

/**
 * The dashboard's Quick Actions. The 30-minute call is a Premium Care benefit: its members book it on
 * its own page (/dashboard/call); everyone else is told which plan includes it.
 */
export function QuickActions({
  supportEmail,
  callIncluded,
  fileInputRef,
}: {
  supportEmail: string;
  callIncluded: boolean;
  fileInputRef: RefObject<HTMLInputElement>;
}) {
  return (
    <section className="card" aria-labelledby="quick-title">
      <h2 id="quick-title">Quick Actions</h2>
      <ul className="quick-actions">
        <li>
          <a className="btn btn-secondary" href={supportMailto(supportEmail, "Question from my dashboard")}>
            <MessageCircle aria-hidden="true" size={16} /> Write to support
          </a>
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
