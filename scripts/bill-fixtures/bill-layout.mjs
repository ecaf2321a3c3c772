// One hospital statement drawn from a layout: the hospital's block and the statement's facts at the top, a table
// of lines in the layout's column order (repeated on each page), credits, totals. Returns the PDF and what a
// reader must read from it.
import { drawHeader, drawRow, money, newDocument, pageOf, printed, save } from "./draw.mjs";

const TOP = 750;
const STEP = 14;
const BOTTOM = 90;

/**
 * `layout`: { font, title, columns: [{ key, header, x, right? }] left to right, dateStyle, moneyStyle, dollar,
 *   labels, rowsPerPage? }.
 * `bill`: { hospital: { name, address, city, state, zip }, accountNumber, statementDate, serviceDates: [from, to],
 *   lines, credits: [{ date, description, amountCents }], unreadable: [{ at, values }] (rows printed as a
 *   hospital's system garbled them), showTotals }.
 */
export async function drawBill(layout, bill) {
  const pdf = await newDocument(layout.font);
  const h = bill.hospital;
  const cityLine = `${h.city}, ${h.state} ${h.zip}`;
  const rows = tableRows(layout, bill);
  const pages = [];
  let at = 0;
  while (at < rows.length || pages.length === 0) {
    const { cell } = pageOf(pdf);
    const first = pages.length === 0;
    let y = TOP;
    if (first) {
      cell(h.name, 40, y, { size: 11, strong: true });
      cell(layout.title, 380, y, { size: 11, strong: true });
      cell(h.address, 40, (y -= STEP));
      cell(`${layout.labels.statementDate} ${printed(bill.statementDate, layout.dateStyle)}`, 380, y);
      cell(cityLine, 40, (y -= STEP));
      cell(`${layout.labels.account} ${bill.accountNumber}`, 380, y);
      y -= STEP * 2;
      const [from, to] = bill.serviceDates.map((d) => printed(d, layout.dateStyle));
      cell(`Patient: ${bill.patient}`, 40, y);
      cell(`${layout.labels.serviceDates} ${from === to ? from : `${from} - ${to}`}`, 380, y);
    } else {
      cell(h.name, 40, y, { strong: true });
      cell(`${layout.labels.account} ${bill.accountNumber}`, 380, y);
    }
    y -= STEP * 2;
    drawHeader(cell, layout.columns, y);
    let onPage = 0;
    while (at < rows.length && y - STEP > BOTTOM && onPage < (layout.rowsPerPage ?? Infinity)) {
      drawRow(cell, layout.columns, rows[at], (y -= STEP));
      at++;
      onPage++;
    }
    pages.push(cell);
  }
  const last = pages.at(-1);
  let y = BOTTOM - 10;
  const label = layout.columns.find((c) => c.key === "description");
  const amount = layout.columns.find((c) => c.key === "amount");
  const charges = [...bill.lines, ...bill.unreadable.map((u) => ({ amountCents: u.amountCents }))].reduce(
    (t, l) => t + l.amountCents,
    0,
  );
  const credits = bill.credits.reduce((t, c) => t + c.amountCents, 0);
  for (const [text, cents] of [
    [layout.labels.totalCharges, charges],
    [layout.labels.totalCredits, credits],
    [layout.labels.balance, charges + credits],
  ]) {
    last(text, label.x, y, { strong: true });
    last(money(cents, { dollar: layout.dollar, style: layout.moneyStyle }), amount.x, y, { right: amount.right });
    y -= STEP;
  }
  pages.forEach((cell, i) => {
    cell(`Page ${i + 1} of ${pages.length}`, 280, 30, { size: 8 });
    if (i < pages.length - 1) cell("Continued on next page", 40, 30, { size: 8 });
  });
  const bytes = await save(pdf.doc);
  return { bytes, expected: expectedReading(layout, bill, rows, charges, credits) };
}

/** The table's printed rows, in order: the lines, the garbled rows where they fall, then the credits. */
function tableRows(layout, bill) {
  const ds = layout.dateStyle;
  const m = (cents) => money(cents, { dollar: layout.dollar, style: layout.moneyStyle });
  const splitModifier = layout.columns.some((c) => c.key === "modifier");
  const rows = bill.lines.map((l) => ({
    date: l.date ? printed(l.date, ds) : "",
    revenueCode: l.revenueCode ?? "",
    code: l.code ? (l.modifier && !splitModifier ? `${l.code}-${l.modifier}` : l.code) : "",
    modifier: l.modifier ?? "",
    description: l.description,
    units: String(l.units),
    amount: m(l.amountCents),
  }));
  for (const u of bill.unreadable) rows.splice(u.at, 0, { ...u.values, unreadable: true });
  for (const c of bill.credits) {
    rows.push({ date: c.date ? printed(c.date, ds) : "", description: c.description, amount: m(c.amountCents) });
  }
  return rows;
}

function expectedReading(layout, bill, rows, charges, credits) {
  // A garbled row is reported as the text seen, left to right (the layout lists its columns left to right).
  const printedKeys = new Set(layout.columns.map((c) => c.key));
  const seen = (row) =>
    layout.columns
      .map((c) => row[c.key])
      .filter(Boolean)
      .join(" ");
  return {
    kind: "bill",
    hospital: { ...bill.hospital },
    accountNumber: bill.accountNumber,
    statementDate: bill.statementDate,
    serviceDate: bill.serviceDates[0],
    // What the layout does not print, the reading cannot have: no date or revenue column, no date or revenue code.
    lines: bill.lines.map((l) => ({
      ...l,
      date: printedKeys.has("date") ? l.date : null,
      revenueCode: printedKeys.has("revenueCode") ? l.revenueCode : null,
    })),
    credits: bill.credits.map((c) => ({
      date: printedKeys.has("date") ? c.date : null,
      description: c.description,
      amountCents: c.amountCents,
    })),
    unread: rows.filter((r) => r.unreadable).map(seen),
    totals: { chargesCents: charges, creditsCents: credits, balanceCents: charges + credits },
  };
}
