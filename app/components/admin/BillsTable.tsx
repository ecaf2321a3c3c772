import { Link } from "@remix-run/react";
import type { AdminBillRow } from "~/domain/bill-views";
import { BillStatusBadge } from "~/components/bills/BillStatusBadge";
import { LocalTime } from "~/components/LocalTime";
import type { AdminSortKey, SortDirection } from "~/domain/admin";
import { ROUTE_LABELS } from "~/domain/coverage-rules";
import { formatCents } from "~/format/cents";
import { DataTable, type TableColumn } from "./DataTable";

const money = (cents: number | null) => (cents === null ? "—" : <span className="tabular">{formatCents(cents)}</span>);

const columns: TableColumn<AdminBillRow>[] = [
  {
    key: "member",
    header: "Member",
    cell: (b) => (
      <>
        {b.member_name || "—"}
        <br />
        <span className="muted">{b.member_email}</span>
      </>
    ),
  },
  {
    key: "hospital",
    header: "Hospital",
    cell: (b) => (
      <Link to={`/admin-dashboard/bills/${b.id}`}>
        {b.hospital_name}
        <span className="visually-hidden">: open the case of {b.member_name || b.member_email}</span>
      </Link>
    ),
  },
  { key: "billed", header: "Billed", cell: (b) => money(b.billed_cents) },
  { key: "posted", header: "Posted-price total", cell: (b) => money(b.posted_total_cents) },
  { key: "potential", header: "Potential saving", cell: (b) => money(b.possible_saving_cents) },
  { key: "status", header: "Status", cell: (b) => <BillStatusBadge status={b.status} /> },
  { key: "final", header: "Final amount", cell: (b) => money(b.final_amount_cents) },
  { key: "saved", header: "Saved", cell: (b) => money(b.saved_cents) },
  { key: "route", header: "Route", cell: (b) => (b.route ? ROUTE_LABELS[b.route] : "—") },
  {
    key: "created",
    header: "Checked",
    sort: "created",
    cell: (b) => <LocalTime iso={b.created_at} withTime={false} />,
  },
];

/** The Bills tab (docs/product.md#bill-check): each case's figures; the hospital opens the case to work it. */
export function BillsTable({
  bills,
  ...sorting
}: {
  bills: AdminBillRow[];
  sort: { key: AdminSortKey; dir: SortDirection };
  sortHref: (key: AdminSortKey, dir: SortDirection) => string;
}) {
  return (
    <DataTable
      caption="Bills"
      columns={columns}
      rows={bills}
      rowId={(b) => b.id}
      rowLabel={(b) => `${b.hospital_name}, ${b.member_name || b.member_email}`}
      {...sorting}
    />
  );
}
