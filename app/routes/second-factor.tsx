import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { requireSession } from "~/.server/auth/guards.server";
import { keepRetryAfter } from "~/.server/auth/rate-limit.server";
import { verifyWithRecoveryCode } from "~/.server/auth/passkeys/recovery-codes.server";
import { secondFactorStep } from "~/.server/auth/passkeys/second-factor.server";
import { readFormData, submitForm } from "~/.server/forms.server";
import { SignOutButton } from "~/components/SignOutButton";
import { addPasskey, confirmWithPasskey } from "~/components/passkeys/ceremonies";
import { PasskeyButton } from "~/components/passkeys/PasskeyButton";
import { RecoveryCodeList } from "~/components/passkeys/RecoveryCodeList";
import { recoveryCodeFormSchema } from "~/domain/passkeys";

export const meta: MetaFunction = () => [
  { title: "Confirm it's you | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** Too many recovery codes tried: the refusal says when to come back. */
export const headers = keepRetryAfter;

/** The admins' second factor (docs/decisions/0044-passkeys-admin-second-factor.md): every admin page sends here until it is shown. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireSession(context.server, request);
  return secondFactorStep(context.server, user);
}

/** A recovery code, as a plain form post: the way in that needs no JavaScript and no passkey. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireSession(context.server, request);
  await secondFactorStep(context.server, user);
  const { ok, result, init } = await submitForm(
    await readFormData(request, recoveryCodeFormSchema),
    recoveryCodeFormSchema,
    (value) => verifyWithRecoveryCode(context.server, user.session, value),
  );
  if (ok) return redirect("/admin-dashboard");
  return data({ result }, init);
}

export default function SecondFactor() {
  const { enrolled, codesLeft } = useLoaderData<typeof loader>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [invitation, setInvitation] = useState("");

  if (recoveryCodes) {
    return (
      <section className="container page" aria-labelledby="second-factor-title">
        <h1 id="second-factor-title">Your passkey is set up</h1>
        <RecoveryCodeList codes={recoveryCodes} />
        <a href="/admin-dashboard" className="btn btn-primary">
          I have saved my codes: continue
        </a>
      </section>
    );
  }

  return (
    <section className="container page" aria-labelledby="second-factor-title">
      <h1 id="second-factor-title">{enrolled ? "Confirm it's you" : "Set up your passkey"}</h1>
      {enrolled ? (
        <p className="lead">
          The team's pages hold members' bills and cards: each new sign-in also asks for your passkey.
        </p>
      ) : (
        <p className="lead">
          The team's pages hold members' bills and cards, so a sign-in link or Google is not enough on its own. Enter
          the enrollment code you were given for this account, then create a passkey on this device (your fingerprint,
          face or screen lock); each new sign-in will ask for it.
        </p>
      )}
      <div className="card">
        {enrolled ? null : (
          <div className="field">
            <label className="label" htmlFor="invitation-code">
              Enrollment code
            </label>
            <p className="hint" id="invitation-code-hint">
              Made for your address by whoever runs Care Finder. It works once, for a day.
            </p>
            <input
              id="invitation-code"
              name="invitation"
              className="input"
              autoComplete="one-time-code"
              aria-describedby="invitation-code-hint"
              value={invitation}
              onChange={(event) => setInvitation(event.target.value)}
            />
          </div>
        )}
        {enrolled ? (
          <PasskeyButton
            label="Use my passkey"
            busyLabel="Waiting for your passkey..."
            run={async () => {
              const outcome = await confirmWithPasskey();
              if (!outcome.ok) return outcome.message;
              window.location.assign("/admin-dashboard");
              return null;
            }}
          />
        ) : (
          <PasskeyButton
            label="Create a passkey"
            busyLabel="Waiting for your device..."
            run={async () => {
              const outcome = await addPasskey(invitation);
              if (!outcome.ok) return outcome.message;
              if (outcome.recoveryCodes) setRecoveryCodes(outcome.recoveryCodes);
              else window.location.assign("/admin-dashboard");
              return null;
            }}
          />
        )}
      </div>
      {enrolled ? <RecoveryCodeForm codesLeft={codesLeft} /> : null}
      <SignOutButton />
    </section>
  );
}

function RecoveryCodeForm({ codesLeft }: { codesLeft: number }) {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const error = answer?.result.error?.code?.[0] ?? answer?.result.error?.[""]?.[0];
  const value = typeof answer?.result.initialValue?.code === "string" ? answer.result.initialValue.code : "";
  return (
    <section className="card" aria-labelledby="recovery-title">
      <h2 id="recovery-title" className="h3-size">
        No passkey with you?
      </h2>
      <p>
        Use one of the recovery codes you saved when you set up your passkey. Each works once; you have {codesLeft}{" "}
        left.
      </p>
      <Form method="post">
        <div className="field">
          <label className="label" htmlFor="recovery-code">
            Recovery code
          </label>
          <input
            id="recovery-code"
            name="code"
            className="input"
            autoComplete="one-time-code"
            defaultValue={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "recovery-code-error" : undefined}
          />
          {error ? (
            <p className="field-error" id="recovery-code-error">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-secondary" disabled={navigation.state !== "idle"}>
          Use this code
        </button>
      </Form>
    </section>
  );
}
