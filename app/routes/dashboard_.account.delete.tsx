import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import * as v from "valibot";
import { deleteMemberAccount } from "~/.server/account/delete.server";
import { requireMember } from "~/.server/auth/guards.server";
import { destroySession } from "~/.server/auth/session.server";
import { ServiceError } from "~/.server/errors.server";
import { readFormData } from "~/.server/forms.server";
import { DashboardSubpage, SubpageActions } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { deleteAccountSchema } from "~/domain/account";
import { ErrorList } from "~/components/forms";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Delete my account | Care Finder" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(context.server, request);
  return null;
}

/** "Delete my account", confirmed: everything goes (app/.server/account/delete.server.ts), then the session cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const parsed = v.safeParse(deleteAccountSchema, Object.fromEntries(await readFormData(request, deleteAccountSchema)));
  if (!parsed.success) return data({ error: parsed.issues[0].message }, { status: 400 });
  try {
    await deleteMemberAccount(context.server, user.id);
  } catch (error) {
    // Stripe could not cancel the membership: nothing was deleted, and the page says so.
    if (!(error instanceof ServiceError) || error.status === 404) throw error;
    return data({ error: error.message }, { status: error.status });
  }
  return redirect("/account-deleted", { headers: { "Set-Cookie": await destroySession(context.server, request) } });
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function DeleteAccountPage() {
  const error = useActionData<typeof action>()?.error;
  return (
    <DashboardSubpage title="Delete my account">
      <div className="card">
        <p>Deleting your account cannot be undone. We delete, at once:</p>
        <ul>
          <li>your profile and sign-in details, and every session (you are signed out everywhere);</li>
          <li>your help requests, their timeline and your messages with our team;</li>
          <li>your documents and their files.</li>
        </ul>
        <p>
          We keep the records of your payments, without your name or email, because tax and accounting law requires
          them. You can sign up again with the same email later; it starts a new, empty account.
        </p>
        <p>
          Want a copy first? <a href="/dashboard/data">Download my data</a> (a JSON file, with links to your documents
          that work for 7 days).
        </p>
        <Form method="post" noValidate>
          <div className="field">
            <label className="label" htmlFor="confirm-delete">
              <input
                id="confirm-delete"
                type="checkbox"
                name="confirm"
                value="yes"
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "confirm-delete-error" : undefined}
              />{" "}
              I understand: delete my account and everything in it
            </label>
            <ErrorList id="confirm-delete-error" errors={error} alert />
          </div>
          <SubpageActions submit="Delete my account" submitting="Deleting..." cancel="Keep my account" />
        </Form>
      </div>
    </DashboardSubpage>
  );
}
