import { and, eq, inArray, like, or } from "drizzle-orm";
import { payments, profiles } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { notFound } from "../errors.server";
import { newestFirst } from "../insertion-order.server";

/** One payment as the admin console lists it. */
export type AdminPaymentRow = {
  id: string;
  member: string;
  plan_name: string;
  amount_cents: number;
  status: string;
  refunded_cents: number;
  refund_requested_at: string | null;
  created_at: string;
  refundable: boolean;
  /** Stripe's receipt (one-time) or hosted invoice (membership), when Stripe gave one. */
  receipt_url: string | null;
};

const ADMIN_PAYMENTS_SHOWN = 50;

const columns = {
  id: payments.id,
  email: profiles.email,
  fullName: profiles.fullName,
  planName: payments.planName,
  amountCents: payments.amountCents,
  status: payments.status,
  refundedCents: payments.refundedCents,
  refundRequestedAt: payments.refundRequestedAt,
  createdAt: payments.createdAt,
  receiptUrl: payments.receiptUrl,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | null };

function toAdminRow(row: Row): AdminPaymentRow {
  const amount = row.amountCents ?? 0;
  const refunded = row.refundedCents ?? 0;
  return {
    id: row.id ?? "",
    member: row.email ? `${row.fullName ?? "—"} <${row.email}>` : "Deleted account",
    plan_name: row.planName ?? "",
    amount_cents: amount,
    status: row.status ?? "",
    refunded_cents: refunded,
    refund_requested_at: row.refundRequestedAt ? row.refundRequestedAt.toISOString() : null,
    created_at: (row.createdAt ?? new Date(0)).toISOString(),
    // Refundable once: paid, something left, and no refund asked for yet (Stripe's event will confirm it).
    refundable: row.status === "paid" && refunded < amount && !row.refundRequestedAt,
    receipt_url: row.receiptUrl ?? null,
  };
}

/** The newest payments (paid or refunded), optionally those of members whose name or email holds `q`. */
export async function listPaymentsForAdmin(server: ServerContext, q: string): Promise<AdminPaymentRow[]> {
  const term = q.trim().slice(0, 100);
  const rows = await server.db
    .select(columns)
    .from(payments)
    .leftJoin(profiles, eq(profiles.id, payments.userId))
    .where(
      and(
        inArray(payments.status, ["paid", "refunded"]),
        term ? or(like(profiles.email, `%${term}%`), like(profiles.fullName, `%${term}%`)) : undefined,
      ),
    )
    .orderBy(...newestFirst(payments, payments.createdAt))
    .limit(ADMIN_PAYMENTS_SHOWN);
  return rows.map(toAdminRow);
}

/** One payment for the refund page, or 404. */
export async function paymentForAdmin(server: ServerContext, paymentId: string): Promise<AdminPaymentRow> {
  const [row] = await server.db
    .select(columns)
    .from(payments)
    .leftJoin(profiles, eq(profiles.id, payments.userId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) throw notFound();
  return toAdminRow(row);
}
