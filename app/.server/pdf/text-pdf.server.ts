/**
 * A plain-text PDF: US Letter pages in Helvetica 11 pt, words wrapped to the margins, a new page
 * when one fills. Helvetica is one of the 14 fonts every PDF reader carries, so nothing is embedded
 * and the file is a few objects written by hand (PDF 1.4, as ISO 32000-1 describes). This replaced pdf-lib,
 * whose parser, forms, image decoders, fourteen font tables and three copies of pako were over a
 * fifth of the Worker for one letter (docs/architecture.md, "Worker size").
 */

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;

/**
 * Helvetica's advance widths (thousandths of the font size) for the characters 32–126 and 160–255 as
 * WinAnsiEncoding names them (160–255 are Latin-1's letters and signs, at the same codes), from Adobe's
 * Helvetica AFM (test/integration/text-pdf.test.ts compares them with pdf-lib's copy of the same metrics).
 */
// prettier-ignore
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722,
  778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278,
  556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// prettier-ignore
const LATIN1_WIDTHS = [
  278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278,
  333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
  722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500,
  556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];

/** Letters that have no base letter under Unicode decomposition but an obvious plain spelling. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Œ: "OE",
  œ: "oe",
  ſ: "s",
  ŋ: "n",
  Ŋ: "N",
};

const printable = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);

/**
 * The text in the font's WinAnsi/Latin-1 letters: typographic dashes and quotes become their plain forms, Latin-1
 * letters ("María José Peña Núñez") stay as they are, any other letter becomes its base letter ("Dvořák" → "Dvorak"),
 * and a character with no base letter is left out: never a "?" the member did not type.
 */
function pdfSafeText(text: string): string {
  let out = "";
  for (const ch of text.replace(/[–—]/g, "-").replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s/g, " ")) {
    if (printable(ch.codePointAt(0)!)) out += ch;
    else if (PLAIN_LETTERS[ch]) out += PLAIN_LETTERS[ch];
    else
      for (const part of ch.normalize("NFD").replace(/\p{M}/gu, "")) if (printable(part.codePointAt(0)!)) out += part;
  }
  return out;
}

/** Width in points of text (already made safe) set in Helvetica at `size`. */
function helveticaWidth(text: string, size: number): number {
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    units += (code >= 0xa0 ? LATIN1_WIDTHS[code - 0xa0] : HELVETICA_WIDTHS[code - 32]) ?? 0;
  }
  return (units * size) / 1000;
}

/** A PDF literal string: backslash and both parentheses escaped, everything else as it is. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

export class TextPdf {
  private pages: string[][] = [[]];
  private y: number;

  constructor(
    private readonly size = 11,
    private readonly margin = 56,
  ) {
    this.y = PAGE_HEIGHT - margin;
  }

  /** Writes `text` wrapped at word boundaries to the page's width, then leaves `gapAfter` points. */
  paragraph(text: string, gapAfter = 4): void {
    const width = PAGE_WIDTH - 2 * this.margin;
    let line = "";
    for (const whole of pdfSafeText(text).split(" ")) {
      for (const word of this.pieces(whole, width)) {
        const next = line ? `${line} ${word}` : word;
        if (helveticaWidth(next, this.size) > width && line) {
          this.line(line);
          line = word;
        } else line = next;
      }
    }
    this.line(line);
    this.y -= gapAfter;
  }

  /** A word wider than the column (a long address) in pieces that each fit; any other word as it is. */
  private pieces(word: string, width: number): string[] {
    if (helveticaWidth(word, this.size) <= width) return [word];
    const pieces = [""];
    for (const ch of word) {
      const last = pieces.length - 1;
      if (pieces[last] && helveticaWidth(pieces[last] + ch, this.size) > width) pieces.push(ch);
      else pieces[last] += ch;
    }
    return pieces;
  }

  /** Leaves `points` of space. */
  skip(points: number): void {
    this.y -= points;
  }

  private line(text: string): void {
    if (this.y < this.margin) {
      this.pages.push([]);
      this.y = PAGE_HEIGHT - this.margin;
    }
    const page = this.pages[this.pages.length - 1];
    page.push(`BT /F1 ${this.size} Tf ${this.margin} ${this.y} Td ${literal(text)} Tj ET`);
    this.y -= this.size + 4;
  }

  /** The whole file: catalog, page tree, the font, each page with its content stream, then the cross-reference table. */
  save(): Uint8Array {
    const pageIds = this.pages.map((_, i) => 4 + 2 * i);
    const objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`,
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
      ...this.pages.flatMap((lines, i) => {
        const content = lines.join("\n");
        return [
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
          `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
        ];
      }),
    ];
    // Every character written is one Latin-1 byte (pdfSafeText), so a string's length is its length in bytes.
    let file = "%PDF-1.4\n";
    const offsets = objects.map((body, i) => {
      const offset = file.length;
      file += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return offset;
    });
    const xref = file.length;
    file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) file += `${String(offset).padStart(10, "0")} 00000 n \n`;
    file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Uint8Array.from(file, (ch) => ch.charCodeAt(0));
  }
}
