import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ADMIN_FORM_NAMES, ADMIN_FORM_SCHEMAS } from "~/domain/admin-forms";
import { data, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { answerAdminForm } from "~/.server/admin/dashboard-actions.server";
import { userForAdminPage } from "~/.server/admin/user-page.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { readFormData } from "~/.server/forms.server";
import { AddTaskFields, CreateTaskButton, useAddTaskForm } from "~/components/admin/AddTaskForm";
import adminStyles from "~/components/admin/admin.css?url";
import { DashboardError } from "~/components/admin/DashboardError";
import { dashboardAfterSaving } from "~/components/admin/dashboard-url";
import { BackLink } from "~/components/BackLink";

export const meta: MetaFunction = () => [{ title: "Add Task | Care Finder" }, { name: "robots", content: "noindex" }];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.server, request);
  return { assignee: await userForAdminPage(context.server, params.userId ?? "") };
}

/**
 * The dashboard's Add Task dialog as a page, for a browser without JavaScript:
 * the same intent through the same service; created, it goes back to the
 * dashboard's task list, which says so.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const formData = await readFormData(request, ADMIN_FORM_SCHEMAS, { also: ADMIN_FORM_NAMES });
  // This page makes a task for the user in its address, nothing else.
  formData.set("intent", "create-task");
  formData.set("userId", params.userId ?? "");
  const { result, status } = await answerAdminForm(context.server, admin, formData);
  if (result.ok) return redirect(dashboardAfterSaving("task"));
  return data(result, { status });
}

export default function AddTaskPage() {
  const { assignee } = useLoaderData<typeof loader>();
  const state = useAddTaskForm(assignee);
  return (
    <div className="container page">
      <BackLink to="/admin-dashboard">Back to the admin dashboard</BackLink>
      <h1>Add Task</h1>
      <AddTaskFields state={state} assignee={assignee} />
      <CreateTaskButton state={state} />
    </div>
  );
}

export const ErrorBoundary = DashboardError;
