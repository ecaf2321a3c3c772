import { CALL_MESSAGES } from "~/domain/calls";

/** The domain's English answers, as plain strings: the Spanish words are typed by these. */
const said: Record<keyof typeof CALL_MESSAGES, string> = CALL_MESSAGES;

/**
 * The booked 30-minute call in the member's language (docs/product.md#calls): the call page, its parts, and the
 * member's emails and calendar invitation. The team's side (admin "Calls" tab, the admin's notes) stays English.
 */
export const en = {
  pageTitle: "Schedule a 30-minute call | Care Finder",
  title: "Schedule a 30-minute call",
  backToDashboard: "Back to your dashboard",
  notIncluded: (plan: string, price: string) =>
    `A booked 30-minute call each month comes with ${plan} (${price}). Your plan does not include it.`,
  seePlan: (plan: string) => `See ${plan}`,
  perMonth: (price: string) => `${price}/month`,
  booked: "Your call is booked",
  bookedWhen: "30 minutes with our team.",
  about: (topic: string) => `About: ${topic}`,
  reschedule: "Reschedule",
  cancelCall: "Cancel this call",
  rescheduleTitle: "Reschedule your call",
  topic: "What would you like to talk about?",
  book: "Book my call",
  move: "Move my call",
  cancel: "Cancel",
  // The slot picker.
  pickTime: "Pick a time",
  timesIn: (zone: string) => `Times in ${zone}. Each call is 30 minutes.`,
  noSlots: "No free times in the next 14 days. Write to us in Messages and we find one.",
  // The time zone form.
  yourZone: "Your time zone",
  changeZone: "Change time zone",
  // Past calls.
  pastTitle: "Your calls so far",
  status: { booked: "Booked", held: "Held", missed: "Missed", cancelled: "Cancelled" },
  /** The answers of app/domain/calls.ts's CALL_MESSAGES, by key (its refusals are said by code: app/i18n/refusals). */
  messages: {
    booked: said.booked,
    rescheduled: said.rescheduled,
    cancelled: said.cancelled,
    zoneSaved: said.zoneSaved,
  },
  /** The member's emails and the `.ics` they carry. `when` is the call's time in the member's zone. */
  email: {
    subject: {
      booked: "Your 30-minute call with Care Finder is booked",
      rescheduled: "Your 30-minute call with Care Finder has moved",
      cancelled: "Your 30-minute call with Care Finder is cancelled",
    },
    body: {
      booked: (when: string) => [
        `Your 30-minute call with the Care Finder team is booked for ${when}.`,
        "The calendar invitation is attached.",
      ],
      rescheduled: (when: string) => [
        `Your 30-minute call with the Care Finder team has moved to ${when}.`,
        "The updated invitation is attached.",
      ],
      cancelled: (when: string) => [
        `Your 30-minute call on ${when} is cancelled.`,
        "The attached file removes it from your calendar.",
      ],
    },
    changeIt: (link: string) => `To reschedule or cancel: ${link}`,
    inviteSummary: "30-minute call with Care Finder",
    inviteDescription: (link: string) => `Your call with the Care Finder team. To reschedule or cancel: ${link}`,
    reminderSubject: {
      "1h": "Reminder: your 30-minute call with Care Finder is in about an hour",
      "24h": "Reminder: your 30-minute call with Care Finder is tomorrow",
    },
    reminderBody: {
      "1h": (when: string) => `Your 30-minute call with the Care Finder team is in about an hour: ${when}.`,
      "24h": (when: string) => `Your 30-minute call with the Care Finder team is tomorrow: ${when}.`,
    },
  },
};

export type CallWords = typeof en;
