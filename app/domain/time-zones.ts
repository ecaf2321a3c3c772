/**
 * Wall-clock time in an IANA time zone, from `Intl` alone (no date library): what a UTC instant reads
 * in a zone, and which instant a zone's local date and time is, correct across daylight-saving changes.
 * Client-safe.
 */

export type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Whether the runtime knows this zone name (a profile or a form may carry anything). */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Readings of whole-minute instants (every slot and call starts on one), kept per isolate: the call page
 * asks for the same few hundred slots for each host on every request, and `formatToParts` is its largest
 * CPU cost. The oldest go first past the bound; each caller gets its own copy.
 */
const readings = new Map<string, LocalParts>();
const KEPT_READINGS = 8192;

/** What the clock reads in `timeZone` at the instant `utcMs` (weekday 0 = Sunday). */
export function localParts(timeZone: string, utcMs: number): LocalParts {
  if (utcMs % 60_000 !== 0) return readClock(timeZone, utcMs);
  const key = `${timeZone} ${utcMs}`;
  let reading = readings.get(key);
  if (!reading) {
    reading = readClock(timeZone, utcMs);
    readings.set(key, reading);
    if (readings.size > KEPT_READINGS) readings.delete(readings.keys().next().value!);
  }
  return { ...reading };
}

function readClock(timeZone: string, utcMs: number): LocalParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(utcMs))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
  };
}

/** The zone's offset from UTC at `utcMs`, in ms (positive east of Greenwich). */
function offsetMs(timeZone: string, utcMs: number): number {
  const p = localParts(timeZone, utcMs);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(utcMs / 60_000) * 60_000;
}

/**
 * The instant a local date and time names in `timeZone`, or null when that time does not exist there
 * (the hour skipped when clocks go forward). A time that happens twice (clocks go back) is its first.
 */
export function zonedToUtc(
  timeZone: string,
  local: { year: number; month: number; day: number; hour: number; minute: number },
): number | null {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // The offset an hour either side can differ; try both and keep the earliest that reads back right.
  const candidates = [offsetMs(timeZone, wall - 86_400_000), offsetMs(timeZone, wall + 86_400_000)]
    .map((offset) => wall - offset)
    .sort((a, b) => a - b);
  for (const utc of candidates) {
    const back = localParts(timeZone, utc);
    if (
      back.year === local.year &&
      back.month === local.month &&
      back.day === local.day &&
      back.hour === local.hour &&
      back.minute === local.minute
    )
      return utc;
  }
  return null;
}

/** A calendar date as `YYYY-MM-DD`. */
export function dateKey(p: { year: number; month: number; day: number }): string {
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** The calendar date `days` after the given one (plain date arithmetic, no zone). */
export function addDays(p: { year: number; month: number; day: number }, days: number) {
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}
