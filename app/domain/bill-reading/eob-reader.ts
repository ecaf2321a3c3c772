/**
 * Reads an insurer's Explanation of Benefits (rows from ./rows.ts): the four totals the EOB check needs, however
 * the insurer lays them out: label and amount on one row, a claim table with a totals row, labels above their
 * amounts (docs/decisions/0053-reading-bills-in-the-browser.md). A total not found stays null.
 */
import type { Cell, Row } from "./rows";
import { findDate, findMoney, readMoney } from "./values";

export type EobReading = {
  kind: "eob";
  insurer: string | null;
  claimNumber: string | null;
  processedDate: string | null;
  serviceDate: string | null;
  billedCents: number | null;
  allowedCents: number | null;
  planPaidCents: number | null;
  patientResponsibilityCents: number | null;
};

type Total = "billedCents" | "allowedCents" | "planPaidCents" | "patientResponsibilityCents";

const LABELS: [Total, RegExp][] = [
  ["allowedCents", /^(allowed(\s+amount)?|amount\s+allowed|approved\s+amount|plan\s+allowance|allowable(\s+amount)?)/i],
  ["planPaidCents", /^(plan\s+paid|paid\s+by\s+(your\s+)?plan|plan\s+payment|benefits?\s+paid|insurance\s+paid)/i],
  [
    "patientResponsibilityCents",
    /^(patient\s+responsibility|member\s+responsibility|your\s+(share|responsibility)|you\s+(may\s+)?owe|what\s+you\s+owe)/i,
  ],
  ["billedCents", /^(amount\s+billed|billed(\s+(amount|charges))?|provider\s+charges|total\s+charges|charges)/i],
];

const labelOf = (text: string): Total | null => LABELS.find(([, re]) => re.test(text.trim()))?.[0] ?? null;

/** Labels in a row of their own, each heading the amount printed under it (a table's totals row, or the next row). */
function readUnderLabels(rows: Row[], reading: EobReading): boolean {
  for (let i = 0; i < rows.length; i++) {
    const heads = rows[i].cells.flatMap((c) => {
      const total = labelOf(c.text);
      return total && findMoney(c.text) === null ? [{ total, cell: c }] : [];
    });
    if (heads.length < 3) continue;
    const below = rows.slice(i + 1);
    const values =
      below.find((r) => /^totals?\b/i.test(r.text)) ??
      below.find((r) => r.cells.some((c) => readMoney(c.text) !== null));
    if (!values) return false;
    for (const { total, cell } of heads) {
      const under = values.cells.filter((c) => readMoney(c.text) !== null);
      const distance = (c: Cell) => Math.min(Math.abs(c.x - cell.x), Math.abs(c.right - cell.right));
      const nearest = under.reduce<Cell | null>((best, c) => (!best || distance(c) < distance(best) ? c : best), null);
      reading[total] = nearest ? readMoney(nearest.text) : null;
    }
    return true;
  }
  return false;
}

const after = (rows: Row[], label: RegExp) => {
  for (const row of rows) {
    const m = label.exec(row.text);
    if (m) return row.text.slice(m.index + m[0].length);
  }
  return null;
};

export function readEob(rows: Row[]): EobReading {
  const dateAfter = (label: RegExp) => {
    const rest = after(rows, label);
    return rest === null ? null : findDate(rest);
  };
  const reading: EobReading = {
    kind: "eob",
    insurer: rows[0]?.cells[0]?.text ?? null,
    claimNumber:
      /^\s*([A-Z0-9][A-Z0-9-]*)/i.exec(after(rows, /\bclaim\s*(?:number|no\.?|#|id)\s*:?/i) ?? "")?.[1] ?? null,
    processedDate: dateAfter(/\b(?:date\s+processed|processed(?:\s+on)?)\s*:?/i),
    serviceDate: dateAfter(/\b(?:dates?\s+of\s+service|service\s+dates?)\s*:?/i),
    billedCents: null,
    allowedCents: null,
    planPaidCents: null,
    patientResponsibilityCents: null,
  };
  if (readUnderLabels(rows, reading)) return reading;
  // Otherwise each total's label starts a row, its amount after it ("Plan paid   $1,200.00", "Plan paid ..... $1,200.00").
  for (const row of rows) {
    const total = labelOf(row.text);
    if (total && reading[total] === null) reading[total] = findMoney(row.text);
  }
  return reading;
}
