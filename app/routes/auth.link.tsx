import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect } from "react";
import { followEmailLink, inspectEmailLink } from "~/.server/auth/email-links.server";
import { readFormData } from "~/.server/forms.server";
import { tokenFromEmailLink } from "~/domain/sign-in";
import { carriedLang, landingWithLang, withLang } from "~/i18n/carried-lang";

export const meta: MetaFunction = () => [{ title: "Sign in | Care Finder" }, { name: "robots", content: "noindex" }];

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
  const form = await readFormData(request);
  if (form.get("intent") === "open") {
    const token = tokenFromEmailLink(String(form.get("token") ?? form.get("link") ?? ""));
    const view = await inspectEmailLink(context.server, token);
    if (view.error) return { error: view.error, confirm: null };
    return { error: null, confirm: { kind: view.kind, email: view.email, token } };
  }
  const result = await followEmailLink(context.server, request, String(form.get("token") ?? ""));
  if (!result.ok) return { error: result.message, confirm: null };
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
  // A link from the Spanish sign-in page asks for a new one there.
  const lang = carriedLang(new URLSearchParams(useLocation().search).get("lang"));
  useTokenFromFragment();
  const confirm = actionData?.confirm;
  const signUp = confirm?.kind === "sign-up";
  return (
    <section className="container page" aria-labelledby="link-title">
      <div className="card narrow-sm">
        <h1 id="link-title">{signUp ? "Create your Care Finder account" : "Sign in to Care Finder"}</h1>
        {actionData?.error ? (
          <>
            <p className="alert alert-error" role="alert">
              {actionData.error}
            </p>
            <p>
              <Link to={withLang("/sign-in", lang)} className="btn btn-primary">
                Get a new sign-in link
              </Link>
            </p>
          </>
        ) : confirm ? (
          <Form method="post">
            <p>
              {signUp ? "This link creates a Care Finder account for " : "This link signs you in as "}
              <strong>{confirm.email}</strong>. It works once.
            </p>
            <p className="hint">
              If you didn&apos;t ask for this link, close this page: nothing happens until you continue.
            </p>
            <input type="hidden" name="token" value={confirm.token} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy
                ? signUp
                  ? "Creating your account..."
                  : "Signing in..."
                : signUp
                  ? "Create my account"
                  : "Continue to Care Finder"}
            </button>
          </Form>
        ) : (
          <Form method="post">
            <p role="status">{busy ? "Opening your link..." : "This page opens the link from your email."}</p>
            <p className="hint" id="pasted-link-hint">
              If nothing happens (JavaScript is off), copy the whole link from the email and paste it here.
            </p>
            <input type="hidden" name="intent" value="open" />
            <div className="field">
              <label className="label" htmlFor="pasted-link">
                Link from your email
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
              Open my link
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
