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
 * Helvetica's advance widths (thousandths of the font size) for the characters 32–126 as
 * WinAnsiEncoding names them, from Adobe's Helvetica AFM (test/integration/text-pdf.test.ts
 * compares them with pdf-lib's copy of the same metrics).
 */
// prettier-ignore
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722,
  778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278,
  556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** The text as printable ASCII: typographic dashes and quotes become their plain forms, anything else "?". */
function pdfSafeText(text: string): string {
  return text
    .replace(/[–—]/g, "-")
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7e]/g, "?");
}

/** Width in points of printable-ASCII text set in Helvetica at `size`. */
function helveticaWidth(text: string, size: number): number {
  let units = 0;
  for (let i = 0; i < text.length; i++) units += HELVETICA_WIDTHS[text.charCodeAt(i) - 32] ?? 0;
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
    for (const word of pdfSafeText(text).split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (helveticaWidth(next, this.size) > width && line) {
        this.line(line);
        line = word;
      } else line = next;
    }
    this.line(line);
    this.y -= gapAfter;
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
    // Every character written is ASCII, so a string's length is its length in bytes.
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
    return new TextEncoder().encode(file);
  }
}
