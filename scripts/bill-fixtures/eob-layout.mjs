// An insurer's Explanation of Benefits in one of four layouts: label and amount pairs, a claim table with a
// totals row, labels above their amounts, and dotted leaders on a typewriter page. Returns the PDF and its reading.
import { drawHeader, drawRow, money, newDocument, pageOf, printed, save } from "./draw.mjs";

const STEP = 14;

/**
 * `eob`: { insurer, claimNumber, processedDate, serviceDate, labels: { billed, allowed, planPaid, patient },
 *   services: [{ description, billedCents, allowedCents, planPaidCents, patientCents }], style, dateStyle }.
 */
export async function drawEob(eob) {
  const pdf = await newDocument(eob.style === "leaders" ? "Courier" : "Helvetica");
  const { cell } = pageOf(pdf);
  const ds = eob.dateStyle;
  const total = (key) => eob.services.reduce((t, s) => t + s[key], 0);
  const totals = {
    billed: total("billedCents"),
    allowed: total("allowedCents"),
    planPaid: total("planPaidCents"),
    patient: total("patientCents"),
  };
  let y = 750;
  cell(eob.insurer, 40, y, { size: 12, strong: true });
  cell("EXPLANATION OF BENEFITS", 360, y, { size: 11, strong: true });
  cell("THIS IS NOT A BILL", 360, (y -= STEP));
  cell(`Claim number: ${eob.claimNumber}`, 40, (y -= STEP * 2));
  cell(`Date processed: ${printed(eob.processedDate, ds)}`, 360, y);
  cell("Member: JANE DOE", 40, (y -= STEP));
  cell(`Date of service: ${printed(eob.serviceDate, ds)}`, 360, y);
  cell(`Provider: ${eob.provider}`, 40, (y -= STEP));
  y -= STEP * 2;
  const keys = ["billed", "allowed", "planPaid", "patient"];
  const m = (cents) => money(cents, { dollar: true });
  if (eob.style === "pairs") {
    cell("Claim summary", 40, y, { strong: true });
    for (const k of keys) {
      cell(eob.labels[k], 40, (y -= STEP));
      cell(m(totals[k]), 320, y, { right: true });
    }
  } else if (eob.style === "table") {
    const columns = [
      { key: "description", header: "Service", x: 40 },
      { key: "billed", header: eob.labels.billed, x: 290, right: true },
      { key: "allowed", header: eob.labels.allowed, x: 370, right: true },
      { key: "planPaid", header: eob.labels.planPaid, x: 450, right: true },
      { key: "patient", header: eob.labels.patient, x: 560, right: true },
    ];
    drawHeader(cell, columns, y);
    for (const s of eob.services) {
      const row = { description: s.description, billed: m(s.billedCents), allowed: m(s.allowedCents) };
      drawRow(cell, columns, { ...row, planPaid: m(s.planPaidCents), patient: m(s.patientCents) }, (y -= STEP));
    }
    const row = Object.fromEntries(keys.map((k) => [k, m(totals[k])]));
    drawRow(cell, columns, { description: "Totals", ...row }, (y -= STEP), { strong: true });
  } else if (eob.style === "stacked") {
    const xs = [40, 180, 320, 460];
    keys.forEach((k, i) => cell(eob.labels[k], xs[i], y, { strong: true }));
    y -= STEP;
    keys.forEach((k, i) => cell(m(totals[k]), xs[i], y));
  } else {
    for (const k of keys) {
      const label = `${eob.labels[k]} `.padEnd(34, ".");
      cell(`${label} ${m(totals[k])}`, 40, (y -= STEP));
    }
  }
  cell("Questions? Call the number on the back of your member card.", 40, 60, { size: 8 });
  return {
    bytes: await save(pdf.doc),
    expected: {
      kind: "eob",
      insurer: eob.insurer,
      claimNumber: eob.claimNumber,
      processedDate: eob.processedDate,
      serviceDate: eob.serviceDate,
      billedCents: totals.billed,
      allowedCents: totals.allowed,
      planPaidCents: totals.planPaid,
      patientResponsibilityCents: totals.patient,
    },
  };
}
