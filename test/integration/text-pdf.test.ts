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

  it("writes only printable ASCII: other characters become '?'", () => {
    const pdf = new TextPdf();
    pdf.paragraph("José’s bill — 5 × $10 – ok");
    expect(drawnLines(pdf.save()).map((l) => l.text)).toEqual(["Jos?'s bill - 5 ? $10 - ok"]);
  });
});
