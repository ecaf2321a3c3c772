/**
 * Every date and time people see. Instants are stored in UTC and shown in the
 * viewer's time zone (docs/architecture.md); calendar dates such as a date of
 * birth have no zone and never shift.
 */
import { localeOf } from "./locale";

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: "numeric", minute: "2-digit" };

/** Making a formatter costs far more than using one (ICU loads the zone and pattern), so each is made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(withTime: boolean, timeZone: string | undefined, lang?: string): Intl.DateTimeFormat {
  const locale = localeOf(lang);
  const key = `${withTime ? "date-time" : "date"}|${timeZone ?? ""}|${locale}`;
  let formatter = formatters.get(key);
  if (!formatter)
    formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...(withTime ? DATE_TIME : DATE), timeZone })));
  return formatter;
}

/** An instant ("2026-03-01T14:05:00.000Z" or ms) in `timeZone` (the viewer's when omitted), in the page's `lang`. */
export function formatInstant(
  value: string | number | Date,
  { withTime = false, timeZone, lang }: { withTime?: boolean; timeZone?: string; lang?: string } = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return formatterFor(withTime, timeZone, lang).format(date);
}

/** A calendar date "YYYY-MM-DD" (date of birth): the same day for everyone. */
export function formatCalendarDate(value: string | null | undefined, lang?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!match) return value ?? "";
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatterFor(false, "UTC", lang).format(date);
}
