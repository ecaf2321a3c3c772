import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect } from "react";
import { followEmailLink, inspectEmailLink } from "~/.server/auth/email-links.server";
import { readFormData } from "~/.server/forms.server";
import { tokenFromEmailLink } from "~/domain/sign-in";
import { carriedLang, landingWithLang, withLang } from "~/utils/carried-lang";
import { en as emailLinkEn } from "~/i18n/email-link/en";
import { es as emailLinkEs } from "~/i18n/email-link/es";
import { messagesIn, wordsIn } from "~/i18n/pick";
import { en as refusalsEn, sayRefusal } from "~/i18n/refusals/en";
import { useSpanishRefusals } from "~/utils/refusal-words";
import { es } from "~/i18n/site/es";

/** A link asked for from a Spanish page opens this page in Spanish (docs/decisions/0046-language-carried-to-sign-in.md). */
export const handle = {
  messagesFor: messagesIn(es),
};

export function loader({ request }: LoaderFunctionArgs) {
  return { lang: carriedLang(new URL(request.url).searchParams.get("lang")) };
}

const wordsFor = (lang: string | undefined) => wordsIn(lang, { en: emailLinkEn, es: emailLinkEs });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: wordsFor(data?.lang).title },
  { name: "robots", content: "noindex" },
];

// The answers name an account and carry a one-time token: never cache them.
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * Emailed sign-in or sign-up link (docs/decisions/0004-sign-in.md, docs/decisions/0030).
 * The token rides in the link's fragment, which no request carries, so no URL that is
 * logged holds it (docs/decisions/0045-sign-in-link-token-in-fragment.md). The page posts
 * it (`intent=open`, from the fragment, or from the link pasted without JavaScript) to
 * show the link's state and address; a second post uses it, so mail scanners that open
 * links cannot burn it, and nobody is signed in to an account they did not expect.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request, [], { also: ["intent", "token", "link"] });
  if (form.get("intent") === "open") {
    const token = tokenFromEmailLink(String(form.get("token") ?? form.get("link") ?? ""));
    const view = await inspectEmailLink(context.server, token);
    if (view.error) return { error: view.error, confirm: null };
    return { error: null, confirm: { kind: view.kind, email: view.email, token } };
  }
  const result = await followEmailLink(context.server, request, String(form.get("token") ?? ""));
  if (!result.ok) return { error: result.refusal, confirm: null };
  // A link asked for from the Spanish sign-in page carries `?lang=es` to the registration form.
  const lang = carriedLang(new URL(request.url).searchParams.get("lang"));
  return redirect(landingWithLang(result.landing, lang), { headers: { "Set-Cookie": result.cookie } });
}

/** The address without its fragment, in place: the token leaves the address bar and history. */
function dropFragment(): void {
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}

/** Reads the token from the fragment once hydrated, drops it from the address bar and history, and opens the link. */
function useTokenFromFragment(): void {
  const submit = useSubmit();
  const navigation = useNavigation();
  useEffect(() => {
    const token = tokenFromEmailLink(window.location.hash);
    if (!token) return;
    dropFragment();
    submit({ intent: "open", token }, { method: "post", replace: true });
  }, [submit]);
  // The router may write its first location (fragment included) back when the post settles: drop it again.
  useEffect(() => {
    if (navigation.state === "idle" && tokenFromEmailLink(window.location.hash)) dropFragment();
  }, [navigation.state]);
}

export default function EmailLink() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // A link from the Spanish sign-in page speaks Spanish and asks for a new one there.
  const { lang } = useLoaderData<typeof loader>();
  const w = wordsFor(lang);
  const refusals = useSpanishRefusals(lang === "es") ?? refusalsEn;
  useTokenFromFragment();
  const confirm = actionData?.confirm;
  const signUp = confirm?.kind === "sign-up";
  return (
    <section className="container page" aria-labelledby="link-title">
      <div className="card narrow-sm">
        <h1 id="link-title">{signUp ? w.signUpHeading : w.signInHeading}</h1>
        {actionData?.error ? (
          <>
            <p className="alert alert-error" role="alert">
              {sayRefusal(refusals, actionData.error)}
            </p>
            <p>
              <Link to={withLang("/sign-in", lang)} className="btn btn-primary">
                {w.newLink}
              </Link>
            </p>
          </>
        ) : confirm ? (
          <Form method="post">
            <p>
              {signUp ? w.signUpFor : w.signInAs}
              <strong>{confirm.email}</strong>
              {w.once}
            </p>
            <p className="hint">{w.notYou}</p>
            <input type="hidden" name="token" value={confirm.token} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? (signUp ? w.creating : w.signingIn) : signUp ? w.createAccount : w.continue}
            </button>
          </Form>
        ) : (
          <Form method="post">
            <p role="status">{busy ? w.opening : w.opens}</p>
            <p className="hint" id="pasted-link-hint">
              {w.pasteHint}
            </p>
            <input type="hidden" name="intent" value="open" />
            <div className="field">
              <label className="label" htmlFor="pasted-link">
                {w.pasteLabel}
              </label>
              <input
                id="pasted-link"
                name="link"
                type="text"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                aria-describedby="pasted-link-hint"
                className="input"
                required
              />
            </div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {w.open}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
