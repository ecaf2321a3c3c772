/**
 * Reads a hospital statement's rows (./rows.ts): the hospital's block, the account number, the statement date,
 * the date of service, and the table of lines whose columns come in any order, found by the table's own
 * headings. A row in the table that does not read as a line is reported with the text seen, never guessed
 * (docs/decisions/0053-reading-bills-in-the-browser.md).
 */
import type { Cell, Row } from "./rows";
import { findDate, findMoney, readCode, readDate, readModifier, readMoney, readRevenueCode, readUnits } from "./values";

export type ReadLine = {
  date: string | null;
  revenueCode: string | null;
  /** The CPT/HCPCS base code, the one priced; its modifier apart. */
  code: string | null;
  modifier: string | null;
  description: string;
  units: number;
  amountCents: number;
};
type ReadCredit = { date: string | null; description: string; amountCents: number };
export type SeenHospital = { name: string; address: string; city: string; state: string; zip: string };

export type BillReading = {
  kind: "bill";
  hospital: SeenHospital | null;
  accountNumber: string | null;
  statementDate: string | null;
  serviceDate: string | null;
  lines: ReadLine[];
  credits: ReadCredit[];
  /** Rows of the table we could not read, as the text seen. */
  unread: string[];
  totals: { chargesCents: number | null; creditsCents: number | null; balanceCents: number | null };
};

type Key = "date" | "revenueCode" | "code" | "modifier" | "description" | "units" | "amount";
type Column = { key: Key; x: number; right: number };

const HEADINGS: [Key, RegExp][] = [
  ["revenueCode", /^rev(enue)?\.?(\s*code)?$/i],
  ["modifier", /^mod(ifiers?)?\.?$/i],
  ["code", /^(cpt|hcpcs|cpt\s*\/\s*hcpcs|hcpcs\s*\/\s*cpt|code|proc(edure)?(\s*code)?)$/i],
  ["date", /^((service\s+)?date(\s+of\s+service)?|dos)$/i],
  ["description", /^(description|service|services|item|description of services?)$/i],
  ["units", /^(qty|quantity|units?)$/i],
  ["amount", /^(amount|charges?|total|price)$/i],
];

const headingOf = (cell: Cell): Key | null => HEADINGS.find(([, re]) => re.test(cell.text.trim()))?.[0] ?? null;

/** A row of headings naming at least three columns, among them the description and the amount. */
function tableColumns(row: Row): Column[] | null {
  const columns = row.cells.flatMap((c) => {
    const key = headingOf(c);
    return key ? [{ key, x: c.x, right: c.right }] : [];
  });
  const keys = new Set(columns.map((c) => c.key));
  const ok = columns.length >= 3 && keys.size === columns.length && keys.has("amount") && keys.has("description");
  return ok ? columns : null;
}

/** The column a cell sits in: its left edge under a heading's left edge, or its right edge under a heading's right. */
function columnOf(cell: Cell, columns: Column[]): Key {
  const distance = (c: Column) => Math.min(Math.abs(cell.x - c.x), Math.abs(cell.right - c.right));
  return columns.reduce((best, c) => (distance(c) < distance(best) ? c : best)).key;
}

const TOTALS: [keyof BillReading["totals"], RegExp][] = [
  ["chargesCents", /^total\s+charges?\b/i],
  ["creditsCents", /^(total\s+(credits|payments|adjustments)|payments?\s*(and|&|\/)\s*adjustments?)\b/i],
  ["balanceCents", /^(balance(\s+due)?|amount\s+due|patient\s+balance|total\s+due)\b/i],
];
const NOISE = /\bpage \d+ of \d+\b|\bcontinued\b/i;

type Parsed = { line: ReadLine } | { credit: ReadCredit } | null;

/** One table row as a line or a credit; null when any part of it is not what its column holds. */
function parseLine(row: Row, columns: Column[]): Parsed {
  const parts: Partial<Record<Key, string>> = {};
  for (const cell of row.cells) {
    const key = columnOf(cell, columns);
    parts[key] = parts[key] ? `${parts[key]} ${cell.text}` : cell.text;
  }
  const amountCents = parts.amount ? readMoney(parts.amount) : null;
  const description = (parts.description ?? "").trim();
  const date = parts.date ? readDate(parts.date) : null;
  const revenueCode = parts.revenueCode ? readRevenueCode(parts.revenueCode) : null;
  const coded = parts.code ? readCode(parts.code) : null;
  const modifier = parts.modifier ? readModifier(parts.modifier) : (coded?.modifier ?? null);
  const units = parts.units ? readUnits(parts.units) : 1;
  const bad =
    amountCents === null ||
    !description ||
    (parts.date && !date) ||
    (parts.revenueCode && !revenueCode) ||
    (parts.code && !coded) ||
    (parts.modifier && !modifier) ||
    units === null;
  if (bad) return null;
  if (amountCents < 0) return { credit: { date, description, amountCents } };
  return { line: { date, revenueCode, code: coded?.code ?? null, modifier, description, units, amountCents } };
}

const CITY_LINE = /^(.+?),?\s+([A-Z]{2})\s+(\d{5})(?:-\d{4})?$/;

/** The hospital's block: name, street, then "City, ST 12345", each the first cell of its row, near the top. */
function readHospital(rows: Row[]): SeenHospital | null {
  for (let i = 2; i < Math.min(rows.length, 8); i++) {
    const m = CITY_LINE.exec(rows[i].cells[0]?.text ?? "");
    if (m && rows[i].page === 1) {
      return {
        name: rows[i - 2].cells[0].text,
        address: rows[i - 1].cells[0].text,
        city: m[1],
        state: m[2],
        zip: m[3],
      };
    }
  }
  return null;
}

/** The first value after `label` in any row: for labels printed before their value on the same row. */
function labelled<T>(rows: Row[], label: RegExp, read: (rest: string) => T | null): T | null {
  for (const row of rows) {
    const m = label.exec(row.text);
    const value = m ? read(row.text.slice(m.index + m[0].length)) : null;
    if (value !== null) return value;
  }
  return null;
}

export function readBill(rows: Row[]): BillReading {
  const reading: BillReading = {
    kind: "bill",
    hospital: readHospital(rows),
    accountNumber: labelled(
      rows,
      /\baccount\s*(?:number|no\.?|#)\s*:?/i,
      (r) => /^\s*([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)/i.exec(r)?.[1] ?? null,
    ),
    statementDate: labelled(rows, /\b(?:statement|bill)\s+date\s*:?/i, findDate),
    serviceDate: labelled(rows, /\b(?:dates?\s+of\s+service|service\s+dates?)\s*:?/i, findDate),
    lines: [],
    credits: [],
    unread: [],
    totals: { chargesCents: null, creditsCents: null, balanceCents: null },
  };
  let columns: Column[] | null = null;
  let inTable = false;
  let page = 0;
  for (const row of rows) {
    if (row.page !== page) [page, inTable] = [row.page, false];
    const heading = tableColumns(row);
    if (heading) [columns, inTable] = [heading, true];
    if (heading || !columns || NOISE.test(row.text)) continue;
    const total = TOTALS.find(([, re]) => re.test(row.text));
    if (total) {
      reading.totals[total[0]] = findMoney(row.text);
      inTable = false;
      continue;
    }
    const parsed = parseLine(row, columns);
    if (parsed && "line" in parsed) reading.lines.push(parsed.line);
    else if (parsed) reading.credits.push(parsed.credit);
    // Before a page's own headings, only rows that read as lines count: the rest is the page's letterhead.
    else if (inTable) reading.unread.push(row.text);
  }
  reading.serviceDate ??=
    reading.lines
      .map((l) => l.date)
      .filter((d) => d !== null)
      .sort()[0] ?? null;
  return reading;
}
