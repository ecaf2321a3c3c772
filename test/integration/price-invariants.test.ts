/**
 * Invariants of every price answer (fast-check): every catalog row × ZIPs drawn from every ZIP3 region
 * (and a few the data cannot place), through the service's own uncached computation (computePrices), so
 * each rule the card and docs/prices.md promise is checked on the real code path, not on a copy.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { computePrices } from "../../app/.server/prices/prices.server";
import { CASH_CHEAPER_SHARE } from "../../app/.server/prices/engine.server";
import { HIGH_PRICE_MULTIPLE, LOW_PRICE_SHARE, NEARBY_RADIUS_MILES } from "../../app/domain/price-rules";
import type { PriceInsight, PriceRange } from "../../app/domain/prices";

type Row = { slug: string; p50: number | null };
let rows: Row[] = [];
let zips: string[] = [];

beforeAll(async () => {
  const catalog = await env.DB.prepare(
    "select slug, hospital_cash_p50 p50 from procedures order by sort_order",
  ).all<Row>();
  rows = catalog.results;
  const regions = await env.DB.prepare("select zip3 from zip3_regions").all<{ zip3: string }>();
  // Every region, plus places the data cannot place or has no hospital near: unknown prefixes, Guam, San Juan
  zips = [...regions.results.map((r) => `${r.zip3}01`), "00012", "34001", "96910", "00901", "99501"];
});

const RUNS = { numRuns: 300 };
const mid = (r: PriceRange) => (r.min + r.max) / 2;
const answers = () =>
  fc.record({ row: fc.constantFrom(...rows), zip: fc.constantFrom(...zips) }).map(({ row, zip }) => ({ row, zip }));
const answer = (slug: string, zip: string) => computePrices(createServerContext(env), slug, zip);

async function forEveryAnswer(check: (insight: PriceInsight, row: Row) => void) {
  await fc.assert(
    fc.asyncProperty(answers(), async ({ row, zip }) => check(await answer(row.slug, zip), row)),
    RUNS,
  );
}

describe("price invariants over the whole catalog × every region (fast-check)", () => {
  it("covers all 116 procedures and every ZIP3 region", () => {
    expect(rows).toHaveLength(116);
    expect(zips.length).toBeGreaterThan(900);
  });

  it("self-pay never starts below the local Medicare amount", async () => {
    await forEveryAnswer((insight) => {
      expect(insight.dollars!.localSelfPayRange.min).toBeGreaterThanOrEqual(insight.medicareLocal!);
      expect(insight.localSelfPayRange.min).toBeGreaterThanOrEqual(insight.medicareLocal!);
    });
  });

  it("after the deductible is never more than before it, at either end", async () => {
    await forEveryAnswer((insight) => {
      const [before, after] = [insight.dollars!.insuredOutOfPocket, insight.dollars!.insuredAfterDeductible];
      expect(after.min).toBeLessThanOrEqual(before.min);
      expect(after.max).toBeLessThanOrEqual(before.max);
      expect(insight.insuredAfterDeductible!.max).toBeLessThanOrEqual(insight.insuredOutOfPocket.max);
    });
  });

  it("says cash may be cheaper exactly when the self-pay midpoint is at most 85 % of the insured one, with the gap", async () => {
    const seen = new Set<boolean>();
    await forEveryAnswer((insight) => {
      const { localSelfPayRange: cash, insuredOutOfPocket: insured } = insight.dollars!;
      const holds = !insight.preventive && mid(cash) <= CASH_CHEAPER_SHARE * mid(insured);
      expect(insight.cashMayBeCheaper).toBe(holds);
      seen.add(holds);
      if (holds) {
        const gap = Math.round(mid(insured) - mid(cash));
        expect(insight.cashSavings).toBe(gap);
        expect(insight.cashNote).toContain(`$${gap.toLocaleString("en-US")}`);
      } else {
        expect(insight.cashSavings).toBeNull();
        expect(insight.cashNote).toBeNull();
      }
    });
    // The runs met both answers, so the rule was really tried
    expect([...seen].sort()).toEqual([false, true]);
  });

  it("lists no hospital beyond 100 miles, and flags each price as defined", async () => {
    await forEveryAnswer((insight, row) => {
      const nearby = insight.nearbyHospitals;
      if (!nearby) return;
      for (const h of nearby.hospitals) {
        expect(h.distanceMiles).toBeLessThanOrEqual(NEARBY_RADIUS_MILES);
        const expected =
          row.p50 === null
            ? null
            : h.cashPrice > HIGH_PRICE_MULTIPLE * row.p50
              ? "high"
              : h.cashPrice < LOW_PRICE_SHARE * row.p50
                ? "low"
                : null;
        expect(h.priceFlag).toBe(expected);
      }
      if (nearby.located && nearby.hospitals.length === 0 && nearby.nearestMiles !== null)
        expect(nearby.nearestMiles).toBeGreaterThan(NEARBY_RADIUS_MILES);
    });
  });

  it("keeps every figure inside its own range, and the national average inside one or explained", async () => {
    await forEveryAnswer((insight) => {
      const d = insight.dollars!;
      const pairs: [PriceRange | null | undefined, PriceRange | null | undefined][] = [
        [insight.localSelfPayRange, d.localSelfPayRange],
        [insight.insuredOutOfPocket, d.insuredOutOfPocket],
        [insight.insuredAfterDeductible, d.insuredAfterDeductible],
        [insight.hospitalCashRange, d.hospitalCashRange],
      ];
      for (const [shown, exact] of pairs) {
        if (!shown || !exact) continue;
        expect(shown.min).toBeLessThanOrEqual(shown.max);
        expect(exact.min).toBeLessThanOrEqual(exact.max);
        // a shown figure is its dollar estimate rounded up to the next $100
        expect(shown.min).toBeGreaterThanOrEqual(exact.min);
        expect(shown.min - exact.min).toBeLessThan(100);
        expect(shown.max).toBeGreaterThanOrEqual(exact.max);
        expect(shown.max - exact.max).toBeLessThan(100);
      }
      const n = d.nationalAverageCost;
      const inside = pairs.some(([, r]) => r && r !== d.insuredAfterDeductible && r.min <= n && n <= r.max);
      if (inside) expect(insight.nationalAverageNote).toBeNull();
      else expect(insight.nationalAverageNote).toMatch(/national (average|figure)/);
    });
  });
});
