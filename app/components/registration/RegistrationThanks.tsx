import { Link } from "@remix-run/react";
import { CalendarClock, LayoutDashboard } from "lucide-react";
import { supportMailto } from "~/components/external-links";
import { Modal } from "~/components/Modal";
import type { RegistrationWords } from "~/i18n/registration/en";

/**
 * The thank-you dialog after registering (or after a failed checkout): what happens next, a consultation to
 * book, the dashboard (in the language the member registered in: the profile remembers it).
 */
export function RegistrationThanks({
  thanks,
  onClose,
  supportEmail,
  words: w,
}: {
  thanks: "registered" | "quote" | null;
  onClose: () => void;
  supportEmail: string;
  words: RegistrationWords;
}) {
  return (
    <Modal
      open={thanks !== null}
      onClose={onClose}
      title={w.thanks.title}
      closeLabel={w.thanks.close}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {w.thanks.close}
        </button>
      }
    >
      <p>{thanks === "quote" ? w.thanks.quote : w.thanks.registered}</p>
      <div className="stack-3">
        <a className="btn btn-accent" href={supportMailto(supportEmail, w.thanks.scheduleSubject)}>
          <CalendarClock aria-hidden="true" size={16} /> {w.thanks.schedule}
        </a>
        <Link className="btn btn-primary" to="/dashboard">
          <LayoutDashboard aria-hidden="true" size={16} /> {w.thanks.dashboard}
        </Link>
      </div>
    </Modal>
  );
}
