/**
 * The booked 30-minute call, a Premium Care benefit (app/data/plans.ts): who may book it, and the
 * booking form's schema, shared by the page and the service. Client-safe.
 */
import * as v from "valibot";
import { findPlan } from "~/data/plans";
import type { PlanStandingKind } from "./plan-standing";

/** The plan whose members may book a call. */
export const CALL_PLAN = findPlan("PREMIUM CARE")!;

export const CALL_MESSAGES = {
  required: "Please fill in all required fields",
  notIncluded: `A booked 30-minute call comes with ${CALL_PLAN.label}. Choose it on the plans page to book one.`,
  booked: "Your call request was sent. Our team writes to you within one business day to fix a time.",
  failed: "Your call request could not be sent. Please try again.",
} as const;

/** Whether a member's plan includes the call: Premium Care, paid up. */
export function planIncludesCall(currentPlan: string | null, standing: PlanStandingKind): boolean {
  return standing === "active" && currentPlan === CALL_PLAN.name;
}

const required = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(CALL_MESSAGES.required)), ""),
    v.transform((x) => (x ?? "").trim()),
    v.nonEmpty(CALL_MESSAGES.required),
    v.maxLength(max, `Please keep this under ${max} characters`),
  );

export const callRequestSchema = v.object({
  topic: required(2000),
  preferred_times: required(500),
});
