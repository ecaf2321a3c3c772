import { Link } from "@remix-run/react";
import { CalendarClock, FileText, History, Inbox, ListTodo, Mail, MessagesSquare, Receipt, Users } from "lucide-react";
import type { ReactNode } from "react";
import { ADMIN_TABS, type AdminTab } from "~/domain/admin";
import { countOf } from "~/format/plural";

export const TAB_META: Record<AdminTab, { label: string; icon: ReactNode }> = {
  users: { label: "Users", icon: <Users aria-hidden="true" size={18} /> },
  requests: { label: "Requests", icon: <Inbox aria-hidden="true" size={18} /> },
  documents: { label: "Documents", icon: <FileText aria-hidden="true" size={18} /> },
  tasks: { label: "Tasks", icon: <ListTodo aria-hidden="true" size={18} /> },
  bills: { label: "Bills", icon: <Receipt aria-hidden="true" size={18} /> },
  outbox: { label: "Outbox", icon: <Mail aria-hidden="true" size={18} /> },
  audit: { label: "Audit", icon: <History aria-hidden="true" size={18} /> },
};

/** Sections with a page of their own (/admin-dashboard/calls, /admin-dashboard/inbox), after the list tabs. */
const PAGE_TABS = [
  { key: "calls", to: "/admin-dashboard/calls", label: "Calls", icon: <CalendarClock aria-hidden="true" size={18} /> },
  { key: "inbox", to: "/admin-dashboard/inbox", label: "Inbox", icon: <MessagesSquare aria-hidden="true" size={18} /> },
] as const;

/** The dashboard's sections; also the way on when the dashboard could not be shown. */
export function DashboardTabs({
  hrefFor,
  current,
  counts,
  unread = 0,
  currentPage,
}: {
  hrefFor: (tab: AdminTab) => string;
  current?: AdminTab;
  counts?: Record<AdminTab, number | null>;
  /** Members' messages the team has not opened: said on the Requests tab. */
  unread?: number;
  /** On the Calls or Inbox page. */
  currentPage?: (typeof PAGE_TABS)[number]["key"];
}) {
  return (
    <nav aria-label="Dashboard sections" className="admin-tabs">
      <ul>
        {ADMIN_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={hrefFor(tab)}
              aria-current={current === tab ? "page" : undefined}
              className="admin-tab"
              prefetch="intent"
            >
              {TAB_META[tab].icon} {TAB_META[tab].label}
              {counts && counts[tab] !== null ? (
                <span className="admin-tab__count tabular"> ({counts[tab]})</span>
              ) : null}
              {tab === "requests" && unread > 0 ? (
                <span className="chip admin-tab__unread">
                  {countOf(unread, { one: "unread message", other: "unread messages" })}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
        {PAGE_TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={currentPage === tab.key ? "page" : undefined}
              className="admin-tab"
              prefetch="intent"
            >
              {tab.icon} {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
