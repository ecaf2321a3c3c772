import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { TextPdf } from "~/.server/pdf/text-pdf.server";

// pdf-lib (a test dependency here) reads what the hand-written PDF writer makes, and its
// copy of Adobe's Helvetica metrics checks where the writer breaks lines.
const latin = new TextDecoder("latin1");

/** The strings each page shows, in order, with the position each is drawn at. */
function drawnLines(file: Uint8Array): { page: number; x: number; y: number; text: string }[] {
  const text = latin.decode(file);
  const streams = [...text.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) => m[1]);
  return streams.flatMap((stream, page) =>
    [...stream.matchAll(/BT \/F1 11 Tf (\d+) (\d+) Td \(((?:\\.|[^\\)])*)\) Tj ET/g)].map((m) => ({
      page,
      x: Number(m[1]),
      y: Number(m[2]),
      text: m[3].replace(/\\(.)/g, "$1"),
    })),
  );
}

let helvetica: PDFFont;
beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});
/** Width without kerning (a PDF's Tj sets glyphs at their advance widths), each glyph from pdf-lib's AFM. */
const width = (text: string) => [...text].reduce((sum, c) => sum + helvetica.widthOfTextAtSize(c, 11), 0);

describe("TextPdf", () => {
  it("writes a file pdf-lib opens: Letter-size pages in Helvetica, every cross-reference on its object", async () => {
    const pdf = new TextPdf();
    pdf.paragraph("Jane Doe", 0);
    pdf.skip(12);
    pdf.paragraph("Re: a (parenthesised) path C:\\bills", 12);
    const file = pdf.save();
    const text = latin.decode(file);

    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)));

    const doc = await PDFDocument.load(file, { throwOnInvalidObject: true, updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(text).toContain("/BaseFont /Helvetica /Encoding /WinAnsiEncoding");
    expect(drawnLines(file)).toEqual([
      { page: 0, x: 56, y: 736, text: "Jane Doe" },
      { page: 0, x: 56, y: 709, text: "Re: a (parenthesised) path C:\\bills" },
    ]);
  });

  it("wraps words to the 500-point column, as full as each line can be, and starts a page when one fills", async () => {
    const words =
      "Please send me an itemized bill that lists every charge with its CPT or HCPCS code, date & amount; ask for $1,250.00 (50%) back — [Q] {z} ~ “quotes” #7 @home!".split(
        " ",
      );
    const paragraph = Array.from({ length: 12 }, () => words.join(" ")).join(" ");
    const pdf = new TextPdf();
    for (let i = 0; i < 6; i++) pdf.paragraph(paragraph, 10);
    const file = pdf.save();
    const lines = drawnLines(file);

    const doc = await PDFDocument.load(file, { throwOnInvalidObject: true, updateMetadata: false });
    expect(doc.getPageCount()).toBe(3);
    expect(new Set(lines.map((l) => l.page))).toEqual(new Set([0, 1, 2]));
    for (const line of lines) expect(line.y).toBeGreaterThanOrEqual(56);

    const perParagraph = lines.length / 6;
    expect(Number.isInteger(perParagraph)).toBe(true);
    const first = lines.slice(0, perParagraph).map((l) => l.text);
    // Nothing lost or reordered: the lines read back as the paragraph, with its typography made plain.
    expect(first.join(" ")).toBe(paragraph.replaceAll("—", "-").replaceAll("“", '"').replaceAll("”", '"'));
    first.forEach((line, i) => {
      expect(width(line)).toBeLessThanOrEqual(500);
      const nextWord = first[i + 1]?.split(" ")[0];
      if (nextWord) expect(width(`${line} ${nextWord}`)).toBeGreaterThan(500);
    });
  });

  it("prints Latin-1 letters as themselves, in single bytes pdf-lib reads back", async () => {
    const pdf = new TextPdf();
    pdf.paragraph("María José Peña Núñez — 5 × $10 – ok, Zoë’s café");
    const file = pdf.save();
    expect(drawnLines(file).map((l) => l.text)).toEqual(["María José Peña Núñez - 5 × $10 - ok, Zoë's café"]);
    // "í" is the one byte 0xED (WinAnsi), not UTF-8's two
    expect(file.includes(0xed)).toBe(true);
    expect(latin.decode(file)).not.toContain("Ã");
    await PDFDocument.load(file, { throwOnInvalidObject: true, updateMetadata: false });
  });

  it("writes any other letter as its base letter and never a '?'", () => {
    const pdf = new TextPdf();
    pdf.paragraph("Antonín Dvořák, Łódź, Œuvre, Şişli, Nguyễn 中文 end");
    const [line] = drawnLines(pdf.save()).map((l) => l.text);
    expect(line).toBe("Antonín Dvorák, Lódz, OEuvre, Sisli, Nguyen  end");
    expect(line).not.toContain("?");
  });

  it("measures each Latin-1 letter as Helvetica does: lines of them wrap exactly where pdf-lib says", () => {
    const letters = Array.from({ length: 96 }, (_, i) => String.fromCharCode(0xa0 + i)).filter((c) => c !== "\xa0");
    const paragraph = [...letters, ...letters, ...letters].map((c) => c.repeat(3)).join(" ");
    const pdf = new TextPdf();
    pdf.paragraph(paragraph);
    const lines = drawnLines(pdf.save()).map((l) => l.text);
    expect(lines.join(" ")).toBe(paragraph);
    lines.forEach((line, i) => {
      expect(width(line)).toBeLessThanOrEqual(500);
      const nextWord = lines[i + 1]?.split(" ")[0];
      if (nextWord) expect(width(`${line} ${nextWord}`)).toBeGreaterThan(500);
    });
  });

  it("breaks a word wider than the column (a long address) instead of running off the page", () => {
    const url = `https://example.org/${"financial-assistance/".repeat(12)}apply`;
    const pdf = new TextPdf();
    pdf.paragraph(`See ${url} today`);
    const lines = drawnLines(pdf.save()).map((l) => l.text);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(500);
    expect(lines.join(" ").replaceAll(" ", "")).toBe(`See${url}today`);
  });
});
