/**
 * The values a bill or an insurer's statement prints, read strictly: a cell is a date, an amount or a code only
 * when all of it is one (docs/decisions/0053-reading-bills-in-the-browser.md). Anything else is not guessed.
 */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A date as bills print it, found anywhere in `text`: 09/14/2026, 9/14/26, 2026-09-14, Sep 14, 2026. */
const DATE_PATTERN =
  /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b|\b(\d{4})-(\d{2})-(\d{2})\b|\b([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})\b/;

const iso = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
};

/** The first date in `text`, as YYYY-MM-DD; null when there is none or it is no real day. */
export function findDate(text: string): string | null {
  const m = DATE_PATTERN.exec(text);
  if (!m) return null;
  if (m[1]) {
    const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return iso(year, Number(m[1]), Number(m[2]));
  }
  if (m[4]) return iso(Number(m[4]), Number(m[5]), Number(m[6]));
  const month = MONTHS.indexOf(m[7].toLowerCase());
  return month < 0 ? null : iso(Number(m[9]), month + 1, Number(m[8]));
}

/** A cell that is a date and nothing else. */
export function readDate(cell: string): string | null {
  const m = DATE_PATTERN.exec(cell.trim());
  return m && m[0] === cell.trim() ? findDate(cell) : null;
}

const MONEY = /^(-|\()?\s*\$?\s*(-)?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})\s*(\)|-|CR)?$/i;

/** "$1,234.56" → 123456 cents; a credit (-1.00, (1.00), 1.00-, 1.00 CR) is negative; null unless all of it is money. */
export function readMoney(cell: string): number | null {
  const m = MONEY.exec(cell.trim());
  if (!m) return null;
  const [, lead, minus, dollars, cents, tail] = m;
  if ((lead === "(") !== (tail === ")")) return null;
  const value = Number(dollars.replace(/,/g, "")) * 100 + Number(cents);
  return lead || minus || tail ? -value : value;
}

/** The last amount in `text` ("Total charges ........ $3,200.00"), or null. */
export function findMoney(text: string): number | null {
  const all = [...text.matchAll(/\(?-?\$?\d{1,3}(?:,\d{3})*\.\d{2}\)?(?:-|\s?CR)?/gi)];
  return all.length ? readMoney(all[all.length - 1][0]) : null;
}

const CODE = /^([0-9]{4}[0-9A-Z]|[A-Z][0-9]{4})(?:-([0-9A-Z]{2}))?$/;

/** A CPT or HCPCS code with at most one modifier after a dash: "73721-RT" → { code: "73721", modifier: "RT" }. */
export function readCode(cell: string): { code: string; modifier: string | null } | null {
  const m = CODE.exec(cell.trim().toUpperCase());
  return m ? { code: m[1], modifier: m[2] ?? null } : null;
}

/** A revenue code: four digits, the first a 0 ("0450"). */
export function readRevenueCode(cell: string): string | null {
  const text = cell.trim();
  return /^0\d{3}$/.test(text) ? text : null;
}

export function readModifier(cell: string): string | null {
  const text = cell.trim().toUpperCase();
  return /^[0-9A-Z]{2}$/.test(text) ? text : null;
}

export function readUnits(cell: string): number | null {
  const text = cell.trim();
  return /^[1-9]\d{0,2}$/.test(text) ? Number(text) : null;
}
