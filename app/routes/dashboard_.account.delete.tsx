import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import * as v from "valibot";
import { deleteMemberAccount } from "~/.server/account/delete.server";
import { requireMember } from "~/.server/auth/guards.server";
import { destroySession } from "~/.server/auth/session.server";
import { ServiceError } from "~/.server/errors.server";
import { readFormData } from "~/.server/forms.server";
import { pageLang } from "~/.server/page-lang.server";
import { DashboardSubpage, SubpageActions } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { deleteAccountSchema } from "~/domain/account";
import { ErrorList } from "~/components/forms";
import { en } from "~/i18n/account/en";
import { es } from "~/i18n/account/es";
import { wordsIn } from "~/i18n/pick";
import { useLang } from "~/utils/lang";
import { memberPageHandle } from "~/utils/member-lang";

/** Header, footer, `<html lang>` and the refusal in the page's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : wordsIn(data?.lang, { en, es }).delete.metaTitle },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  return { lang: pageLang(request, user.session.profile.language) };
}

/** "Delete my account", confirmed: everything goes (app/.server/account/delete.server.ts), then the session cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const lang = pageLang(request, user.session.profile.language);
  const parsed = v.safeParse(deleteAccountSchema, Object.fromEntries(await readFormData(request, deleteAccountSchema)));
  if (!parsed.success) return data({ error: parsed.issues[0].message }, { status: 400 });
  try {
    await deleteMemberAccount(context.server, user.id);
  } catch (error) {
    // Stripe could not cancel the membership: nothing was deleted, and the page says so.
    if (!(error instanceof ServiceError) || error.status === 404) throw error;
    return data({ error: error.message }, { status: error.status });
  }
  // The page after it has no member to read a language from: a Spanish member's address carries it.
  const deleted = lang === "es" ? "/account-deleted?lang=es" : "/account-deleted";
  return redirect(deleted, { headers: { "Set-Cookie": await destroySession(context.server, request) } });
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: wordsIn(useLang(), { en, es }).delete.back }} />;
}

export default function DeleteAccountPage() {
  const error = useActionData<typeof action>()?.error;
  const w = wordsIn(useLang(), { en, es }).delete;
  return (
    <DashboardSubpage title={w.title}>
      <div className="card">
        <p>{w.lead}</p>
        <ul>
          {w.gone.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{w.kept}</p>
        <p>
          {w.copyFirst} <a href="/dashboard/data">{w.download}</a> {w.downloadNote}
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
              {w.confirm}
            </label>
            <ErrorList id="confirm-delete-error" errors={error} alert />
          </div>
          <SubpageActions submit={w.submit} submitting={w.submitting} cancel={w.cancel} />
        </Form>
      </div>
    </DashboardSubpage>
  );
}
