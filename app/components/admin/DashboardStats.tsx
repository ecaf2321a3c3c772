import { ClipboardList, HandCoins, Inbox, ListTodo, Users } from "lucide-react";
import type { ReactNode } from "react";
import { formatCents } from "~/format/cents";

type Totals = {
  totalUsers: number;
  totalRequests: number;
  pendingRequests: number;
  totalTasks: number;
  savedForMembersCents: number;
};

type StatItem = { label: string; value: number | string; icon: ReactNode; note?: string };

const statItems = (stats: Totals): StatItem[] => [
  { label: "Members", value: stats.totalUsers, note: "Admins not counted", icon: <Users aria-hidden="true" /> },
  { label: "Total requests", value: stats.totalRequests, icon: <Inbox aria-hidden="true" /> },
  { label: "Pending requests", value: stats.pendingRequests, icon: <ClipboardList aria-hidden="true" /> },
  { label: "Total tasks", value: stats.totalTasks, icon: <ListTodo aria-hidden="true" /> },
  {
    label: "Saved for members",
    value: formatCents(stats.savedForMembersCents),
    icon: <HandCoins aria-hidden="true" />,
  },
];

/**
 * The dashboard's totals as boxes above the tabs, on a screen wide enough for them (admin.css hides them on a
 * phone, where `StatsFold` below the list says the same). Every tab, whatever ADMIN_TABS holds, gets both.
 */
export function StatBoxes({ stats }: { stats: Totals }) {
  return (
    <section aria-label="Totals" className="grid grid-4 admin-stats">
      {statItems(stats).map((item) => (
        <div key={item.label} className="card admin-stat">
          <span className="admin-stat__icon">{item.icon}</span>
          <p className="admin-stat__label">{item.label}</p>
          <p className="admin-stat__value tabular">{item.value}</p>
          {item.note ? <p className="admin-stat__note">{item.note}</p> : null}
        </div>
      ))}
    </section>
  );
}

/** On a phone the list comes first; the totals wait under it behind a "Stats" disclosure (no JavaScript needed). */
export function StatsFold({ stats }: { stats: Totals }) {
  return (
    <details className="admin-stats-fold">
      <summary>Stats</summary>
      <dl className="admin-stats-fold__list">
        {statItems(stats).map((item) => (
          <div key={item.label}>
            <dt>{item.note ? `${item.label} (${item.note.toLowerCase()})` : item.label}</dt>
            <dd className="tabular">{item.value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
