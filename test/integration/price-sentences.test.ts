/**
 * The price answer's sentences as codes (app/domain/price-sentences.ts, ADR 0058): every code, dataset, catalog
 * description and published-figure label has Spanish words; and the answers the Spanish card test renders
 * (test/fixtures/price-answers/answers.json) are what the price service gives today, so that test reads real answers.
 * When the data or the method changes, the first test prints the service's new answer: replace the fixture with it.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { EPISODE_BENCHMARKS } from "../../app/.server/prices/episode-benchmarks.generated.server";
import { engineProcedure } from "../../app/.server/prices/engine-procedure.server";
import { computePrices } from "../../app/.server/prices/prices.server";
import { priceReference } from "../../app/.server/prices/reference-data.server";
import { coverageSaid } from "../../app/.server/prices/words.server";
import { PRICE_DATASETS } from "../../app/domain/price-sentences";
import { en } from "../../app/i18n/prices/en";
import { es } from "../../app/i18n/prices/es";
import { CATALOG_NOTES_ES } from "../../app/i18n/prices/catalog-notes.es";
import answers from "../fixtures/price-answers/answers.json";

/** One value of every name any code takes: each code's words read only their own. */
const SAMPLE = {
  slug: "knee-surgery",
  text: "Arthroscopic knee surgery (meniscus trim)",
  zip3: "995",
  zip: "99501",
  place: "Anchorage",
  state: "AK",
  what: "imaging",
  adjusted: true,
  setting: "asc",
  savings: 1234,
  factor: 1.25,
  medicareLocal: 2368,
  source: "FAIR Health, Cost of Giving Birth Tracker (2024)",
  measure: "national median in-network allowed amount (insurer plus patient)",
  episode: "whole birth (facility + professional)",
  period: "2023-09",
  hospitals: 1361,
  dataset: "pfs",
  code: "88305",
};

/** Words only English has. */
const ENGLISH = /\b(the|of|and|with|your|for|near|from|is|are|this|which|only|not|prices?|cash|fees?|hospitals)\b/i;

function checkSpanish(kind: string, english: Record<string, unknown>, spanish: Record<string, unknown>) {
  expect(Object.keys(spanish).sort(), kind).toEqual(Object.keys(english).sort());
  for (const code of Object.keys(english)) {
    const say = (words: Record<string, unknown>) => (words[code] as (values: unknown) => string)(SAMPLE);
    const said = say(spanish);
    expect(said, `${kind} ${code}`).not.toBe(say(english));
    expect(said.match(ENGLISH)?.[0] ?? null, `${kind} ${code}: ${said}`).toBeNull();
  }
}

describe("every price sentence has Spanish words", () => {
  it("each sentence code and each part of what a range covers", () => {
    checkSpanish("sentence", en.sentence, es.sentence);
    checkSpanish("part", en.part, es.part);
  });

  it("each dataset cited, in every setting the 'what' and 'adjusted' values take", () => {
    for (const dataset of PRICE_DATASETS) {
      expect(es.datasets[dataset], dataset).not.toBe(en.datasets[dataset]);
      expect(es.sentence.dataset({ dataset, hospitals: null }).match(ENGLISH)?.[0] ?? null, dataset).toBeNull();
    }
    for (const what of ["imaging", "inpatient", "hospitalFee"] as const)
      for (const adjusted of [true, false])
        for (const state of ["AK", null])
          expect(es.sentence.hospitalCash({ what, adjusted, state }).match(ENGLISH)?.[0] ?? null).toBeNull();
  });

  it("each catalog procedure's description and each published birth figure's words", async () => {
    const { procedures } = await priceReference(createServerContext(env));
    const missing = procedures
      .filter((row) => {
        const p = engineProcedure(row);
        const parts = { slug: row.slug, notes: row.notes, lab: row.medicareBasis.startsWith("CLFS"), ...p };
        const said = coverageSaid({
          ...parts,
          facility: p.facility ?? null,
          imaging: p.imaging ?? null,
          addedParts: p.addedParts ?? [],
        });
        return said.description.some((s) => s.code === "catalogNotes") && !Object.hasOwn(CATALOG_NOTES_ES, row.slug);
      })
      .map((row) => row.slug);
    expect(missing).toEqual([]);
    for (const figures of Object.values(EPISODE_BENCHMARKS))
      for (const figure of figures) {
        expect(es.benchmark.episode[figure.episode], figure.episode).toBeTruthy();
        expect(es.benchmark.measure[figure.measure], figure.measure).toBeTruthy();
        expect(es.benchmark.source[figure.source], figure.source).toBeTruthy();
      }
  });
});

describe("the Spanish card test's answers are the price service's", () => {
  it("gives today the answers in test/fixtures/price-answers/answers.json", async () => {
    for (const [search, fixture] of Object.entries(answers)) {
      const [procedure, zip] = search.split("@");
      const answer = await computePrices(createServerContext(env), procedure, zip);
      expect(JSON.parse(JSON.stringify(answer)), search).toEqual(fixture);
    }
  });
});
