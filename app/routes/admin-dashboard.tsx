import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { ClipboardList, Download, FileText, Mail, History, Inbox, ListTodo, Search, Users } from "lucide-react";
import { useId, type ReactNode } from "react";
import { bulkCompleteTasks, bulkSetRequestStatus, bulkUpdateUserTags } from "~/.server/admin/bulk.server";
import { getAdminStats, getTraffic, listAudit } from "~/.server/admin/dashboard.server";
import { discardEmail, listOutbox, retryEmail } from "~/.server/admin/outbox.server";
import { sendAdminEmail } from "~/.server/admin/email.server";
import { listUsers, updateUserProfile } from "~/.server/admin/users.server";
import { createTask, listDocuments, listRequests, listTasks, setRequestStatus, setTaskStatus } from "~/.server/admin/work.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { ServiceError } from "~/.server/errors";
import { AuditPanel } from "~/components/admin/AuditPanel";
import { FlashProvider, WorkStatusOptions, type AdminActionResult } from "~/components/admin/shared";
import { TrafficChart } from "~/components/admin/TrafficChart";
import { DocumentsTable, RequestsTable, TasksTable, UsersTable } from "~/components/admin/AdminTables";
import { OutboxPanel } from "~/components/admin/OutboxPanel";
import { Pager } from "~/components/admin/Pager";
import adminStyles from "~/components/admin/admin.css?url";
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  DEFAULT_SORT,
  STATUS_FILTER_TABS,
  STATUS_LABELS,
  parseAdminListQuery,
  updateFailedMessage,
  type AdminListQuery,
  type AdminTab,
} from "~/schemas/admin";
import { readFormData } from "~/.server/forms.server";

export const meta: MetaFunction = () => [{ title: "Admin dashboard | Care Finder" }, { name: "robots", content: "noindex" }];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

async function loadList(server: Parameters<typeof listUsers>[0], query: AdminListQuery) {
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
      return { tab: "users" as const, page: await listUsers(server, { ...options, status: undefined }) };
    case "requests":
      return { tab: "requests" as const, page: await listRequests(server, options) };
    case "documents":
      return { tab: "documents" as const, page: await listDocuments(server, options) };
    case "tasks":
      return { tab: "tasks" as const, page: await listTasks(server, options) };
    case "outbox":
      return { tab: "outbox" as const, page: await listOutbox(server, { page: query.page, pageSize: query.size }) };
    case "audit":
      return { tab: "audit" as const, page: await listAudit(server, { page: query.page, pageSize: query.size }) };
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const query = parseAdminListQuery(new URL(request.url).searchParams);
  const [stats, list, traffic] = await Promise.all([
    getAdminStats(context.server),
    loadList(context.server, query),
    getTraffic(context.server),
  ]);
  return { adminName: admin.givenName || admin.email, query, stats, list, traffic };
}

type Body = Record<string, unknown>;

async function readBody(request: Request): Promise<Body> {
  if (request.headers.get("Content-Type")?.includes("application/json")) {
    const json = (await request.json().catch(() => null)) as unknown;
    return json && typeof json === "object" ? (json as Body) : {};
  }
  const form = await readFormData(request);
  // Checkbox selections repeat `ids`; every other field is single.
  return { ...Object.fromEntries(form), ids: form.getAll("ids").map(String) };
}

/** Every admin change on this page goes through the same services as /api/admin. */
export async function action({ request, context }: ActionFunctionArgs): Promise<AdminActionResult> {
  const admin = await requireAdmin(context.server, request);
  const body = await readBody(request);
  const intent = String(body.intent ?? "");
  const server = context.server;
  const targetId = String(body.userId ?? body.id ?? "");
  try {
    switch (intent) {
      case "update-user":
        await updateUserProfile(server, admin, targetId, body);
        return { ok: true, intent, targetId, message: ADMIN_MESSAGES.profileUpdated };
      case "update-tags":
        await updateUserProfile(server, admin, targetId, { user_tags: body.user_tags ?? "" });
        return { ok: true, intent, targetId, message: ADMIN_MESSAGES.tagsUpdated };
      case "request-status":
        await setRequestStatus(server, admin, targetId, { status: body.status, admin_notes: body.admin_notes });
        return { ok: true, intent, targetId, message: `Request status set to ${label(body.status)}.` };
      case "task-status":
        await setTaskStatus(server, admin, targetId, { status: body.status });
        return { ok: true, intent, targetId, message: `Task status set to ${label(body.status)}.` };
      case "create-task":
        await createTask(server, admin, targetId, { task_text: body.task_text, due_date: body.due_date || null });
        return { ok: true, intent, targetId, message: ADMIN_MESSAGES.taskCreated };
      case "send-email":
        await sendAdminEmail(server, admin, targetId, { subject: body.subject, message: body.message, attachments: body.attachments ?? [] });
        return { ok: true, intent, targetId, message: ADMIN_MESSAGES.emailSent };
      case "email-retry":
        await retryEmail(server, admin, targetId);
        return { ok: true, intent, targetId, message: "Email queued again; it will be sent in a moment." };
      case "email-discard":
        await discardEmail(server, admin, targetId);
        return { ok: true, intent, targetId, message: "Email discarded." };
      case "bulk-request-status":
      case "bulk-task-done":
      case "bulk-user-tags": {
        const { changed } = await BULK_ACTIONS[intent](server, admin, body);
        return { ok: true, intent, targetId: "bulk", message: bulkDoneMessage(intent, changed, body.status) };
      }
      default:
        return { ok: false, intent, targetId, error: "Unknown action" };
    }
  } catch (error) {
    if (!(error instanceof ServiceError)) {
      console.error(`Admin action ${intent} failed: ${error instanceof Error ? error.name : "unknown"}`);
    }
    const known = error instanceof ServiceError ? error : null;
    const fieldErrors =
      known?.details && typeof known.details === "object" ? (known.details as Record<string, string | undefined>) : undefined;
    switch (intent) {
      case "update-user":
      case "update-tags":
        return { ok: false, intent, targetId, fieldErrors, error: updateFailedMessage(known?.message ?? "Something went wrong", known?.details) };
      case "send-email":
        // A refused attachment names its file (docs/decisions/0008-email.md); anything else is the spec's message.
        return { ok: false, intent, targetId, fieldErrors, error: known?.status === 413 ? known.message : ADMIN_MESSAGES.emailFailed };
      case "create-task":
        return { ok: false, intent, targetId, fieldErrors, error: ADMIN_MESSAGES.taskFailed };
      case "bulk-request-status":
      case "bulk-task-done":
      case "bulk-user-tags":
        return { ok: false, intent, targetId: "bulk", fieldErrors, error: known?.message ?? "Nothing was changed. Please try again." };
      default:
        return { ok: false, intent, targetId, fieldErrors, error: known?.message ?? "The status could not be updated. Please try again." };
    }
  }
}

const BULK_ACTIONS = {
  "bulk-request-status": bulkSetRequestStatus,
  "bulk-task-done": bulkCompleteTasks,
  "bulk-user-tags": bulkUpdateUserTags,
} as const;

function bulkDoneMessage(intent: keyof typeof BULK_ACTIONS, changed: number, status: unknown): string {
  const plural = (noun: string) => `${changed} ${noun}${changed === 1 ? "" : "s"}`;
  if (intent === "bulk-request-status") return `Status set to ${label(status)} for ${plural("request")}.`;
  if (intent === "bulk-task-done") return `${plural("task")} marked done.`;
  return `Tags updated for ${plural("user")}.`;
}

function label(status: unknown): string {
  return STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? String(status);
}

const TAB_META: Record<AdminTab, { label: string; icon: ReactNode }> = {
  users: { label: "Users", icon: <Users aria-hidden="true" size={18} /> },
  requests: { label: "Requests", icon: <Inbox aria-hidden="true" size={18} /> },
  documents: { label: "Documents", icon: <FileText aria-hidden="true" size={18} /> },
  tasks: { label: "Tasks", icon: <ListTodo aria-hidden="true" size={18} /> },
  outbox: { label: "Outbox", icon: <Mail aria-hidden="true" size={18} /> },
  audit: { label: "Audit", icon: <History aria-hidden="true" size={18} /> },
};

function href(query: AdminListQuery, change: Partial<AdminListQuery>): string {
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

export default function AdminDashboard() {
  const { adminName, query, stats, list, traffic } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin-dashboard";
  const ids = { q: useId(), status: useId(), title: useId() };
  const counts: Record<AdminTab, number | null> = {
    users: stats.totalUsers,
    requests: stats.totalRequests,
    documents: stats.totalDocuments,
    tasks: stats.totalTasks,
    outbox: list.tab === "outbox" ? list.page.total : null,
    audit: null,
  };
  const showStatus = STATUS_FILTER_TABS.includes(query.tab);
  const { page } = list;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const sorting = {
    sort: { key: query.sort, dir: query.dir },
    sortHref: (sort: AdminListQuery["sort"], dir: AdminListQuery["dir"]) => href(query, { sort, dir, page: 1 }),
  };

  return (
    <div className="container page admin-dashboard">
      <header className="admin-header">
        <h1 id={ids.title}>Admin: {adminName}</h1>
      </header>

      <div role="status" aria-live="polite" className="admin-loading">
        {loading ? ADMIN_MESSAGES.loading : null}
      </div>

      <FlashProvider>
        <section aria-label="Totals" className="grid grid-4 admin-stats">
          <Stat label="Total users" value={stats.totalUsers} icon={<Users aria-hidden="true" />} />
          <Stat label="Total requests" value={stats.totalRequests} icon={<Inbox aria-hidden="true" />} />
          <Stat label="Pending requests" value={stats.pendingRequests} icon={<ClipboardList aria-hidden="true" />} />
          <Stat label="Total tasks" value={stats.totalTasks} icon={<ListTodo aria-hidden="true" />} />
        </section>

        <nav aria-label="Dashboard sections" className="admin-tabs">
          <ul>
            {(Object.keys(TAB_META) as AdminTab[]).map((tab) => (
              <li key={tab}>
                <Link
                  to={href(query, { tab, page: 1, status: "all", sort: DEFAULT_SORT.sort, dir: DEFAULT_SORT.dir })}
                  aria-current={query.tab === tab ? "page" : undefined}
                  className="admin-tab"
                  prefetch="intent"
                >
                  {TAB_META[tab].icon} {TAB_META[tab].label}
                  {counts[tab] !== null ? <span className="admin-tab__count tabular"> ({counts[tab]})</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {query.tab !== "audit" && query.tab !== "outbox" ? (
          <Form method="get" className="admin-filters" role="search" aria-label="Filter the list">
            {query.tab !== "users" ? <input type="hidden" name="tab" value={query.tab} /> : null}
            {query.sort !== DEFAULT_SORT.sort || query.dir !== DEFAULT_SORT.dir ? (
              <>
                <input type="hidden" name="sort" value={query.sort} />
                <input type="hidden" name="dir" value={query.dir} />
              </>
            ) : null}
            {query.size !== ADMIN_PAGE_SIZE ? <input type="hidden" name="size" value={query.size} /> : null}
            <div className="field admin-filters__q">
              <label className="label" htmlFor={ids.q}>
                Search
              </label>
              <input
                id={ids.q}
                name="q"
                type="search"
                className="input"
                defaultValue={query.q}
                key={`${query.tab}:${query.q}`}
                placeholder={ADMIN_MESSAGES.searchPlaceholder}
              />
            </div>
            {showStatus ? (
              <div className="field">
                <label className="label" htmlFor={ids.status}>
                  Filter by status
                </label>
                <select
                  id={ids.status}
                  name="status"
                  className="select"
                  defaultValue={query.status}
                  key={`${query.tab}:${query.status}`}
                  onChange={(e) => submit(e.currentTarget.form)}
                >
                  <option value="all">All Status</option>
                  <WorkStatusOptions />
                </select>
              </div>
            ) : null}
            <button type="submit" className="btn btn-primary">
              <Search aria-hidden="true" size={16} /> Search
            </button>
          </Form>
        ) : null}

        <section aria-labelledby={`${ids.title}-list`} className="admin-panel">
          <h2 id={`${ids.title}-list`} className="admin-section-title">
            {TAB_META[query.tab].label}{" "}
            <span className="muted admin-results tabular">
              ({page.total} {page.total === 1 ? "result" : "results"}
              {query.q ? ` for “${query.q}”` : ""})
            </span>
          </h2>
          {list.tab === "users" || list.tab === "requests" ? (
            <p>
              <a className="btn btn-secondary btn-sm" href={`/api/admin/export.csv${exportQuery(query)}`} download>
                <Download aria-hidden="true" size={16} /> Export CSV <span className="visually-hidden">of these {page.total} {TAB_META[query.tab].label.toLowerCase()}</span>
              </a>
            </p>
          ) : null}
          {page.items.length === 0 ? <p className="muted">Nothing matches.</p> : null}
          {list.tab === "users" ? <UsersTable users={list.page.items} {...sorting} /> : null}
          {list.tab === "requests" ? <RequestsTable requests={list.page.items} {...sorting} /> : null}
          {list.tab === "documents" ? <DocumentsTable documents={list.page.items} {...sorting} /> : null}
          {list.tab === "tasks" ? <TasksTable tasks={list.page.items} {...sorting} /> : null}
          {list.tab === "outbox" ? <OutboxPanel emails={list.page.items} failed={list.page.failed} pending={list.page.pending} /> : null}
          {list.tab === "audit" ? <AuditPanel entries={list.page.items} /> : null}
          <Pager
            page={query.page}
            pages={pages}
            total={page.total}
            pageSize={page.pageSize}
            hrefFor={(n) => href(query, { page: n })}
            sizeHref={(size) => href(query, { size, page: 1 })}
          />
        </section>
      </FlashProvider>

      <TrafficChart days={traffic} />
    </div>
  );
}

/** The export link carries the view's filters and sort (worker/api/admin.ts). */
function exportQuery(query: AdminListQuery): string {
  const params = new URLSearchParams({ tab: query.tab });
  if (query.q) params.set("q", query.q);
  if (query.status !== "all" && query.tab === "requests") params.set("status", query.status);
  params.set("sort", query.sort);
  params.set("dir", query.dir);
  return `?${params}`;
}

function Stat({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <div className="card admin-stat">
      <span className="admin-stat__icon">{icon}</span>
      <p className="admin-stat__label">{label}</p>
      <p className="admin-stat__value tabular">{value}</p>
    </div>
  );
}
