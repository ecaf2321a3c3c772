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

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "New help request | Care Finder" },
  { name: "robots", content: "noindex" },
];

/**
 * `?about=` comes from "Ask our team" when the procedure search found nothing: the form starts with it.
 * A visitor signs in first and the words wait for them (app/.server/requests/pending-question.server.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const about = new URL(request.url).searchParams.get("about")?.trim().slice(0, ASK_ABOUT_MAX) ?? "";
  await requireMember(
    context.server,
    request,
    about ? { redirectTo: "/sign-in?then=ask", headers: { "Set-Cookie": rememberQuestion(about) } } : undefined,
  );
  return { start: about ? questionAbout(about) : null };
}

/** The dashboard's New Request dialog as a page, for a browser without JavaScript; sent, it goes back to the dashboard. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const { ok, result, init } = await submitNewRequestForm(
    context.server,
    user.id,
    await readFormData(request, newRequestSchema, { also: ["intent"] }),
    request,
  );
  if (ok) return redirect(dashboardAfterSaving("request"));
  return data({ result }, init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function NewRequestPage() {
  const { start } = useLoaderData<typeof loader>();
  const form = useNewRequestForm(useActionData<typeof action>()?.result, start ?? undefined);
  return (
    <DashboardSubpage title="New help request">
      <DashboardSubpageForm formProps={getFormProps(form[0])} submit="Submit Request" submitting="Submitting...">
        <NewRequestFields form={form} />
      </DashboardSubpageForm>
    </DashboardSubpage>
  );
}
