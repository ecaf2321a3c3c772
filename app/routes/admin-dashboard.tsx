import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { runAdminAction } from "~/.server/admin/dashboard-actions.server";
import { readDashboardBesideGuard } from "~/.server/admin/dashboard-gated.server";
import { loadAdminDashboard } from "~/.server/admin/dashboard-view.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { loadOnce } from "~/.server/kept-page.server";
import adminStyles from "~/components/admin/admin.css?url";
import { DashboardError } from "~/components/admin/DashboardError";
import { DashboardPage } from "~/components/admin/DashboardPage";
import { savedAnswer } from "~/components/admin/dashboard-url";
import { parseAdminListQuery } from "~/domain/admin";
import type { AdminActionResult } from "~/domain/admin-forms";

// No `headers` export: every answer to a signed-in person is already `private, no-store` (worker/edge-cache.ts).
export const meta: MetaFunction = () => [
  { title: "Admin dashboard | Care Finder" },
  { name: "robots", content: "noindex" },
];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

/** On the kept-page door (ADR 0068): a repeat view whose data is unchanged is answered before Remix. */
export const loader = loadOnce("routes/admin-dashboard", async ({ request, context }: LoaderFunctionArgs) => {
  const query = parseAdminListQuery(new URL(request.url).searchParams);
  // The guard and, in its D1 trip, the first view's reads, which read nothing unless the session is an admin's (ADR 0074).
  const [admin, besideGuard] = await Promise.all([
    requireAdmin(context.server, request),
    readDashboardBesideGuard(context.server, request, query),
  ]);
  return loadAdminDashboard(context.server, admin, query, besideGuard);
});

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
