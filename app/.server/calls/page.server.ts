/** What the member's call page shows: the plan's calls, their booked call, and the free slots in their zone. */
import { slotsByDay } from "../../domain/call-slots";
import { CALL_PLAN, DEFAULT_TIME_ZONE } from "../../domain/calls";
import { isTimeZone } from "../../domain/time-zones";
import { formatUsd } from "../../format/money";
import type { ServerContext } from "../context.server";
import { includedCalls, memberCalls, openSlots } from "./booking.server";
import { callTimeWords, profileTimeZone } from "./invitations.server";

export async function loadCallPage(server: ServerContext, userId: string, url: URL, now = Date.now()) {
  const [included, saved, mine] = await Promise.all([
    includedCalls(server, userId),
    profileTimeZone(server, userId),
    memberCalls(server, userId),
  ]);
  const asked = url.searchParams.get("tz") ?? "";
  const timeZone = isTimeZone(asked) ? asked : (saved ?? DEFAULT_TIME_ZONE);
  const upcoming = mine
    .filter((c) => c.status === "booked" && c.startsAt.getTime() > now)
    .map((c) => ({ id: c.id, topic: c.topic, when: callTimeWords(c.startsAt, timeZone) }));
  const past = mine
    .filter((c) => c.status !== "booked" || c.startsAt.getTime() <= now)
    .reverse()
    .slice(0, 12)
    .map((c) => ({ id: c.id, when: callTimeWords(c.startsAt, timeZone), status: c.status }));
  const moving = upcoming.find((c) => c.id === url.searchParams.get("move")) ?? null;
  const picking = included > 0 && (upcoming.length === 0 || moving !== null);
  const days = picking ? slotsByDay(await openSlots(server, now, moving?.id), timeZone) : [];
  // Made once for the page, not once per slot: a formatter costs far more to make than to use.
  const dayLabel = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" });
  const slotLabel = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  return {
    included,
    done: url.searchParams.get("done"),
    plan: { label: CALL_PLAN.label, price: `${formatUsd(CALL_PLAN.amount)}/month` },
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
