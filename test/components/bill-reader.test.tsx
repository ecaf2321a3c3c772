// @vitest-environment node
// Every fixture bill (test/fixtures/bills/, written by scripts/generate-bill-fixtures.mjs) reads as pinned beside it:
// text extracted by PDF.js's Node build, read by the same code the page runs (docs/decisions/0053-reading-bills-in-the-browser.md).
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { pdfTextItems } from "~/components/bill-reading/pdf-text";
import { readDocument } from "~/domain/bill-reading/read-document";

const dir = resolve(import.meta.dirname, "../fixtures/bills");
const fixtures = readdirSync(dir).filter((f) => f.endsWith(".pdf"));
const standardFontDataUrl = `${resolve(import.meta.dirname, "../../node_modules/pdfjs-dist/standard_fonts")}/`;

async function read(name: string) {
  const data = new Uint8Array(readFileSync(resolve(dir, name)));
  return readDocument(await pdfTextItems({ getDocument }, data, { standardFontDataUrl }));
}

describe("reading the fixture bills", () => {
  it("has at least 12 fixtures, 4 of them insurers' statements", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(12);
    expect(fixtures.filter((f) => f.startsWith("eob-"))).toHaveLength(4);
  });

  it.each(fixtures)("%s reads as pinned", async (name) => {
    const expected = JSON.parse(readFileSync(resolve(dir, name.replace(/\.pdf$/, ".json")), "utf8"));
    expect(await read(name)).toEqual(expected);
  });
});
