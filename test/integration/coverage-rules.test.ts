// The rules of "Who else may pay" (docs/product.md#who-else-may-pay), on the generated rows of state-coverage.csv.
import { describe, expect, it } from "vitest";
import {
  applicationWindowDays,
  lawRequiresAt,
  routesFor,
  stateCoverage,
  stateLawFor,
  type Ownership,
  type StateCoverage,
} from "~/domain/coverage-rules";
import { medicaidApplyBy, medicaidEligibility, retroactiveMonths } from "~/domain/medicaid-rules";
import { STATE_COVERAGE } from "~/domain/state-coverage.generated";

const row = (state: string) => {
  const found = stateCoverage(STATE_COVERAGE, state);
  if (!found) throw new Error(`no row for ${state}`);
  return found;
};

describe("the household's share of the poverty line against the state's limit for who needs care", () => {
  it("an adult at 109 % in Colorado (limit 138 %) is likely eligible, at 139 % likely not, with the limit named", () => {
    expect(medicaidEligibility(row("CO"), "CO", "adult", 109)).toEqual({ kind: "likely", limit: 138 });
    expect(medicaidEligibility(row("CO"), "CO", "adult", 138).kind).toBe("likely");
    expect(medicaidEligibility(row("CO"), "CO", "adult", 139)).toEqual({
      kind: "likely_not",
      limit: 138,
      why: "Colorado covers adults without children up to 138 % of the poverty line; your household is at 139 %.",
    });
  });

  it("Texas does not cover adults without children, and covers parents only to 15 %", () => {
    expect(medicaidEligibility(row("TX"), "TX", "adult", 109)).toEqual({
      kind: "likely_not",
      limit: 0,
      why: "Texas does not cover adults without children (it has not expanded Medicaid).",
    });
    expect(medicaidEligibility(row("TX"), "TX", "parent", 15).kind).toBe("likely");
    expect(medicaidEligibility(row("TX"), "TX", "parent", 16).kind).toBe("likely_not");
  });

  it("each group is read from its own limit: pregnant and child in Colorado", () => {
    expect(medicaidEligibility(row("CO"), "CO", "pregnant", 200).kind).toBe("likely");
    expect(medicaidEligibility(row("CO"), "CO", "pregnant", 201).kind).toBe("likely_not");
    expect(medicaidEligibility(row("CO"), "CO", "child", 265).kind).toBe("likely");
    expect(medicaidEligibility(row("CO"), "CO", "child", 266).kind).toBe("likely_not");
  });

  it("a blank limit is not known, never a guess", () => {
    expect(medicaidEligibility(row("NY"), "NY", "pregnant", 100)).toEqual({
      kind: "not_known",
      why: "We have not checked New York's Medicaid limit for pregnant women yet.",
    });
    expect(medicaidEligibility(null, "PR", "adult", 50).kind).toBe("not_known");
  });
});

describe("the retroactive deadline, counted from the application month under the rule in force then", () => {
  it("Colorado keeps 3 months for applications until 2026-12-31, then H.R. 1 allows an expansion adult 1", () => {
    expect(retroactiveMonths(row("CO"), "adult", "2026-12-31")).toBe(3);
    expect(retroactiveMonths(row("CO"), "adult", "2027-01-01")).toBe(1);
    expect(retroactiveMonths(row("CO"), "pregnant", "2027-01-01")).toBe(2);
    expect(retroactiveMonths(row("TX"), "parent", "2027-01-01")).toBe(2);
  });

  it("a November 2026 bill: apply by 2026-12-31, since a January application reaches back only to December", () => {
    expect(medicaidApplyBy(row("CO"), "adult", "2026-11-10")).toBe("2026-12-31");
    // An August bill is reached only by a November application (3 months back).
    expect(medicaidApplyBy(row("CO"), "adult", "2026-08-15")).toBe("2026-11-30");
  });

  it("a December 2026 bill: an expansion adult by 2027-01-31, others by 2027-02-28 (3 months would give March)", () => {
    expect(medicaidApplyBy(row("CO"), "adult", "2026-12-10")).toBe("2027-01-31");
    expect(medicaidApplyBy(row("CO"), "child", "2026-12-10")).toBe("2027-02-28");
    expect(medicaidApplyBy(row("TX"), "parent", "2026-12-10")).toBe("2027-02-28");
  });

  it("a waiver state: Florida and Iowa pay from the application month only", () => {
    expect(medicaidApplyBy(row("FL"), "parent", "2026-11-10")).toBe("2026-11-30");
    expect(medicaidApplyBy(row("IA"), "adult", "2026-10-03")).toBe("2026-10-31");
  });

  it("a state whose months were not checked (Arizona) has no date rather than a guessed one", () => {
    expect(medicaidApplyBy(row("AZ"), "adult", "2026-11-10")).toBeNull();
  });
});

describe("the state law is chosen by the hospital's state, whoever owns the hospital", () => {
  it.each<[string, Ownership]>([
    ["WA", "government"], // Valley Medical Center, Renton: public
    ["CA", "for-profit"], // Los Robles, Thousand Oaks
    ["NY", "government"], // Bellevue Hospital Center, New York City
    ["CO", "non-profit"],
  ])("%s binds a %s hospital", (state, ownership) => {
    const law = stateLawFor(row(state), state, ownership);
    expect(law.kind).toBe("law");
    expect(law.kind === "law" && law.bindsThisHospital).toBe(true);
  });

  it("a law written for non-profit hospitals (Oregon) leaves a for-profit one out", () => {
    const law = stateLawFor(row("OR"), "OR", "for-profit");
    expect(law.kind === "law" && law.bindsThisHospital).toBe(false);
  });

  it("a blank row is not checked yet; a state without a law is none", () => {
    expect(stateLawFor(row("DC"), "DC", "non-profit")).toEqual({ kind: "not_checked", state: "DC" });
    expect(stateLawFor(null, "PR", "non-profit")).toEqual({ kind: "not_checked", state: "PR" });
    expect(stateLawFor(row("TX"), "TX", "non-profit")).toEqual({ kind: "none", state: "TX" });
  });

  it("what the law requires at this income: free, a discount, nothing, or not checked", () => {
    expect(lawRequiresAt(row("WA"), 200)).toBe("free");
    expect(lawRequiresAt(row("WA"), 201)).toBe("discount");
    expect(lawRequiresAt(row("WA"), 301)).toBe("nothing");
    expect(lawRequiresAt(row("CO"), 109)).toBe("discount"); // Colorado caps the price, no free-care floor
    expect(lawRequiresAt(row("MA"), 100)).toBe("not_checked");
  });
});

describe("the application window in days", () => {
  const days = (state: string, ownership: Ownership) =>
    applicationWindowDays(stateLawFor(row(state), state, ownership), ownership);

  it("the state's window binds every hospital it covers; a non-profit never has less than 501(r)'s 240", () => {
    expect(days("IL", "for-profit")).toBe(90);
    expect(days("IL", "non-profit")).toBe(240);
    expect(days("NJ", "non-profit")).toBe(365);
    expect(days("NJ", "government")).toBe(365);
  });

  it("no state window: 240 for a non-profit, none for the others", () => {
    expect(days("NY", "non-profit")).toBe(240);
    expect(days("NY", "government")).toBeNull();
    expect(days("TX", "non-profit")).toBe(240);
    expect(days("TX", "for-profit")).toBeNull();
    expect(days("DC", "non-profit")).toBe(240);
  });
});

describe("the order of routes, largest first", () => {
  it("Medicaid paying all of it, then free care by law, then a discount, the hospital's policy, a dispute", () => {
    expect(routesFor({ medicaidLikely: true, lawRequires: "discount" })).toEqual([
      "medicaid",
      "discount_by_law",
      "hospital_policy",
      "price_dispute",
    ]);
    expect(routesFor({ medicaidLikely: true, lawRequires: "free" })[1]).toBe("free_by_law");
    expect(routesFor({ medicaidLikely: false, lawRequires: "free" })[0]).toBe("free_by_law");
    expect(routesFor({ medicaidLikely: false, lawRequires: "nothing" })).toEqual(["hospital_policy", "price_dispute"]);
    expect(routesFor({ medicaidLikely: false, lawRequires: null })).toEqual(["hospital_policy", "price_dispute"]);
  });
});

// A row with every cell blank: everything about it is "not checked yet".
const BLANK: StateCoverage = {
  ...row("CO"),
  state: "ZZ",
  medicaidExpansion: null,
  limits: { adult: null, parent: null, pregnant: null, child: null },
  retroactiveMonths: null,
  charityLaw: null,
};

it("a blank row gives not known, no date and a law not checked yet", () => {
  expect(medicaidEligibility(BLANK, "ZZ", "adult", 50).kind).toBe("not_known");
  expect(medicaidApplyBy(BLANK, "adult", "2026-11-10")).toBeNull();
  expect(stateLawFor(BLANK, "ZZ", "government").kind).toBe("not_checked");
});
