import { Link, useNavigation } from "@remix-run/react";
import { Download } from "lucide-react";
import { useId } from "react";
import type { AdminDashboardData } from "~/.server/admin/dashboard-view.server";
import { ADMIN_MESSAGES, DEFAULT_SORT, type AdminListQuery, type AdminTab } from "~/domain/admin";
import type { AdminActionResult } from "~/domain/admin-forms";
import { DocumentsTable, RequestsTable, TasksTable, UsersTable } from "./AdminTables";
import { AuditPanel } from "./AuditPanel";
import { BillsTable } from "./BillsTable";
import { dashboardHref, exportQuery } from "./dashboard-url";
import { DashboardTabs, TAB_META } from "./DashboardTabs";
import { StatBoxes, StatsFold } from "./DashboardStats";
import { ListFilters } from "./ListFilters";
import { OutboxPanel } from "./OutboxPanel";
import { Pager } from "./Pager";
import { FlashProvider } from "./shared";
import { TrafficChart } from "./TrafficChart";
import { plural } from "~/utils/plural";

type DashboardData = AdminDashboardData;

/** The admin dashboard (docs/product.md#admin): totals, tabs, the open tab's list and the traffic chart. */
export function DashboardPage({ data, posted }: { data: DashboardData; posted?: AdminActionResult }) {
  const { adminName, query, stats, list, traffic } = data;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin-dashboard";
  const titleId = useId();
  const counts: Record<AdminTab, number | null> = {
    users: stats.totalAccounts,
    requests: stats.totalRequests,
    documents: stats.totalDocuments,
    tasks: stats.totalTasks,
    bills: list.tab === "bills" ? list.page.total : null,
    outbox: list.tab === "outbox" ? list.page.total : null,
    audit: null,
  };

  return (
    <div className="container page admin-dashboard">
      <header className="admin-header">
        <h1 id={titleId}>Admin: {adminName}</h1>
        <p className="m-0">
          <Link to="/admin-dashboard/payments">Payments and refunds</Link> ·{" "}
          <Link to="/account/passkeys">Passkeys and recovery codes</Link>
        </p>
      </header>

      <div role="status" aria-live="polite" className="admin-loading">
        {loading ? ADMIN_MESSAGES.loading : null}
      </div>

      {/* A bulk change answers beside its button (BulkBar), not in the flash. */}
      <FlashProvider initial={posted?.targetId === "bulk" ? undefined : posted}>
        <StatBoxes stats={stats} />

        <DashboardTabs
          current={query.tab}
          counts={counts}
          unread={stats.unreadMessages}
          hrefFor={(tab) =>
            dashboardHref(query, {
              tab,
              page: 1,
              status: "all",
              outbox: "attention",
              sort: DEFAULT_SORT.sort,
              dir: DEFAULT_SORT.dir,
            })
          }
        />

        {query.tab !== "audit" && query.tab !== "outbox" ? <ListFilters query={query} /> : null}

        <TabList titleId={`${titleId}-list`} query={query} list={list} />
        <StatsFold stats={stats} />
      </FlashProvider>

      <TrafficChart days={traffic} />
    </div>
  );
}

/** What the CSV link exports, in words that fit the count. */
const EXPORT_WORDS = {
  users: { one: "of this # user", other: "of these # users" },
  requests: { one: "of this # request", other: "of these # requests" },
};

/** The open tab's rows, with the count, the CSV export where there is one, and the pager. */
function TabList({ titleId, query, list }: { titleId: string; query: AdminListQuery; list: DashboardData["list"] }) {
  const { page } = list;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const sorting = {
    sort: { key: query.sort, dir: query.dir },
    sortHref: (sort: AdminListQuery["sort"], dir: AdminListQuery["dir"]) =>
      dashboardHref(query, { sort, dir, page: 1 }),
  };
  return (
    <section aria-labelledby={titleId} className="admin-panel">
      <h2 id={titleId} className="admin-section-title">
        {TAB_META[query.tab].label}{" "}
        <span className="muted admin-results tabular">
          {`(${plural(page.total, { one: "# result", other: "# results" })}${query.q ? ` for “${query.q}”` : ""})`}
        </span>
      </h2>
      {(list.tab === "users" || list.tab === "requests") && page.total > 0 ? (
        <p>
          <a className="btn btn-secondary btn-sm" href={`/api/admin/export.csv${exportQuery(query)}`} download>
            <Download aria-hidden="true" size={16} /> Export CSV{" "}
            <span className="visually-hidden">{plural(page.total, EXPORT_WORDS[list.tab])}</span>
          </a>
        </p>
      ) : null}
      {page.total === 0 && (list.tab === "users" || list.tab === "requests") ? (
        <p className="muted">Nothing matches, so there is nothing to export.</p>
      ) : page.items.length === 0 ? (
        <p className="muted">Nothing matches.</p>
      ) : null}
      {list.tab === "users" ? <UsersTable users={list.page.items} {...sorting} /> : null}
      {list.tab === "requests" ? <RequestsTable requests={list.page.items} {...sorting} /> : null}
      {list.tab === "documents" ? <DocumentsTable documents={list.page.items} {...sorting} /> : null}
      {list.tab === "tasks" ? <TasksTable tasks={list.page.items} {...sorting} /> : null}
      {list.tab === "bills" ? <BillsTable bills={list.page.items} {...sorting} /> : null}
      {list.tab === "outbox" ? (
        <OutboxPanel
          emails={list.page.items}
          failed={list.page.failed}
          pending={list.page.pending}
          view={query.outbox}
          viewHref={(outbox) => dashboardHref(query, { outbox, page: 1 })}
        />
      ) : null}
      {list.tab === "audit" ? <AuditPanel entries={list.page.items} /> : null}
      <Pager
        page={query.page}
        pages={pages}
        total={page.total}
        pageSize={page.pageSize}
        hrefFor={(n) => dashboardHref(query, { page: n })}
        sizeHref={(size) => dashboardHref(query, { size, page: 1 })}
      />
    </section>
  );
}
