/**
 * Where a member stands with their plan, read from the subscription state Stripe's webhooks
 * leave on the profile (docs/decisions/0007-payments.md). The one rule behind every place a plan
 * status shows: the member's dashboard, the admin Users table, its plan filter and the CSV export.
 * Client-safe.
 */
import { findPlan } from "~/data/plans";
import { formatInstant } from "~/format/dates";

export const PLAN_STANDINGS = ["active", "payment_due", "canceled", "refunded", "never_paid"] as const;
export type PlanStandingKind = (typeof PLAN_STANDINGS)[number];

/** The status words, the same for members and admins. */
export const PLAN_STANDING_LABELS: Record<PlanStandingKind, string> = {
  active: "Active",
  payment_due: "Payment due",
  canceled: "Canceled",
  refunded: "Refunded",
  never_paid: "Never paid",
};

/** Stored `plan_status` values for each standing; anything else that is set means a payment is due. */
export const LIVE_PLAN_STATUSES = ["active", "trialing"] as const;
export const ENDED_PLAN_STATUS = "canceled";
/** A refunded one-time payment ends the plan it bought (app/.server/payments, `charge.refunded`). */
export const REFUNDED_PLAN_STATUS = "refunded";

export type PlanStanding = {
  kind: PlanStandingKind;
  /** The plan's name as people read it; null when no plan was ever paid for. */
  planLabel: string | null;
  status: string;
  /** When a canceled plan ended (ISO instant), if known. */
  endedAt: string | null;
};

type PlanFields = { currentPlan: string | null; planStatus: string | null; planUpdatedAt: Date | null };

export function planStandingOf({ currentPlan, planStatus, planUpdatedAt }: PlanFields): PlanStanding {
  const kind: PlanStandingKind =
    planStatus === null
      ? "never_paid"
      : (LIVE_PLAN_STATUSES as readonly string[]).includes(planStatus)
        ? "active"
        : planStatus === ENDED_PLAN_STATUS
          ? "canceled"
          : planStatus === REFUNDED_PLAN_STATUS
            ? "refunded"
            : "payment_due";
  return {
    kind,
    planLabel: kind === "never_paid" ? null : (findPlan(currentPlan ?? "")?.label ?? currentPlan),
    status: PLAN_STANDING_LABELS[kind],
    endedAt: kind === "canceled" && planUpdatedAt ? planUpdatedAt.toISOString() : null,
  };
}

/** "Canceled (ended Nov 25, 2026)": a date in UTC, the same on the server, in the browser and in a CSV. */
function planStatusText(standing: PlanStanding): string {
  if (standing.kind === "canceled" && standing.endedAt)
    return `${standing.status} (ended ${formatInstant(standing.endedAt, { timeZone: "UTC" })})`;
  return standing.status;
}

/** "Essential Care · Canceled (ended Nov 25, 2026)", or "Never paid". */
export function planSummaryText(standing: PlanStanding): string {
  const status = planStatusText(standing);
  return standing.planLabel ? `${standing.planLabel} · ${status}` : status;
}

/** What the button beside the status does: open Stripe's billing portal, or choose a plan on /pricing. */
export type PlanAction = { label: string; to: "billing-portal" | "pricing"; explains: string | null };

export function planActionOf(kind: PlanStandingKind): PlanAction {
  switch (kind) {
    case "active":
      return { label: "Manage Plan", to: "billing-portal", explains: null };
    case "payment_due":
      return {
        label: "Update payment",
        to: "billing-portal",
        explains: "Your last payment did not go through. Update your card to keep your plan.",
      };
    case "canceled":
      return {
        label: "Choose a new plan",
        to: "pricing",
        explains: "Your plan has ended. Choosing a plan starts a new one; you see the price before you pay.",
      };
    case "refunded":
      return {
        label: "Choose a plan",
        to: "pricing",
        explains: "Your payment was refunded, so that plan has ended. You can choose a plan again at any time.",
      };
    case "never_paid":
      return {
        label: "Choose a plan",
        to: "pricing",
        explains: "You have not chosen a paid plan. See the plans and what each costs.",
      };
  }
}
