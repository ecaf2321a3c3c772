/**
 * The patient-provider dispute's own words and form (No Surprises Act, 45 CFR 149.620): the reminder a member
 * asks for from the dispute page. Client-safe.
 */
import * as v from "valibot";

export const DISPUTE_MESSAGES = {
  doesNotApply:
    "No provider billed $400 or more above its Good Faith Estimate, so there is no dispute to remind you of.",
  deadlinePassed: "The 120 days to start this dispute have passed, so there is nothing left to remind you of.",
  reminderSet: "Reminder set: we will email you before the deadline.",
} as const;

/** "Remind me before the deadline": a button, nothing typed; the case comes from the page's address. */
export const disputeReminderSchema = v.object({ intent: v.literal("remind") });
