// The bench's PDF timing (scripts/bench-pdf-read.mjs) reads the 30-line fixture with the page's own reader, and
// gives the read's time beside a search's, in turns.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { loadPdfReader, pdfReadVsSearch, THIRTY_LINE_BILL } from "../bench-pdf-read.mjs";

describe("bench: reading a PDF beside a price search", () => {
  it("reads the 30-line fixture as the page does: 30 lines, none left unread", async () => {
    const read = await loadPdfReader();
    const reading = await read(readFileSync(THIRTY_LINE_BILL));
    assert.equal(reading.kind, "bill");
    assert.equal(reading.lines.length, 30);
    assert.deepEqual(reading.unread, []);
  });

  it("times reads and searches in turns and returns the read's time as a multiple of the search's", async () => {
    let searches = 0;
    const search = async () => {
      searches += 1;
      return { arrayBuffer: async () => new ArrayBuffer(0) };
    };
    const figures = await pdfReadVsSearch({ search, rounds: 2 });
    assert.equal(searches, 2);
    assert.equal(figures.lines, 30);
    assert.equal(figures.rounds, 2);
    assert.ok(figures.p50.read > 0 && figures.p50.search >= 0);
    assert.equal(figures.ratio, Number((figures.p50.read / figures.p50.search).toFixed(2)));
  });
});
