/**
 * The slot rules of the booked 30-minute call (docs/product.md#calls), as pure code: each admin's weekly
 * hours in their own time zone, their days off, the buffer between calls, the notice before one can be
 * booked, and how many calls a month a plan includes. Client-safe; the booking's write checks the same.
 */
import { addDays, dateKey, localParts, zonedToUtc } from "./time-zones";

const CALL_MINUTES = 30;
export const CALL_MS = CALL_MINUTES * 60_000;
/** How far ahead a member may book. */
const BOOKING_DAYS = 14;

/** One stretch of a weekday's hours, local to the admin: `day` 0 = Sunday, minutes since midnight. */
export type WeeklyHours = { day: number; start: number; end: number };

export type CallHost = {
  adminId: string;
  timeZone: string;
  weekly: WeeklyHours[];
  /** Local dates (`YYYY-MM-DD`) the admin takes no calls. */
  daysOff: string[];
  bufferMinutes: number;
  noticeMinutes: number;
};

/** A call that holds an admin's time. */
export type BusyCall = { adminId: string; startsAt: number };

export type FreeSlot = { adminId: string; startsAt: number };

/** Whether a call at `startsAt` keeps the buffer from each of the admin's other calls. */
function clearOfCalls(host: Pick<CallHost, "adminId" | "bufferMinutes">, startsAt: number, busy: BusyCall[]) {
  const gap = CALL_MS + host.bufferMinutes * 60_000;
  return busy.every((call) => call.adminId !== host.adminId || Math.abs(call.startsAt - startsAt) >= gap);
}

/** Whether one admin could hold a call at `startsAt`, seen at `now`: hours, day off, notice, window, buffer. */
function hostCanTake(host: CallHost, startsAt: number, now: number, busy: BusyCall[]): boolean {
  if (startsAt < now + host.noticeMinutes * 60_000) return false;
  if (startsAt > now + BOOKING_DAYS * 86_400_000) return false;
  const start = localParts(host.timeZone, startsAt);
  const end = localParts(host.timeZone, startsAt + CALL_MS);
  if (host.daysOff.includes(dateKey(start))) return false;
  const from = start.hour * 60 + start.minute;
  // A call ends within the same stretch of hours (an end at midnight reads 0:00 the next day).
  const to = end.hour * 60 + end.minute === 0 ? 24 * 60 : end.hour * 60 + end.minute;
  const within = host.weekly.some((h) => h.day === start.weekday && h.start <= from && to <= h.end && from < to);
  return within && clearOfCalls(host, startsAt, busy);
}

/** One admin's free slots from `now` on: a call every 30 minutes plus the buffer, from each stretch's start. */
export function hostSlots(host: CallHost, now: number, busy: BusyCall[]): number[] {
  const slots: number[] = [];
  const step = CALL_MINUTES + host.bufferMinutes;
  const today = localParts(host.timeZone, now);
  for (let offset = 0; offset <= BOOKING_DAYS; offset++) {
    const date = addDays(today, offset);
    for (const hours of host.weekly.filter((h) => h.day === date.weekday)) {
      for (let minute = hours.start; minute + CALL_MINUTES <= hours.end; minute += step) {
        const startsAt = zonedToUtc(host.timeZone, { ...date, hour: Math.floor(minute / 60), minute: minute % 60 });
        if (startsAt !== null && hostCanTake(host, startsAt, now, busy)) slots.push(startsAt);
      }
    }
  }
  return slots;
}

/** The team's free slots, one per start time (the first admin free then holds it), earliest first. */
export function freeSlots(hosts: CallHost[], now: number, busy: BusyCall[]): FreeSlot[] {
  const byStart = new Map<number, string>();
  for (const host of hosts) {
    for (const startsAt of hostSlots(host, now, busy)) if (!byStart.has(startsAt)) byStart.set(startsAt, host.adminId);
  }
  return [...byStart.entries()].sort(([a], [b]) => a - b).map(([startsAt, adminId]) => ({ adminId, startsAt }));
}

/** Free slots grouped by the member's local date, for "Pick a time". */
export function slotsByDay(slots: FreeSlot[], timeZone: string): { date: string; slots: FreeSlot[] }[] {
  const days: { date: string; slots: FreeSlot[] }[] = [];
  for (const slot of slots) {
    const date = dateKey(localParts(timeZone, slot.startsAt));
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** Calls a month each plan includes (docs/product.md#calls); a plan not named here includes none. */
const CALLS_PER_MONTH: Record<string, number> = { "PREMIUM CARE": 1 };

export function callsIncluded(currentPlan: string | null, active: boolean): number {
  return active && currentPlan ? (CALLS_PER_MONTH[currentPlan] ?? 0) : 0;
}

/** The month a call counts against: its calendar month in the member's zone (`YYYY-MM`). */
function callMonth(startsAt: number, timeZone: string): string {
  return dateKey(localParts(timeZone, startsAt)).slice(0, 7);
}

/** Whether one more call in `startsAt`'s month fits the plan, given the starts of the member's other live calls. */
export function withinPlan(included: number, otherCalls: number[], startsAt: number, timeZone: string): boolean {
  const month = callMonth(startsAt, timeZone);
  return otherCalls.filter((other) => callMonth(other, timeZone) === month).length < included;
}

/** Whether the member may still move or cancel a call: up to the notice period before it. */
export function changeableUntil(startsAt: number, noticeMinutes: number, now: number): boolean {
  return now < startsAt - noticeMinutes * 60_000;
}
