/**
 * Three price answers that misled, pinned: money in whole cents rounded half-up once, and no self-pay range of one
 * figure where the national median is below the local Medicare floor, over the whole catalog and every region.
 * (A screening's plan figure: your-plan.test.ts; a surgical bill line's Medicare: bill-codes.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { engineProcedure } from "../../app/.server/prices/engine-procedure.server";
import { estimatePrice, roundUpToDollar, toCents } from "../../app/.server/prices/engine.server";
import { priceReference } from "../../app/.server/prices/reference-data.server";
import { server } from "../support/auth-helpers";

describe("money in whole cents, half-up, once", () => {
  it("335 × 1.003 = 336.005 is $336.01, so $337 to the next dollar (thyroid ultrasound's hospital line at 77030)", () => {
    expect(toCents(335 * 1.003)).toBe(33_601);
    expect(roundUpToDollar(335 * 1.003)).toBe(337);
  });

  it("the thyroid ultrasound's hospital line near 77030 starts at $337", async () => {
    const { procedures, regionsByZip3, factorsByState } = await priceReference(server());
    const row = procedures.find((p) => p.slug === "thyroid-ultrasound")!;
    const region = regionsByZip3.get("770")!;
    const state = factorsByState.get(region.state)!;
    const e = estimatePrice(engineProcedure(row), { gafMilli: region.gafMilli }, state);
    expect(row.hospitalCashP25! * state.factorMilli).toBe(336_005); // 335 × 1.003, in thousandths of a dollar
    expect(e.dollars.hospitalCashRange!.min).toBe(337);
  });
});

describe("no self-pay range of one figure", () => {
  it("where the national median is below the local Medicare floor, the floor is the low end and the top stays", async () => {
    const { procedures, regionsByZip3, factorsByState } = await priceReference(server());
    let belowFloor = 0;
    for (const row of procedures) {
      for (const region of regionsByZip3.values()) {
        const e = estimatePrice(
          engineProcedure(row),
          { gafMilli: region.gafMilli },
          factorsByState.get(region.state) ?? null,
        );
        expect(e.dollars.localSelfPayRange.min, `${row.slug} ${region.zip3}`).toBeLessThan(
          e.dollars.localSelfPayRange.max,
        );
        if (e.factors.nationalCash < e.factors.medicareLocal) belowFloor++;
      }
    }
    expect(belowFloor).toBeGreaterThan(0); // knee replacement, tonsillectomy, prostatectomy at 10001, ...
  });
});
