import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/.server/auth/guards.server";
import { listPaymentsForAdmin } from "~/.server/payments/admin-payments.server";
import adminStyles from "~/components/admin/admin.css?url";
import { DataTable, type TableColumn } from "~/components/admin/DataTable";
import { LocalTime } from "~/components/LocalTime";
import { findPlan } from "~/data/plans";
import { formatUsd } from "~/format/money";
import { BackLink } from "~/components/BackLink";

export const meta: MetaFunction = () => [{ title: "Payments | Care Finder" }, { name: "robots", content: "noindex" }];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.server, request);
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  return {
    q,
    payments: await listPaymentsForAdmin(context.server, q),
    refunded: url.searchParams.get("refunded") === "1",
  };
}

const dollars = (cents: number) => formatUsd(cents / 100);

function statusText(p: { status: string; refunded_cents: number; refund_requested_at: string | null }): string {
  if (p.status === "refunded") return `Refunded ${dollars(p.refunded_cents)}`;
  return p.refund_requested_at ? "Refund requested" : p.status;
}

type PaymentRow = Awaited<ReturnType<typeof listPaymentsForAdmin>>[number];

const COLUMNS: TableColumn<PaymentRow>[] = [
  { key: "when", header: "When", cell: (p) => <LocalTime iso={p.created_at} /> },
  { key: "member", header: "Member", cell: (p) => p.member },
  { key: "plan", header: "Plan", cell: (p) => findPlan(p.plan_name)?.label ?? p.plan_name },
  { key: "amount", header: "Amount", className: "tabular", cell: (p) => dollars(p.amount_cents) },
  { key: "status", header: "Status", cell: statusText },
  {
    key: "receipt",
    header: "Receipt",
    cell: (p) =>
      p.receipt_url ? (
        <a href={p.receipt_url}>
          Receipt<span className="visually-hidden"> for {p.member}&apos;s payment</span>
        </a>
      ) : (
        "—"
      ),
  },
  {
    key: "refund",
    header: "Refund",
    cell: (p) =>
      p.refundable ? (
        <Link to={`/admin-dashboard/payments/${p.id}/refund`}>
          Refund<span className="visually-hidden"> {p.member}&apos;s payment</span>
        </Link>
      ) : (
        "—"
      ),
  },
];

/** Members' payments for the team: each paid one can be refunded (with a reason) on its own page. */
export default function AdminPayments() {
  const { q, payments, refunded } = useLoaderData<typeof loader>();
  return (
    <div className="container page">
      <BackLink to="/admin-dashboard">Back to the admin dashboard</BackLink>
      <h1>Payments</h1>
      {refunded ? (
        <p className="alert alert-success" role="status">
          Refund requested from Stripe. The member&apos;s plan and dashboard change when Stripe confirms it.
        </p>
      ) : null}
      <Form method="get" className="row-inline">
        <div className="field">
          <label className="label" htmlFor="payments-q">
            Member name or email
          </label>
          <input id="payments-q" name="q" className="input" defaultValue={q} maxLength={100} />
        </div>
        <button type="submit" className="btn btn-secondary">
          Search
        </button>
      </Form>
      {/* No rows, no table: an empty table's headers alone would scroll sideways on a phone. */}
      {payments.length === 0 ? (
        <p className="muted">No payments match.</p>
      ) : (
        // On a phone each row is a card labelled by its column (admin.css, .admin-data-table).
        <DataTable
          caption="Payments, newest first (at most 50)"
          columns={COLUMNS}
          rows={payments}
          rowId={(p) => p.id}
          rowLabel={(p) => `${p.member}'s payment`}
        />
      )}
    </div>
  );
}
