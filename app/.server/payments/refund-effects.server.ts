/**
 * What Stripe's `charge.refunded` writes (docs/decisions/0007-payments.md), in the webhook's
 * one batch: the payment's refunded amount as Stripe reports it, and, when a one-time plan's
 * payment is refunded in full, the end of that plan (unless another paid purchase of it stands, or the
 * member's insurance enrollment makes Care Access free).
 * A subscription's refunded invoice leaves the subscription to its own events.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type Stripe from "stripe";
import { insuranceEnrollments, payments, profiles } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { log } from "../../utils/log";
import { REFUNDED_PLAN_STATUS } from "../../domain/plan-standing";

type Statement = BatchItem<"sqlite">;

export async function chargeRefunded(server: ServerContext, charge: Stripe.Charge, at: Date): Promise<Statement[]> {
  const db = server.db;
  const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  const payment = intent
    ? await db.query.payments.findFirst({ where: eq(payments.stripePaymentIntentId, intent) })
    : undefined;
  if (!payment) {
    log.warn("Stripe refund of a payment we do not know: ignored");
    return [];
  }
  const whole = charge.refunded || charge.amount_refunded >= charge.amount;
  // Refunded amounts only grow: an older event (a smaller amount) changes nothing.
  const statements: Statement[] = [
    db
      .update(payments)
      .set({
        refundedCents: charge.amount_refunded,
        refundedAt: at,
        updatedAt: at,
        ...(whole ? { status: "refunded" } : {}),
      })
      .where(and(eq(payments.id, payment.id), lt(payments.refundedCents, charge.amount_refunded))),
  ];
  if (!whole || payment.planType !== "one_time" || !payment.userId) return statements;
  statements.push(
    db
      .update(profiles)
      .set({ planStatus: REFUNDED_PLAN_STATUS, planUpdatedAt: at, updatedAt: at })
      .where(
        and(
          eq(profiles.id, payment.userId),
          eq(profiles.currentPlan, payment.planName),
          // Runs after the payment's own update: only another, still paid purchase keeps the plan.
          sql`not exists (select 1 from ${payments} where ${payments.userId} = ${payment.userId} and ${payments.planName} = ${payment.planName} and ${payments.planType} = 'one_time' and ${payments.status} = 'paid')`,
          // Care Access free with insurance enrollment stands whatever was refunded.
          sql`not exists (select 1 from ${insuranceEnrollments} where ${insuranceEnrollments.userId} = ${payment.userId})`,
        ),
      ),
  );
  return statements;
}
