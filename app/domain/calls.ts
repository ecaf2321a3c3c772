/**
 * The booked 30-minute call, a Premium Care benefit (app/data/plans.ts, docs/product.md#calls): who may
 * book it, and the schemas of booking, moving and cancelling it and of the team's hours, shared by the
 * pages and `/api/calls`. Client-safe.
 */
import * as v from "valibot";
import { findPlan } from "~/data/plans";
import { requiredText } from "./common";
import type { PlanStandingKind } from "./plan-standing";
import { isTimeZone } from "./time-zones";

/** The plan whose members may book a call. */
export const CALL_PLAN = findPlan("PREMIUM CARE")!;

export const CALL_MESSAGES = {
  topicRequired: "Please say what you would like to talk about",
  slotRequired: "Please pick a time",
  zoneInvalid: "Please choose a time zone from the list",
  notIncluded: `A booked 30-minute call comes with ${CALL_PLAN.label}. Choose it on the plans page to book one.`,
  monthUsed: "Your plan's call for that month is already booked. Reschedule it, or pick a time next month.",
  taken: "That time was just taken. Please pick another time.",
  tooLate: "This call starts too soon to change here. Write to us in Messages instead.",
  notFound: "That call was not found.",
  booked: "Your call is booked. The invitation is in your email.",
  rescheduled: "Your call is moved. The updated invitation is in your email.",
  cancelled: "Your call is cancelled. The cancellation is in your email.",
  zoneSaved: "Your time zone is saved.",
  hoursSaved: "Your hours for calls are saved.",
  hoursInvalid: "Please give each day's hours as a start before an end, or leave both empty",
  marked: "The call is marked.",
} as const;

/** Whether a member's plan includes the call: Premium Care, paid up. */
export function planIncludesCall(currentPlan: string | null, standing: PlanStandingKind): boolean {
  return standing === "active" && currentPlan === CALL_PLAN.name;
}

const timeZoneSchema = v.pipe(
  v.string(CALL_MESSAGES.zoneInvalid),
  v.trim(),
  v.check(isTimeZone, CALL_MESSAGES.zoneInvalid),
);

/** A slot's start: the UTC instant in ms, as the page's radio value or a JSON number. */
const startsAtSchema = v.pipe(
  v.union([v.string(CALL_MESSAGES.slotRequired), v.number(CALL_MESSAGES.slotRequired)], CALL_MESSAGES.slotRequired),
  v.transform(Number),
  v.check((n) => Number.isSafeInteger(n) && n > 0, CALL_MESSAGES.slotRequired),
);

export const bookCallSchema = v.object({
  starts_at: startsAtSchema,
  topic: requiredText(CALL_MESSAGES.topicRequired, 2000),
  time_zone: timeZoneSchema,
});

export const moveCallSchema = v.object({ starts_at: startsAtSchema });

export const timeZoneFormSchema = v.object({ time_zone: timeZoneSchema });

/** `HH:MM`, or empty for a day without calls. */
const clockSchema = v.optional(
  v.pipe(v.string(), v.trim(), v.regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, CALL_MESSAGES.hoursInvalid)),
  "",
);

const DAY_FIELDS = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
    [`start_${day}`, clockSchema],
    [`end_${day}`, clockSchema],
  ]),
) as Record<`start_${number}` | `end_${number}`, typeof clockSchema>;

/** One admin's hours: a stretch per weekday in their zone, days off one per line, buffer and notice. */
export const callHostSchema = v.object({
  time_zone: timeZoneSchema,
  ...DAY_FIELDS,
  days_off: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2000),
      v.transform((text) => text.split(/[\s,]+/).filter(Boolean)),
      v.check((dates) => dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)), "Please write days off as YYYY-MM-DD"),
    ),
    "",
  ),
  buffer_minutes: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(Number),
    v.integer(),
    v.minValue(0),
    v.maxValue(120),
  ),
  notice_hours: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(Number),
    v.integer(),
    v.minValue(0),
    v.maxValue(168),
  ),
});

export const markCallSchema = v.object({ outcome: v.picklist(["held", "missed"], "Please choose held or missed") });

/** Zones offered in the select (the browser's own is added when it is another). */
export const COMMON_TIME_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Puerto_Rico",
  "America/Mexico_City",
  "Europe/London",
  "Europe/Paris",
  "Europe/Madrid",
] as const;

export const DEFAULT_TIME_ZONE = "America/New_York";
