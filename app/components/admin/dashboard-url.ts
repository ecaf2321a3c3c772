import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, DEFAULT_SORT, STATUS_FILTER_TABS, type AdminListQuery } from "~/domain/admin";
import type { AdminActionResult } from "~/domain/admin-forms";

/** The dashboard's address for the current view with some of it changed; defaults stay out of the URL. */
export function dashboardHref(query: AdminListQuery, change: Partial<AdminListQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.tab !== "users") params.set("tab", next.tab);
  if (next.q) params.set("q", next.q);
  if (next.status !== "all" && STATUS_FILTER_TABS.includes(next.tab)) params.set("status", next.status);
  if (next.plan !== "all" && next.tab === "users") params.set("plan", next.plan);
  if (next.outbox === "sent" && next.tab === "outbox") params.set("show", "sent");
  if (next.route !== "all" && next.tab === "bills") params.set("route", next.route);
  if (next.sort !== DEFAULT_SORT.sort || next.dir !== DEFAULT_SORT.dir) {
    params.set("sort", next.sort);
    params.set("dir", next.dir);
  }
  if (next.size !== ADMIN_PAGE_SIZE) params.set("size", String(next.size));
  if (next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : "/admin-dashboard";
}

/** The export link carries the view's filters and sort (worker/api/admin.ts). */
export function exportQuery(query: AdminListQuery): string {
  const params = new URLSearchParams({ tab: query.tab });
  if (query.q) params.set("q", query.q);
  if (query.status !== "all" && query.tab === "requests") params.set("status", query.status);
  if (query.plan !== "all" && query.tab === "users") params.set("plan", query.plan);
  params.set("sort", query.sort);
  params.set("dir", query.dir);
  return `?${params}`;
}

/** The Add Task dialog's own page (the Send Email one: adminEmailUrl). */
export const addTaskUrl = (userId: string) => `/admin-dashboard/users/${encodeURIComponent(userId)}/task`;

/**
 * A dialog's own page (used without JavaScript) goes back to the dashboard
 * once done, and the dashboard's flash says so as the dialog's answer would.
 */
const SAVED = { task: { intent: "create-task", message: ADMIN_MESSAGES.taskCreated, tab: "tasks" } } as const;

export const dashboardAfterSaving = (what: keyof typeof SAVED) =>
  `/admin-dashboard?tab=${SAVED[what].tab}&saved=${what}`;

export function savedAnswer(params: URLSearchParams): AdminActionResult | undefined {
  const saved = params.get("saved") ?? "";
  if (!Object.hasOwn(SAVED, saved)) return undefined;
  const { intent, message } = SAVED[saved as keyof typeof SAVED];
  return { ok: true, intent, message };
}
