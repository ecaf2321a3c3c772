import { ADMIN_PAGE_SIZE, DEFAULT_SORT, STATUS_FILTER_TABS, type AdminListQuery } from "~/schemas/admin";

/** The dashboard's address for the current view with some of it changed; defaults stay out of the URL. */
export function dashboardHref(query: AdminListQuery, change: Partial<AdminListQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.tab !== "users") params.set("tab", next.tab);
  if (next.q) params.set("q", next.q);
  if (next.status !== "all" && STATUS_FILTER_TABS.includes(next.tab)) params.set("status", next.status);
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
  params.set("sort", query.sort);
  params.set("dir", query.dir);
  return `?${params}`;
}
