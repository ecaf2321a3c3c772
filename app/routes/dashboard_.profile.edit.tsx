import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/.server/auth/guards.server";
import { readFormData } from "~/.server/forms.server";
import { registrationSchema } from "~/domain/profile";
import { dashboardAfterSaving, submitProfileForm } from "~/.server/member-forms.server";
import { getProfile, toProfileFormValues } from "~/.server/profiles/profiles.server";
import { DashboardSubpage, DashboardSubpageForm } from "~/components/dashboard/DashboardSubpage";
import { EditProfileFields, useEditProfileForm } from "~/components/dashboard/EditProfileForm";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { pageLang } from "~/.server/page-lang.server";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/profile/en";
import { es } from "~/i18n/profile/es";
import { en as navEn } from "~/i18n/member-nav/en";
import { es as navEs } from "~/i18n/member-nav/es";
import { useLang } from "~/utils/lang";
import { memberPageHandle } from "~/utils/member-lang";

export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : wordsIn(data?.lang, { en, es }).pageTitle },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  return {
    initial: toProfileFormValues(await getProfile(context.server, user.id)),
    lang: pageLang(request, user.session.profile.language),
  };
}

/** The dashboard's Edit profile dialog as a page, for a browser without JavaScript; saved, it goes back to the dashboard. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const { ok, result, init } = await submitProfileForm(
    context.server,
    user.id,
    await readFormData(request, registrationSchema, {
      also: ["intent"],
      lang: pageLang(request, user.session.profile.language),
    }),
    request,
  );
  if (ok) return redirect(dashboardAfterSaving("profile"));
  return data({ result }, init);
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage back={{ to: "/dashboard", label: wordsIn(useLang(), { en: navEn, es: navEs }).backToDashboard }} />
  );
}

export default function EditProfilePage() {
  const { initial } = useLoaderData<typeof loader>();
  const form = useEditProfileForm(initial, useActionData<typeof action>()?.result);
  const w = wordsIn(useLang(), { en, es });
  return (
    <DashboardSubpage title={w.title}>
      <DashboardSubpageForm formProps={getFormProps(form[0])} submit={w.save} submitting={w.saving}>
        <EditProfileFields form={form} />
      </DashboardSubpageForm>
      <section className="card" aria-labelledby="signing-in">
        <h2 id="signing-in">{w.signingIn}</h2>
        <p>{w.passkeysLead}</p>
        <Link to="/account/passkeys" className="btn btn-secondary">
          {w.passkeys}
        </Link>
      </section>
      <section className="card" aria-labelledby="your-data">
        <h2 id="your-data">{w.yourData}</h2>
        <p>
          {w.dataLead} <a href="/privacy-terms#your-data">{w.privacy}</a>).
        </p>
        <div className="row-inline">
          <a href="/dashboard/data" className="btn btn-secondary" download>
            {w.download}
          </a>
          <Link to="/dashboard/account/delete" className="btn btn-ghost">
            {w.deleteAccount}
          </Link>
        </div>
      </section>
    </DashboardSubpage>
  );
}
