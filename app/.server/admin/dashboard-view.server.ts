import type { useLoaderData } from "@remix-run/react";
/**
 * What the admin dashboard shows for one address: the totals, the open tab's
 * page of rows (its filters, sort and size come from the URL) and the
 * traffic chart, read at once (each list's rows and count in one batch).
 */
import type { AdminListQuery } from "../../domain/admin";
import type { AuthorizedUser } from "../auth/authorize.server";
import { listBillCasesPage } from "../bills/admin.server";
import type { ServerContext } from "../context.server";
import { type readDashboardBesideGuard } from "./dashboard-gated.server";
import { getStatsAndTraffic, listAudit } from "./dashboard.server";
import { listOutbox } from "./outbox.server";
import { listUsers } from "./users.server";
import { listDocuments, listRequests, listTasks } from "./work.server";

/** The open tab's rows, tagged with the tab so the page knows which table they fill. */
async function loadTab(server: ServerContext, query: AdminListQuery) {
  const options = {
    q: query.q,
    status: query.status === "all" ? undefined : query.status,
    page: query.page,
    pageSize: query.size,
    sort: query.sort,
    dir: query.dir,
  };
  switch (query.tab) {
    case "users":
      return {
        tab: "users" as const,
        page: await listUsers(server, {
          ...options,
          status: undefined,
          plan: query.plan === "all" ? undefined : query.plan,
        }),
      };
    case "requests":
      return { tab: "requests" as const, page: await listRequests(server, options) };
    case "documents":
      return { tab: "documents" as const, page: await listDocuments(server, options) };
    case "tasks":
      return { tab: "tasks" as const, page: await listTasks(server, options) };
    case "bills":
      return {
        tab: "bills" as const,
        page: await listBillCasesPage(server, { ...options, route: query.route === "all" ? undefined : query.route }),
      };
    case "outbox":
      return {
        tab: "outbox" as const,
        page: await listOutbox(server, {
          status: query.outbox === "sent" ? "sent" : undefined,
          page: query.page,
          pageSize: query.size,
        }),
      };
    case "audit":
      return { tab: "audit" as const, page: await listAudit(server, { page: query.page, pageSize: query.size }) };
  }
}

/** What the admin dashboard page reads (components/admin/DashboardPage.tsx), as it arrives in the browser. */
export type AdminDashboardData = ReturnType<typeof useLoaderData<typeof loadAdminDashboard>>;

/**
 * The page's data for `query`: read beside the guard when that could be done (dashboard-gated.server.ts), else now,
 * after it, in one trip: the open tab's page and count, and the totals with the chart, read together.
 */
export async function loadAdminDashboard(
  server: ServerContext,
  admin: AuthorizedUser,
  query: AdminListQuery,
  besideGuard: Awaited<ReturnType<typeof readDashboardBesideGuard>>,
) {
  const { stats, traffic, list } = besideGuard ?? (await readAfterGuard(server, query));
  return { adminName: admin.givenName || admin.email, query, stats, list, traffic };
}

async function readAfterGuard(server: ServerContext, query: AdminListQuery) {
  const [{ stats, traffic }, list] = await Promise.all([getStatsAndTraffic(server), loadTab(server, query)]);
  return { stats, traffic, list };
}
