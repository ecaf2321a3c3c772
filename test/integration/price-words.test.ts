/**
 * The words of every price answer against its own figures (fast-check over every catalog row × ZIPs from every
 * ZIP3 region), through the service's uncached computation: notes, coverage lists, the region sentence and the
 * hospital-line sentence come from one module (app/.server/prices/words.server.ts) and never contradict the numbers.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { computePrices } from "../../app/.server/prices/prices.server";
import type { PriceInsight } from "../../app/domain/prices";

type Row = { slug: string; notes: string | null; preventive: number; gaf: number; basis: string };
let rows: Row[] = [];
let zips: string[] = [];
/** ZIP3 → its state, and states whose hospital factor the engine applies (at least 10 hospitals). */
const stateOf = new Map<string, string>();
const factorStates = new Set<string>();

beforeAll(async () => {
  const catalog = await env.DB.prepare(
    "select slug, notes, preventive, gaf_applies gaf, medicare_basis basis from procedures order by sort_order",
  ).all<Row>();
  rows = catalog.results;
  const regions = await env.DB.prepare("select zip3, state from zip3_regions").all<{ zip3: string; state: string }>();
  for (const r of regions.results) stateOf.set(r.zip3, r.state);
  const factors = await env.DB.prepare(
    "select state from state_hospital_factors where hospitals >= 10 and factor_milli != 1000",
  ).all<{ state: string }>();
  for (const f of factors.results) factorStates.add(f.state);
  zips = [...regions.results.map((r) => `${r.zip3}01`), "00012", "34001", "96910"];
});

const RUNS = { numRuns: 400 };
const answer = (slug: string, zip: string) => computePrices(createServerContext(env), slug, zip);

async function forEveryAnswer(check: (insight: PriceInsight, row: Row, zip: string) => void) {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...rows), fc.constantFrom(...zips), async (row, zip) =>
      check(await answer(row.slug, zip), row, zip),
    ),
    RUNS,
  );
}

/** Every sentence of an answer that describes what the figures cover. */
const scopeWords = (i: PriceInsight) => [i.notes ?? "", i.coverage?.description ?? ""].join(" | ");

describe("the words of every answer agree with its figures (fast-check)", () => {
  it("never says 'surgeon fee only' or that the facility, anesthesia, pathology or draw is left out when included", async () => {
    await forEveryAnswer((insight) => {
      const includes = insight.coverage!.includes.join(" | ");
      const excludes = insight.coverage!.excludes.join(" | ");
      const words = scopeWords(insight);
      if (/surgery center|hospital outpatient/.test(includes))
        expect(words).not.toMatch(/surgeon fee only|professional fee only|excludes facility|facility fee extra/i);
      if (/anesthesia/.test(includes)) {
        expect(words).not.toMatch(/excludes[^;]*anesthesia/i);
        expect(excludes).not.toMatch(/anesthesia, if you need it/);
      }
      if (/pathology/.test(includes)) {
        expect(words).not.toMatch(/patholog/i);
        expect(excludes).not.toMatch(/pathology \(the lab's review/);
      }
      if (/blood draw/.test(includes)) expect(words).not.toMatch(/blood-draw|36415/);
      // The API's notes are the description's words, not the raw catalog notes.
      expect(insight.notes ?? null).toBe(insight.coverage!.description);
    });
  });

  it("names the facility the setting prices, and the stay only where it is left out", async () => {
    await forEveryAnswer((insight) => {
      const includes = insight.coverage!.includes.join(" | ");
      const excludes = insight.coverage!.excludes.join(" | ");
      expect(/surgery center's fee/.test(includes)).toBe(insight.setting === "asc");
      expect(/hospital outpatient department's fee/.test(includes)).toBe(insight.setting === "hopd");
      expect(/the hospital stay/.test(excludes)).toBe(insight.setting === "inpatient");
      const sources = insight.dataSources.join("\n");
      if (insight.setting === "asc") expect(sources).toMatch(/Ambulatory Surgical Center/);
      if (insight.setting === "hopd" || /radiologist's read/.test(includes))
        expect(sources).toMatch(/Outpatient Prospective Payment System/);
    });
  });

  it("keeps the biopsy/polyp cost-sharing warning wherever the catalog gives one", async () => {
    await forEveryAnswer((insight, row) => {
      if (row.notes && /may add cost-sharing/.test(row.notes)) {
        expect(insight.coverage!.description).toMatch(/biopsy\/polyp removal or diagnostic use may add cost-sharing/);
        expect(insight.notes).toMatch(/may add cost-sharing/);
      }
    });
    const colonoscopy = await answer("colonoscopy", "10001");
    expect(colonoscopy.coverage!.description).toContain("biopsy/polyp removal or diagnostic use may add cost-sharing");
  });

  it("says 'adjusted' for the area or the state only where a factor applied", async () => {
    await forEveryAnswer((insight, row, zip) => {
      const state = stateOf.get(zip.slice(0, 3));
      if (!state) expect(insight.regionNote).toMatch(/national estimates/);
      else if (!row.gaf) expect(insight.regionNote).toMatch(/set nationally/);
      else
        expect(insight.regionNote).toMatch(
          new RegExp(`^Adjusted for Medicare costs in the .+ area \\(${state}\\)\\.$`),
        );
      if (!insight.hospitalCashRange) {
        expect(insight.hospitalCashNote).toBeNull();
        return;
      }
      const stateAdjusted = Boolean(state && factorStates.has(state));
      expect(/adjusted for how hospitals in/.test(insight.hospitalCashNote!)).toBe(stateAdjusted);
      if (stateAdjusted) expect(insight.hospitalCashNote).toContain(`hospitals in ${state}`);
      else expect(insight.hospitalCashNote).toMatch(/not adjusted for your state/);
      // the hospital line names the read exactly when it adds one
      expect(/radiologist's read added/.test(insight.hospitalCashNote!)).toBe(
        insight.coverage!.includes.includes("the scan and the radiologist's read"),
      );
    });
  });

  it("covers the states with and without a factor, and the imaging, pathology and draw rows", () => {
    expect(factorStates.has("NY")).toBe(true);
    expect(rows.filter((r) => /patholog/i.test(r.notes ?? "")).length).toBeGreaterThanOrEqual(5);
    expect([...stateOf.values()].some((s) => !factorStates.has(s))).toBe(true);
  });
});
