import { Form, Link } from "@remix-run/react";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { HumanCheck } from "~/components/HumanCheck";
import { RESEND_WAIT_SECONDS, SIGN_IN_PAGE_MESSAGES } from "~/domain/sign-in";

/**
 * The answer after asking for a link: the same words whether or not the
 * address has an account. "Resend" waits RESEND_WAIT_SECONDS (the server
 * sends at most one link per address per wait); the countdown is shown, and
 * screen readers hear once when resending is possible. Without JavaScript
 * the button is simply there.
 */
export function CheckYourEmail({
  email,
  siteKey,
  scriptUrl,
  busy,
}: {
  email: string;
  siteKey: string | null;
  scriptUrl?: string;
  busy: boolean;
}) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    const until = Date.now() + RESEND_WAIT_SECONDS * 1000;
    setRemaining(RESEND_WAIT_SECONDS);
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [email]);

  const waiting = remaining !== null && remaining > 0;
  return (
    <section className="card" aria-labelledby="check-email-title" style={{ maxWidth: "40rem" }}>
      <h2 id="check-email-title" ref={headingRef} tabIndex={-1}>
        <MailCheck aria-hidden="true" size={22} /> Check your email
      </h2>
      <p className="alert alert-info" role="status">
        {SIGN_IN_PAGE_MESSAGES.sent(email)}
      </p>
      <p>Open the link on any device and confirm. It can take a minute to arrive; look in your spam folder too.</p>
      <Form method="post" className="form-actions" style={{ justifyContent: "flex-start", flexWrap: "wrap" }}>
        <input type="hidden" name="intent" value="email-link" />
        <input type="hidden" name="email" value={email} />
        <HumanCheck siteKey={siteKey} scriptUrl={scriptUrl} />
        <button type="submit" className="btn btn-secondary" disabled={waiting || busy} aria-describedby="resend-wait">
          {busy ? "Sending..." : "Resend the link"}
        </button>
        <Link to="/sign-in" reloadDocument className="btn btn-ghost">
          Use a different email
        </Link>
      </Form>
      <p id="resend-wait" className="hint" aria-live="off">
        {waiting ? `You can ask for a new link in ${remaining} s.` : null}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {remaining === 0 ? "You can now ask for a new link." : ""}
      </p>
    </section>
  );
}
