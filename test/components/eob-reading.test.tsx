// @vitest-environment node
// Every insurer's EOB fixture (test/fixtures/bills/eob-*.pdf, written by scripts/generate-bill-fixtures.mjs) puts
// these figures in the EOB page's form: text by PDF.js's Node build, read by the same code the page runs
// (app/domain/eob-reading.ts; docs/decisions/0061-eob-read-into-its-own-page.md). A total not read is named, never guessed.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { pdfTextItems } from "~/components/bill-reading/pdf-text";
import type { EobReading } from "~/domain/bill-reading/eob-reader";
import { readDocument } from "~/domain/bill-reading/read-document";
import { eobFormValues, eobRead, otherVisit } from "~/domain/eob-reading";

const dir = resolve(import.meta.dirname, "../fixtures/bills");
const standardFontDataUrl = `${resolve(import.meta.dirname, "../../node_modules/pdfjs-dist/standard_fonts")}/`;

async function readFixture(name: string) {
  const data = new Uint8Array(readFileSync(resolve(dir, name)));
  return eobRead(readDocument(await pdfTextItems({ getDocument }, data, { standardFontDataUrl })));
}

/** What each insurer's layout must fill: billed, allowed, plan paid, patient responsibility, date processed. */
const PINNED: Record<string, { insurer: string; claim: string; service: string; form: Record<string, string> }> = {
  "eob-leaders-pioneer.pdf": {
    insurer: "PIONEER CARE HMO",
    claim: "PC00018843",
    service: "2026-06-02",
    form: {
      eob_billed: "12469.00",
      eob_allowed: "4738.22",
      eob_plan_paid: "2590.58",
      eob_patient_responsibility: "2147.64",
      processed_on: "2026-06-15",
    },
  },
  "eob-pairs-summit.pdf": {
    insurer: "Summit Health Plan",
    claim: "SHP-26-0098812",
    service: "2026-09-14",
    form: {
      eob_billed: "21877.00",
      eob_allowed: "8313.26",
      eob_plan_paid: "5450.61",
      eob_patient_responsibility: "2862.65",
      processed_on: "2026-09-28",
    },
  },
  "eob-stacked-lakeshore.pdf": {
    insurer: "Lakeshore Insurance Co.",
    claim: "LK-40021-7",
    service: "2026-07-20",
    form: {
      eob_billed: "6358.00",
      eob_allowed: "2416.04",
      eob_plan_paid: "732.83",
      eob_patient_responsibility: "1683.21",
      processed_on: "2026-08-01",
    },
  },
  "eob-table-evergreen.pdf": {
    insurer: "Evergreen Mutual Insurance",
    claim: "EM7731204",
    service: "2026-08-03",
    form: {
      eob_billed: "10247.00",
      eob_allowed: "4098.80",
      eob_plan_paid: "3279.04",
      eob_patient_responsibility: "819.76",
      processed_on: "2026-08-14",
    },
  },
};

describe("reading an EOB into the EOB page's form", () => {
  it("pins every EOB fixture", () => {
    expect(Object.keys(PINNED).sort()).toEqual(
      readdirSync(dir)
        .filter((f) => /^eob-.*\.pdf$/.test(f))
        .sort(),
    );
  });

  it.each(Object.keys(PINNED))("%s fills all five figures", async (name) => {
    const pinned = PINNED[name];
    const read = await readFixture(name);
    if (read.kind !== "eob") throw new Error(`${name} read as ${read.kind}`);
    expect(read.insurer).toBe(pinned.insurer);
    expect(read.claimNumber).toBe(pinned.claim);
    expect(read.serviceDate).toBe(pinned.service);
    expect(read.figures.every((f) => f.value !== null)).toBe(true);
    expect(eobFormValues(read.figures)).toEqual(pinned.form);
  });

  it("is not an EOB when the PDF is a hospital's bill or has no text", async () => {
    expect(await readFixture("itemized-date-first-30-lines.pdf")).toEqual({ kind: "bill" });
    expect(await readFixture("scan-no-text.pdf")).toEqual({ kind: "no-text" });
  });

  it("names a total it could not read and leaves it out of the form, so what was typed stays", () => {
    const reading: EobReading = {
      kind: "eob",
      insurer: "Some Plan",
      claimNumber: null,
      processedDate: null,
      serviceDate: null,
      billedCents: 900000,
      allowedCents: null,
      planPaidCents: 275000,
      patientResponsibilityCents: 35005,
    };
    const read = eobRead(reading);
    if (read.kind !== "eob") throw new Error("not read as an EOB");
    expect(read.figures.filter((f) => f.value === null).map((f) => f.field)).toEqual(["eob_allowed", "processed_on"]);
    expect(eobFormValues(read.figures)).toEqual({
      eob_billed: "9000.00",
      eob_plan_paid: "2750.00",
      eob_patient_responsibility: "350.05",
    });
  });

  it("says when the EOB is for another day's care than the bill", () => {
    expect(otherVisit({ serviceDate: "2026-06-02" }, "2026-06-03")).toBe(true);
    expect(otherVisit({ serviceDate: "2026-06-02" }, "2026-06-02")).toBe(false);
    expect(otherVisit({ serviceDate: null }, "2026-06-02")).toBe(false);
  });
});
