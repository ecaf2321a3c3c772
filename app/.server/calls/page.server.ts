/** What the member's call page shows: the plan's calls, their booked call, and the free slots in their zone. */
import type { Profile } from "../../../db/schema";
import { callsIncluded, freeSlots, slotsByDay } from "../../domain/call-slots";
import { CALL_PLAN, DEFAULT_TIME_ZONE } from "../../domain/calls";
import { planStandingOf } from "../../domain/plan-standing";
import { isTimeZone } from "../../domain/time-zones";
import { localeOf } from "../../format/locale";
import { formatUsd } from "../../format/money";
import type { PageLang } from "../page-lang.server";
import { callTimeWords } from "./invitations.server";
import type { readCallPage } from "./page-reads.server";

/**
 * The page from the rows `readCallPage` read beside the guard and the profile the session carries (its plan
 * and saved zone): no read of its own. The free slots are worked out only when the member is picking one.
 */
export function callPageView(
  profile: Pick<Profile, "currentPlan" | "planStatus" | "planUpdatedAt" | "timeZone">,
  { mine, hosts, busy }: Awaited<ReturnType<typeof readCallPage>>,
  url: URL,
  now: number,
  lang: PageLang,
) {
  const included = callsIncluded(profile.currentPlan, planStandingOf(profile).kind === "active");
  const saved = profile.timeZone;
  const asked = url.searchParams.get("tz") ?? "";
  const timeZone = isTimeZone(asked) ? asked : (saved ?? DEFAULT_TIME_ZONE);
  const upcoming = mine
    .filter((c) => c.status === "booked" && c.startsAt.getTime() > now)
    .map((c) => ({ id: c.id, topic: c.topic, when: callTimeWords(c.startsAt, timeZone, lang) }));
  const past = mine
    .filter((c) => c.status !== "booked" || c.startsAt.getTime() <= now)
    .reverse()
    .slice(0, 12)
    .map((c) => ({ id: c.id, when: callTimeWords(c.startsAt, timeZone, lang), status: c.status }));
  const moving = upcoming.find((c) => c.id === url.searchParams.get("move")) ?? null;
  const picking = included > 0 && (upcoming.length === 0 || moving !== null);
  const open = picking ? freeSlots(hosts, now, moving ? busy.filter((call) => call.id !== moving.id) : busy) : [];
  const days = slotsByDay(open, timeZone);
  // Made once for the page, not once per slot: a formatter costs far more to make than to use.
  const locale = localeOf(lang);
  const dayLabel = new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", month: "long", day: "numeric" });
  const slotLabel = new Intl.DateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" });
  return {
    included,
    done: url.searchParams.get("done"),
    lang,
    plan: { label: CALL_PLAN.label, price: formatUsd(CALL_PLAN.amount) },
    timeZone,
    zoneSaved: saved !== null,
    upcoming,
    past,
    moving,
    picking,
    days: days.map((day) => ({
      label: dayLabel.format(day.slots[0].startsAt),
      slots: day.slots.map((slot) => ({ value: String(slot.startsAt), label: slotLabel.format(slot.startsAt) })),
    })),
  };
}
