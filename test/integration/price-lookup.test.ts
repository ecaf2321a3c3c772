import { describe, expect, it } from "vitest";
import { matchProcedure, normalizeProcedureQuery, placeName } from "../../app/.server/prices/lookup.server";

const CATALOG = [
  { slug: "blood-work", name: "Blood Work", codes: "80053|85025" },
  { slug: "sleep-study", name: "Sleep Study", codes: "95810" },
  { slug: "cbc", name: "Complete Blood Count (CBC)", codes: "85025" },
];

describe("normalizeProcedureQuery (one rule for the lookup and the cache key)", () => {
  it.each([
    ["Sleep  Study", "sleep study"],
    ["  sleep\tstudy \n", "sleep study"],
    ["SLEEP STUDY", "sleep study"],
    ["95810", "95810"],
    ["   ", ""],
  ])("%j → %j", (input, expected) => {
    expect(normalizeProcedureQuery(input)).toBe(expected);
  });
});

describe("matchProcedure", () => {
  it.each([
    ["Sleep  Study", "sleep-study"],
    [" sleep-study ", "sleep-study"],
    ["complete blood  count (cbc)", "cbc"],
    ["85025", "cbc"], // the code alone wins over the bundle holding it
    ["80053", "blood-work"],
    ["99214", undefined],
    ["", undefined],
  ])("%j → %s", (query, slug) => {
    expect(matchProcedure(CATALOG, query)?.slug).toBe(slug);
  });
});

describe("placeName keeps acronyms and spells out CMS short forms", () => {
  it.each([
    ["NYC SUBURBS/LONG ISLAND", "NYC Suburbs/Long Island"],
    ["DC + MD/VA SUBURBS", "DC + MD/VA Suburbs"],
    ["NORTHERN NJ", "Northern NJ"],
    ["POUGHKPSIE/N NYC SUBURBS", "Poughkeepsie/North NYC Suburbs"],
    ["BALTIMORE/SURR. CNTYS", "Baltimore/Surrounding Counties"],
    ["SAN FRANCISCO-OAKLAND-BERKELEY (MARIN CNTY)", "San Francisco-Oakland-Berkeley"],
    ["REST OF NEW YORK", "rest of New York"],
    ["METROPOLITAN ST. LOUIS", "Metropolitan St. Louis"],
    ["HAWAII, GUAM", "Hawaii, Guam"],
    ["MANHATTAN", "Manhattan"],
  ])("%s → %s", (input, expected) => {
    expect(placeName(input)).toBe(expected);
  });
});
