// Drawing helpers for scripts/generate-bill-fixtures.mjs: a page of text cells at fixed places, tables whose
// columns come in any order, and the money and date spellings hospitals and insurers print.
import { PDFDocument, StandardFonts } from "pdf-lib";

const FIXED_DATE = new Date("2026-10-01T12:00:00Z");

/** A new PDF whose bytes depend only on what is drawn (fixed dates, our own producer). */
export async function newDocument(fontName = "Helvetica") {
  const doc = await PDFDocument.create();
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer("Care Finder test fixtures");
  doc.setCreator("scripts/generate-bill-fixtures.mjs");
  const font = await doc.embedFont(StandardFonts[fontName]);
  const bold = await doc.embedFont(StandardFonts[fontName === "Courier" ? "CourierBold" : "HelveticaBold"]);
  return { doc, font, bold };
}

export function pageOf({ doc, font, bold }) {
  const page = doc.addPage([612, 792]);
  const cell = (text, x, y, { size = 9, right = false, strong = false } = {}) => {
    const f = strong ? bold : font;
    const left = right ? x - f.widthOfTextAtSize(text, size) : x;
    page.drawText(text, { x: left, y, size, font: f });
  };
  return { page, cell };
}

/**
 * One table row: `columns` are { key, header, x, right? } in the order the layout prints them;
 * `values` maps each key to its printed text. Returns nothing: the row is drawn at `y`.
 */
export function drawRow(cell, columns, values, y, options = {}) {
  for (const c of columns) {
    const text = values[c.key];
    if (text) cell(text, c.x, y, { right: c.right, ...options });
  }
}

export function drawHeader(cell, columns, y) {
  drawRow(cell, columns, Object.fromEntries(columns.map((c) => [c.key, c.header])), y, { strong: true });
}

/** 123456 cents → "1,234.56"; `style` spells a credit: "minus" -1,234.56, "parens" (1,234.56), "cr" 1,234.56 CR. */
export function money(cents, { dollar = false, style = "minus" } = {}) {
  const abs = Math.abs(cents);
  const digits = `${Math.floor(abs / 100).toLocaleString("en-US")}.${String(abs % 100).padStart(2, "0")}`;
  const text = `${dollar ? "$" : ""}${digits}`;
  if (cents >= 0) return text;
  return style === "parens" ? `(${text})` : style === "cr" ? `${text} CR` : `-${text}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An ISO date as a bill prints it: "us" 09/14/2026, "short" 09/14/26, "iso" 2026-09-14, "long" Sep 14, 2026. */
export function printed(iso, style = "us") {
  const [y, m, d] = iso.split("-");
  if (style === "iso") return iso;
  if (style === "short") return `${m}/${d}/${y.slice(2)}`;
  if (style === "long") return `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
  return `${m}/${d}/${y}`;
}

export async function save(doc) {
  return doc.save({ useObjectStreams: false });
}
