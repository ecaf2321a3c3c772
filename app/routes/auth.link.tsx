import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { followEmailLink, inspectEmailLink } from "~/.server/auth/email-links.server";
import { readFormData } from "~/.server/forms.server";

export const meta: MetaFunction = () => [{ title: "Sign in | Care Finder" }, { name: "robots", content: "noindex" }];

// The address carries a one-time token: never cache the page.
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * Emailed sign-in or sign-up link (docs/decisions/0004-sign-in.md, docs/decisions/0030). Opening
 * it shows the link's state and the address it is for; the button uses it, so
 * mail scanners that open links cannot burn it, and nobody is signed in (or
 * signed up) to an account they did not expect.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const view = await inspectEmailLink(context.server, token);
  return { ...view, token: view.error ? "" : token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const result = await followEmailLink(context.server, String(form.get("token") ?? ""));
  if (!result.ok) return { error: result.message };
  return redirect(result.landing, { headers: { "Set-Cookie": result.cookie } });
}

export default function EmailLink() {
  const { token, kind, email, error: linkError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const error = actionData?.error ?? linkError;
  const signUp = kind === "sign-up";
  return (
    <section className="container page" aria-labelledby="link-title">
      <div className="card narrow-sm">
        <h1 id="link-title">{signUp ? "Create your Care Finder account" : "Sign in to Care Finder"}</h1>
        {error ? (
          <>
            <p className="alert alert-error" role="alert">
              {error}
            </p>
            <p>
              <Link to="/sign-in" className="btn btn-primary">
                Get a new sign-in link
              </Link>
            </p>
          </>
        ) : (
          <Form method="post">
            <p>
              {signUp ? "This link creates a Care Finder account for " : "This link signs you in as "}
              <strong>{email}</strong>. It works once.
            </p>
            <p className="hint">
              If you didn&apos;t ask for this link, close this page: nothing happens until you continue.
            </p>
            <input type="hidden" name="token" value={token} />
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
        )}
      </div>
    </section>
  );
}
