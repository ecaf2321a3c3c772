import { Form, Link } from "@remix-run/react";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { HumanCheck } from "~/components/HumanCheck";
import { RESEND_WAIT_SECONDS } from "~/domain/sign-in";
import { en as signInEn, type SignInWords } from "~/i18n/sign-in/en";

/**
 * The answer after asking for a link: the same words whether or not the
 * address has an account. "Resend" waits RESEND_WAIT_SECONDS (the server
 * sends at most one link per address per wait; an ask within it sent nothing,
 * `resendIn` says so and how long is left); the countdown is shown, and
 * screen readers hear once when resending is possible. Without JavaScript
 * the button is simply there.
 */
export function CheckYourEmail({
  email,
  resendIn = null,
  siteKey,
  scriptUrl,
  busy,
  retryHref = "/sign-in",
  words: w = signInEn,
}: {
  email: string;
  /** Seconds until a new link can be asked for, when this ask sent none (one went a moment ago). */
  resendIn?: number | null;
  siteKey: string | null;
  scriptUrl?: string;
  busy: boolean;
  /** The sign-in page again, in its language. */
  retryHref?: string;
  words?: SignInWords;
}) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    const wait = resendIn ?? RESEND_WAIT_SECONDS;
    const until = Date.now() + wait * 1000;
    setRemaining(wait);
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [email, resendIn]);

  const waiting = remaining !== null && remaining > 0;
  return (
    <section className="card" aria-labelledby="check-email-title" style={{ maxWidth: "40rem" }}>
      <h2 id="check-email-title" ref={headingRef} tabIndex={-1}>
        <MailCheck aria-hidden="true" size={22} /> {w.checkEmail}
      </h2>
      <p className="alert alert-info" role="status">
        {resendIn ? w.sentMomentAgo(email, resendIn) : w.sent(email)}
      </p>
      <p>{w.openLink}</p>
      <Form method="post" className="form-actions" style={{ justifyContent: "flex-start", flexWrap: "wrap" }}>
        <input type="hidden" name="intent" value="email-link" />
        <input type="hidden" name="email" value={email} />
        <HumanCheck siteKey={siteKey} scriptUrl={scriptUrl} />
        <button type="submit" className="btn btn-secondary" disabled={waiting || busy} aria-describedby="resend-wait">
          {busy ? w.sending : w.resend}
        </button>
        <Link to={retryHref} reloadDocument className="btn btn-ghost">
          {w.otherEmail}
        </Link>
      </Form>
      <p id="resend-wait" className="hint" aria-live="off">
        {waiting ? w.resendIn(remaining) : null}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {remaining === 0 ? w.resendNow : ""}
      </p>
    </section>
  );
}
