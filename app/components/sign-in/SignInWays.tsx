import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorList } from "~/components/forms";
import { signInWithPasskey } from "~/components/passkeys/ceremonies";
import { PasskeyButton } from "~/components/passkeys/PasskeyButton";
import type { Refusal } from "~/domain/refusals";
import { sayRefusal, type RefusalWords } from "~/i18n/refusals/en";
import type { SignInWords } from "~/i18n/sign-in/en";
import { landingWithLang, rememberCarriedLang, type CarriedLang } from "~/utils/carried-lang";

/** One way in, as a card: its heading names the section, a sentence says what it does, then its control. */
function WayIn({
  id,
  title,
  text,
  className = "",
  children,
}: {
  id: string;
  title: string;
  text: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`card ${className}`.trim()} aria-labelledby={id}>
      <h2 id={id} className="h3-size">
        {title}
      </h2>
      <p>{text}</p>
      {children}
    </section>
  );
}

/** The sign-in page's Google card: a plain form post to the page's action, which sends the person to Google. */
export function GoogleSignIn({
  words: w,
  refusals,
  lang,
  error,
}: {
  words: SignInWords;
  /** The page language's refusal words (Spanish ones load on demand: app/i18n/refusals/load.ts). */
  refusals: RefusalWords;
  lang: CarriedLang;
  /** Google sign-in could not start: a refusal by its code (app/domain/refusals.ts). */
  error: Refusal | null | undefined;
}) {
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formData?.get("intent") === "google";
  return (
    <WayIn id="sign-in-google" title={w.google} text={w.googleText}>
      <Form method="post" onSubmit={() => rememberCarriedLang(lang)}>
        <button type="submit" name="intent" value="google" className="btn btn-secondary" disabled={starting}>
          {starting ? w.redirecting : w.continueWithGoogle}
        </button>
      </Form>
      <ErrorList errors={error ? sayRefusal(refusals, error) : null} alert />
    </WayIn>
  );
}

/** The sign-in page's passkey card: signed in, the person lands where the server says, in the page's language. */
export function PasskeySignIn({ words: w, lang }: { words: SignInWords; lang: CarriedLang }) {
  return (
    <WayIn id="sign-in-passkey" title={w.passkey} text={w.passkeyText} className="mt-4">
      <PasskeyButton
        label={w.passkeyButton}
        busyLabel={w.passkeyBusy}
        variant="btn-secondary"
        run={async () => {
          const outcome = await signInWithPasskey();
          if (!outcome.ok) return outcome.message;
          window.location.assign(landingWithLang(outcome.landing, lang));
          return null;
        }}
      />
    </WayIn>
  );
}

/** What happens after signing in, and the terms agreed to (in English only: its link says so). */
export function SignInNext({ words: w, lang }: { words: SignInWords; lang: CarriedLang }) {
  return (
    <section className="sign-in__next" aria-labelledby="sign-in-next">
      <h2 id="sign-in-next" className="h3-size">
        {w.next}
      </h2>
      <ol>
        {w.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="muted">
        {w.agree}{" "}
        <Link to="/privacy-terms" hrefLang={lang === "en" ? undefined : "en"}>
          {w.terms}
        </Link>
        .
      </p>
    </section>
  );
}
