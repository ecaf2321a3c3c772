import { useEffect, useRef } from "react";
import type { CarriedLang } from "~/utils/carried-lang";

/**
 * The profile is saved and a paid plan was chosen: the page says Checkout is opening (it can take
 * a few seconds; app/.server/payments/stripe.server.ts bounds the wait) and sends its hidden form
 * once, which takes the person to Stripe, or back to /form with the reason. The registration
 * form's button stays disabled meanwhile, so nothing is sent twice.
 */
export function CheckoutOpening({
  plan,
  lang,
  opening,
  onFailed,
}: {
  plan: string;
  lang: CarriedLang;
  opening: string;
  /** The browser refused to send the form. */
  onFailed: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    try {
      form.current?.submit();
    } catch {
      onFailed();
    }
  }, [onFailed]);
  return (
    <>
      <p className="alert alert-info" role="status">
        {opening}
      </p>
      <form ref={form} method="post" action="/checkout" hidden>
        <input type="hidden" name="plan_name" value={plan} />
        <input type="hidden" name="source" value="form" />
        {lang === "en" ? null : <input type="hidden" name="lang" value={lang} />}
      </form>
    </>
  );
}
