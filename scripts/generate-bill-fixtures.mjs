#!/usr/bin/env node
/**
 * Writes the test bills under test/fixtures/bills/: hospital statements in six layouts (itemized and summary,
 * columns in different orders, modifiers, revenue codes, several pages, credits and totals, one garbled line),
 * a scan with no text, and four insurers' Explanations of Benefits. Every amount is the hospital's own posted
 * cash price (../shared/data/providers/hospital-codes/). Beside each PDF, `<name>.json` pins what a reader must
 * read from it (docs/decisions/0053-reading-bills-in-the-browser.md); test/components/bill-reader.test.tsx reads
 * every fixture, and scripts/test/generate-bill-fixtures.test.mjs proves the committed files reproduce.
 *
 *   node scripts/generate-bill-fixtures.mjs [--data ../shared/data] [--out test/fixtures/bills]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { drawBill } from "./bill-fixtures/bill-layout.mjs";
import { newDocument, pageOf, save } from "./bill-fixtures/draw.mjs";
import { drawEob } from "./bill-fixtures/eob-layout.mjs";
import { billFixtures, LAYOUTS } from "./bill-fixtures/specs.mjs";
import { arg, root } from "./script-args.mjs";

const dataDir = resolve(root, arg("--data", "../shared/data"));
const outDir = resolve(root, arg("--out", "test/fixtures/bills"));
mkdirSync(outDir, { recursive: true });

function write(name, { bytes, expected }) {
  writeFileSync(join(outDir, `${name}.pdf`), bytes);
  writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(expected, null, 2)}\n`);
}

/** A photographed statement saved as a PDF: shapes only, no text to read. */
async function drawScan() {
  const pdf = await newDocument();
  const { page } = pageOf(pdf);
  for (let y = 700; y > 200; y -= 18)
    page.drawRectangle({ x: 40, y, width: 300 + (y % 7) * 30, height: 7, opacity: 0.6 });
  return { bytes: await save(pdf.doc), expected: { kind: "no-text" } };
}

const { bills, eobs } = billFixtures(dataDir);
for (const [name, layout, bill] of bills) write(name, await drawBill(LAYOUTS[layout], bill));
for (const [name, eob] of eobs) write(name, await drawEob(eob));
write("scan-no-text", await drawScan());
console.log(`Wrote ${bills.length + eobs.length + 1} fixtures to ${outDir}`);
