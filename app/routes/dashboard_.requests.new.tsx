import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/.server/auth/guards.server";
import { readFormData } from "~/.server/forms.server";
import { newRequestSchema } from "~/domain/requests";
import { dashboardAfterSaving, submitNewRequestForm } from "~/.server/member-forms.server";
import { DashboardSubpage, DashboardSubpageForm } from "~/components/dashboard/DashboardSubpage";
import { NewRequestFields, useNewRequestForm } from "~/components/dashboard/NewRequestForm";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { rememberQuestion } from "~/.server/requests/pending-question.server";
import { ASK_ABOUT_MAX } from "~/domain/ask-our-team";
import { questionAbout } from "~/domain/requests";
import { pageLang } from "~/.server/page-lang.server";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/requests/en";
import { es } from "~/i18n/requests/es";
import { useLang } from "~/utils/lang";
import { memberPageHandle } from "~/utils/member-lang";

export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : wordsIn(data?.lang, { en, es }).form.pageTitle },
  { name: "robots", content: "noindex" },
];

/**
 * `?about=` comes from "Ask our team" when the procedure search found nothing: the form starts with it.
 * A visitor signs in first and the words wait for them (app/.server/requests/pending-question.server.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const about = new URL(request.url).searchParams.get("about")?.trim().slice(0, ASK_ABOUT_MAX) ?? "";
  const user = await requireMember(
    context.server,
    request,
    about ? { redirectTo: "/sign-in?then=ask", headers: { "Set-Cookie": rememberQuestion(about) } } : undefined,
  );
  return { start: about ? questionAbout(about) : null, lang: pageLang(request, user.session.profile.language) };
}

/** The dashboard's New Request dialog as a page, for a browser without JavaScript; sent, it goes back to the dashboard. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const { ok, result, init } = await submitNewRequestForm(
    context.server,
    user.id,
    await readFormData(request, newRequestSchema, {
      also: ["intent"],
      lang: pageLang(request, user.session.profile.language),
    }),
    request,
  );
  if (ok) return redirect(dashboardAfterSaving("request"));
  return data({ result }, init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: wordsIn(useLang(), { en, es }).page.back }} />;
}

export default function NewRequestPage() {
  const { start } = useLoaderData<typeof loader>();
  const form = useNewRequestForm(useActionData<typeof action>()?.result, start ?? undefined);
  const w = wordsIn(useLang(), { en, es });
  return (
    <DashboardSubpage title={w.form.title}>
      <DashboardSubpageForm formProps={getFormProps(form[0])} submit={w.form.submit} submitting={w.form.submitting}>
        <NewRequestFields form={form} />
      </DashboardSubpageForm>
    </DashboardSubpage>
  );
}
