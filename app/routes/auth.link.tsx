import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { consumeSignInLink, inspectSignInLink, LINK_MESSAGES } from "~/.server/auth/email-sign-in.server";
import { readFormData } from "~/.server/forms.server";

export const meta: MetaFunction = () => [{ title: "Sign in | Care Finder" }, { name: "robots", content: "noindex" }];

// The address carries a one-time token: never cache the page.
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * Emailed sign-in link (decisions D2). Opening it shows the link's state;
 * the button uses it, so mail scanners that open links cannot burn it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const status = await inspectSignInLink(context.server, token);
  return { token: status === "valid" ? token : "", message: status === "valid" ? null : LINK_MESSAGES[status] };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const result = await consumeSignInLink(context.server, String(form.get("token") ?? ""));
  if (!result.ok) return { error: result.message };
  return redirect(result.landing, { headers: { "Set-Cookie": result.cookie } });
}

export default function SignInLink() {
  const { token, message } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const error = actionData?.error ?? message;
  return (
    <section className="container page" aria-labelledby="link-title">
      <div className="card" style={{ maxWidth: "32rem", margin: "0 auto" }}>
        <h1 id="link-title">Sign in to Care Finder</h1>
        {error ? (
          <>
            <p className="alert alert-error" role="alert">
              {error}
            </p>
            <p>
              <Link to="/form" className="btn btn-primary">
                Get a new sign-in link
              </Link>
            </p>
          </>
        ) : (
          <Form method="post">
            <p>Your sign-in link is ready. It works once.</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? "Signing in..." : "Continue to Care Finder"}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
