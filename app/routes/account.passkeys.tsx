import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { passkeyAccount, replaceRecoveryCodes } from "~/.server/auth/passkeys/account.server";
import { requireUser } from "~/.server/auth/guards.server";
import { ServiceError } from "~/.server/errors.server";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { LocalTime } from "~/components/LocalTime";
import { addPasskey } from "~/components/passkeys/ceremonies";
import { PasskeyButton } from "~/components/passkeys/PasskeyButton";
import { RecoveryCodeList } from "~/components/passkeys/RecoveryCodeList";
import { landingPathFor } from "~/utils/user";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Passkeys | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** Words a redirect back here may announce (`?saved=`), so no free text travels in the address. */
const SAVED_NOTICES = { "passkey-removed": "Passkey removed." } as const;

/** One's own passkeys and, for admins, recovery codes (docs/decisions/0044-passkeys-admin-second-factor.md). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const saved = new URL(request.url).searchParams.get("saved");
  const { passkeys, codesLeft } = await passkeyAccount(context.server, user);
  return {
    passkeys: passkeys.map((passkey) => ({
      ...passkey,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
    codesLeft,
    back: landingPathFor(user),
    notice: saved && Object.hasOwn(SAVED_NOTICES, saved) ? SAVED_NOTICES[saved as keyof typeof SAVED_NOTICES] : null,
  };
}

/** "New recovery codes", a plain form post: the answer shows the new set once; the old set no longer works. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.server, request);
  try {
    return { recoveryCodes: await replaceRecoveryCodes(context.server, user), error: null };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return data({ recoveryCodes: null, error: error.message }, { status: error.status });
  }
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/", label: "Back to the home page" }} />;
}

export default function PasskeysPage() {
  const { passkeys, codesLeft, back, notice } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const revalidator = useRevalidator();
  const [addedCodes, setAddedCodes] = useState<string[] | null>(null);
  const shownCodes = posted?.recoveryCodes ?? addedCodes;

  return (
    <div className="container page">
      <p>
        <Link to={back}>
          <ArrowLeft aria-hidden="true" size={16} /> Back to your dashboard
        </Link>
      </p>
      <h1>Passkeys</h1>
      {notice ? (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      ) : null}
      {posted?.error ? (
        <p className="alert alert-error" role="alert">
          {posted.error}
        </p>
      ) : null}
      {shownCodes ? <RecoveryCodeList codes={shownCodes} /> : null}

      <section className="card" aria-labelledby="passkeys-title">
        <h2 id="passkeys-title">Your passkeys</h2>
        <p>
          A passkey signs you in with your fingerprint, face or screen lock instead of an emailed link.
          {codesLeft !== null ? " Team accounts confirm every new sign-in with one." : null}
        </p>
        {passkeys.length === 0 ? (
          <p>You have no passkey yet.</p>
        ) : (
          <ul aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <li key={passkey.id}>
                <strong>{passkey.name}</strong> <span className="muted">(ending {passkey.idEnding})</span>
                <br />
                Added <LocalTime iso={passkey.createdAt} withTime={false} />, last used{" "}
                {passkey.lastUsedAt ? <LocalTime iso={passkey.lastUsedAt} /> : "never"}
                <br />
                <Link to={`/account/passkeys/${encodeURIComponent(passkey.id)}/remove`}>
                  Remove<span className="visually-hidden"> the passkey ending {passkey.idEnding}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <PasskeyButton
          label="Add a passkey"
          busyLabel="Waiting for your device..."
          variant="btn-secondary"
          run={async () => {
            const outcome = await addPasskey();
            if (!outcome.ok) return outcome.message;
            if (outcome.recoveryCodes) setAddedCodes(outcome.recoveryCodes);
            revalidator.revalidate();
            return null;
          }}
        />
      </section>

      {codesLeft !== null ? <RecoveryCodesCard codesLeft={codesLeft} /> : null}
    </div>
  );
}

function RecoveryCodesCard({ codesLeft }: { codesLeft: number }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="card" aria-labelledby="recovery-title">
      <h2 id="recovery-title">Recovery codes</h2>
      <p>
        Each code lets you in once without your passkey. You have {codesLeft} unused{" "}
        {codesLeft === 1 ? "code" : "codes"} left.
      </p>
      <Form method="post">
        <p className="hint">New codes replace your current ones: the old codes stop working at once.</p>
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {busy ? "Making new codes..." : "Make new recovery codes"}
        </button>
      </Form>
    </section>
  );
}
