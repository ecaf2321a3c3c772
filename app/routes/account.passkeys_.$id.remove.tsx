import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { ownPasskey, removePasskey } from "~/.server/auth/passkeys/account.server";
import { requireUser } from "~/.server/auth/guards.server";
import { ServiceError } from "~/.server/errors.server";
import { asPage } from "~/.server/pages.server";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { LocalTime } from "~/components/LocalTime";
import { PASSKEY_ACCOUNT_MESSAGES } from "~/domain/passkeys";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Remove passkey | Care Finder" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  // Someone else's passkey, or one already gone, is the not-found page.
  const passkey = await asPage(ownPasskey(context.server, user, params.id ?? ""));
  return { ...passkey, createdAt: passkey.createdAt.toISOString() };
}

/** Removal, confirmed by this page's own plain form post; done, it goes back to the list. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context.server, request);
  try {
    await asPage(removePasskey(context.server, user, params.id ?? ""));
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
  return redirect("/account/passkeys?saved=passkey-removed");
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/account/passkeys", label: "Back to your passkeys" }} />;
}

export default function RemovePasskeyPage() {
  const passkey = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container page">
      <p>
        <Link to="/account/passkeys">
          <ArrowLeft aria-hidden="true" size={16} /> Back to your passkeys
        </Link>
      </p>
      <h1>Remove passkey?</h1>
      <Form method="post" className="card">
        {failed ? (
          <p className="alert alert-error" role="alert">
            {failed.error}
          </p>
        ) : null}
        <p>
          <strong>{passkey.name}</strong> (ending {passkey.idEnding}), added{" "}
          <LocalTime iso={passkey.createdAt} withTime={false} />, will no longer sign you in. The device keeps its copy
          until you delete it there too.
        </p>
        {passkey.removable ? null : <p className="alert alert-info">{PASSKEY_ACCOUNT_MESSAGES.lastPasskey}</p>}
        <div className="row-inline">
          {passkey.removable ? (
            <button type="submit" className="btn btn-danger" disabled={busy}>
              {busy ? "Removing..." : "Remove passkey"}
            </button>
          ) : null}
          <Link to="/account/passkeys" className="btn btn-secondary">
            Keep it
          </Link>
        </div>
      </Form>
    </div>
  );
}
