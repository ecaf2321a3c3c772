/** The admin Users filter's SQL side of planStandingOf (app/domain/plan-standing.ts): the same status lists. */
import { eq, inArray, isNull, notInArray, type SQL } from "drizzle-orm";
import { profiles } from "../../../db/schema";
import {
  ENDED_PLAN_STATUS,
  LIVE_PLAN_STATUSES,
  REFUNDED_PLAN_STATUS,
  type PlanStandingKind,
} from "../../domain/plan-standing";

/** The stored plan_status values behind each standing: the SQL side of planStandingOf. */
export function planStandingWhere(plan: string | undefined): SQL | undefined {
  const live = [...LIVE_PLAN_STATUSES];
  switch (plan as PlanStandingKind | undefined) {
    case "active":
      return inArray(profiles.planStatus, live);
    case "canceled":
      return eq(profiles.planStatus, ENDED_PLAN_STATUS);
    case "refunded":
      return eq(profiles.planStatus, REFUNDED_PLAN_STATUS);
    case "payment_due":
      return notInArray(profiles.planStatus, [...live, ENDED_PLAN_STATUS, REFUNDED_PLAN_STATUS]);
    case "never_paid":
      return isNull(profiles.planStatus);
    default:
      return undefined;
  }
}
