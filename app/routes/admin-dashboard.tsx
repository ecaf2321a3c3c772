import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { runAdminAction } from "~/.server/admin/dashboard-actions.server";
import { loadAdminDashboard } from "~/.server/admin/dashboard-view.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import adminStyles from "~/components/admin/admin.css?url";
import { DashboardError } from "~/components/admin/DashboardError";
import { DashboardPage } from "~/components/admin/DashboardPage";
import { savedAnswer } from "~/components/admin/dashboard-url";
import type { AdminActionResult } from "~/domain/admin-forms";

// No `headers` export: every answer to a signed-in person is already `private, no-store` (worker/edge-cache.ts).
export const meta: MetaFunction = () => [
  { title: "Admin dashboard | Care Finder" },
  { name: "robots", content: "noindex" },
];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  return loadAdminDashboard(context.server, admin, new URL(request.url));
}

/** Every admin change on this page goes through the same services as /api/admin. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  return runAdminAction(context.server, admin, request);
}

export default function AdminDashboard() {
  const posted = useActionData<typeof action>() as AdminActionResult | undefined;
  const [params] = useSearchParams();
  return <DashboardPage data={useLoaderData<typeof loader>()} posted={posted ?? savedAnswer(params)} />;
}

export const ErrorBoundary = DashboardError;
