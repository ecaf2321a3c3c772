/**
 * The columns of the users and requests tables, shared by the table headers
 * and the CSV export, so an export holds exactly what the view shows.
 * Client-safe (types only from the server side).
 */
import type { AdminSortKey } from "../domain/admin";
import type { AdminRequest, AdminUser } from "../domain/admin-rows";
import { planSummaryText } from "../domain/plan-standing";
import { en as requestWords } from "../i18n/requests/en";

export type Column<Row> = { key: string; header: string; value: (row: Row) => string; sort?: AdminSortKey };

const statusLabel = (status: string) => requestWords.statuses[status as keyof typeof requestWords.statuses] ?? status;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

export const USER_COLUMNS: Column<AdminUser>[] = [
  { key: "name", header: "Name", value: (u) => u.full_name ?? "", sort: "name" },
  { key: "email", header: "Email", value: (u) => u.email, sort: "email" },
  { key: "phone", header: "Phone", value: (u) => u.phone_number ?? "" },
  { key: "zip", header: "ZIP", value: (u) => u.zip_code ?? "" },
  { key: "plan", header: "Plan", value: (u) => planSummaryText(u.plan) },
  { key: "tags", header: "Tags", value: (u) => u.user_tags ?? "" },
  { key: "joined", header: "Joined (UTC)", value: (u) => day(u.created_at), sort: "created" },
];

export const REQUEST_COLUMNS: Column<AdminRequest>[] = [
  { key: "title", header: "Title", value: (r) => r.title, sort: "title" },
  { key: "member", header: "Member", value: (r) => r.full_name ?? "" },
  { key: "email", header: "Email", value: (r) => r.email },
  { key: "type", header: "Type", value: (r) => r.request_type.replace(/_/g, " ") },
  { key: "priority", header: "Priority", value: (r) => r.priority },
  { key: "status", header: "Status", value: (r) => statusLabel(r.status) },
  { key: "created", header: "Created (UTC)", value: (r) => day(r.created_at), sort: "created" },
];
