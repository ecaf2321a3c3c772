import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { requireAdmin } from "~/.server/auth/guards.server";
import { saveCallHost } from "~/.server/calls/hosts.server";
import { markCall, teamCalls } from "~/.server/calls/team.server";
import { readFormData, submitForm } from "~/.server/forms.server";
import adminStyles from "~/components/admin/admin.css?url";
import { CallHoursForm } from "~/components/admin/calls/CallHoursForm";
import { TeamCallList } from "~/components/admin/calls/TeamCallList";
import { DashboardTabs } from "~/components/admin/DashboardTabs";
import { RouteErrorPage } from "~/components/ErrorPage";
import { ErrorList } from "~/components/forms";
import { CALL_MESSAGES, callHostSchema, markCallSchema } from "~/domain/calls";

export const meta: MetaFunction = () => [
  { title: "Calls | Admin | Care Finder" },
  { name: "robots", content: "noindex" },
];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const view = await teamCalls(context.server, admin.id);
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    ...view,
    saved: saved === "hours" ? CALL_MESSAGES.hoursSaved : saved === "mark" ? CALL_MESSAGES.marked : null,
  };
}

const markSchema = v.object({ ...markCallSchema.entries, call_id: v.pipe(v.string(), v.nonEmpty()) });

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const form = await readFormData(request, [markSchema, callHostSchema], { also: ["intent"] });
  const intent = form.get("intent") === "mark" ? "mark" : "hours";
  const answer =
    intent === "mark"
      ? await submitForm(form, markSchema, (value) => markCall(context.server, admin, value.call_id, value))
      : await submitForm(form, callHostSchema, (value) => saveCallHost(context.server, admin, value));
  if (answer.ok) return redirect(`/admin-dashboard/calls?saved=${intent}`);
  return data({ result: answer.result, intent }, answer.init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/admin-dashboard", label: "Back to the admin dashboard" }} />;
}

export default function AdminCalls() {
  const view = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const today = view.upcoming.filter((call) => call.day === view.today);
  const week = view.upcoming.filter((call) => call.day !== view.today);
  return (
    <div className="container page admin-dashboard">
      <h1>Calls</h1>
      <DashboardTabs hrefFor={(tab) => `/admin-dashboard?tab=${tab}`} currentPage="calls" />
      {view.saved ? (
        <p className="alert alert-success" role="status">
          {view.saved}
        </p>
      ) : null}
      {posted?.intent === "mark" ? <ErrorList errors={posted.result.error?.[""]} alert /> : null}
      <p className="muted">Times in {view.timeZone.replace(/_/g, " ")}. Each call is 30 minutes.</p>
      <section aria-labelledby="calls-today">
        <h2 id="calls-today">Today</h2>
        <TeamCallList calls={today} empty="No calls booked today." />
      </section>
      <section aria-labelledby="calls-week">
        <h2 id="calls-week">The next 7 days</h2>
        <TeamCallList calls={week} empty="No calls booked in the next 7 days." />
      </section>
      {view.toMark.length ? (
        <section aria-labelledby="calls-past">
          <h2 id="calls-past">Past calls to mark</h2>
          <TeamCallList calls={view.toMark} empty="" mark />
        </section>
      ) : null}
      <CallHoursForm host={view.host} errors={posted?.intent === "hours" ? posted.result.error : undefined} />
    </div>
  );
}
