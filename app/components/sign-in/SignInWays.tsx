import { Form, Link, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/forms";
import { signInWithPasskey } from "~/components/passkeys/ceremonies";
import { PasskeyButton } from "~/components/passkeys/PasskeyButton";
import type { Refusal } from "~/domain/refusals";
import { sayRefusal } from "~/i18n/refusals/en";
import type { SignInWords } from "~/i18n/sign-in/en";
import { landingWithLang, rememberCarriedLang, type CarriedLang } from "~/utils/carried-lang";

/** The sign-in page's Google card: a plain form post to the page's action, which sends the person to Google. */
export function GoogleSignIn({
  words: w,
  lang,
  error,
}: {
  words: SignInWords;
  lang: CarriedLang;
  /** Google sign-in could not start: a refusal by its code (app/domain/refusals.ts). */
  error: Refusal | null | undefined;
}) {
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formData?.get("intent") === "google";
  return (
    <section className="card" aria-labelledby="sign-in-google">
      <h2 id="sign-in-google" className="h3-size">
        {w.google}
      </h2>
      <p>{w.googleText}</p>
      <Form method="post" onSubmit={() => rememberCarriedLang(lang)}>
        <button type="submit" name="intent" value="google" className="btn btn-secondary" disabled={starting}>
          {starting ? w.redirecting : w.continueWithGoogle}
        </button>
      </Form>
      <ErrorList errors={error ? sayRefusal(w.refusals, error) : null} alert />
    </section>
  );
}

/** The sign-in page's passkey card: signed in, the person lands where the server says, in the page's language. */
export function PasskeySignIn({ words: w, lang }: { words: SignInWords; lang: CarriedLang }) {
  return (
    <section className="card mt-4" aria-labelledby="sign-in-passkey">
      <h2 id="sign-in-passkey" className="h3-size">
        {w.passkey}
      </h2>
      <p>{w.passkeyText}</p>
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
    </section>
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
