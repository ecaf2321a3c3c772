/**
 * The person's own plan on the price card: the arithmetic, POST /api/search-providers with the plan's
 * fields, and the card's plan form posted without JavaScript (the same service).
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { searchPrices } from "../../app/.server/prices/prices.server";
import { yourPlanOutOfPocket } from "../../app/.server/prices/your-plan.server";
import { YOUR_PLAN_MESSAGES } from "../../app/domain/your-plan";
import { appFetch } from "../support/browser";

type Range = { min: number; max: number };

function search(body: unknown) {
  return appFetch("https://app.test/api/search-providers", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("the plan's arithmetic", () => {
  it("pays the deductible left first, then the coinsurance share of the rest, to the dollar (up)", () => {
    // $1,000 allowed, $300 deductible left, 20 %: 300 + 0.2 × 700 = 440
    expect(yourPlanOutOfPocket({ min: 1000, max: 1000 }, { deductibleRemaining: 300, coinsurancePercent: 20 })).toEqual(
      { min: 440, max: 440 },
    );
    // The deductible covers the whole of the lower end: it is paid in full.
    expect(yourPlanOutOfPocket({ min: 250, max: 900 }, { deductibleRemaining: 500, coinsurancePercent: 30 })).toEqual({
      min: 250,
      max: 620,
    });
    // Deductible met: only the share, rounded up to the dollar (0.15 × 333 = 49.95).
    expect(yourPlanOutOfPocket({ min: 333, max: 333 }, { deductibleRemaining: 0, coinsurancePercent: 15 })).toEqual({
      min: 50,
      max: 50,
    });
  });

  it("never more than the allowed amount, never less than the share alone, and rising with the amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        (a, b, deductibleRemaining, coinsurancePercent) => {
          const allowed = { min: Math.min(a, b), max: Math.max(a, b) };
          const pay = yourPlanOutOfPocket(allowed, { deductibleRemaining, coinsurancePercent });
          expect(pay.min).toBeLessThanOrEqual(pay.max);
          expect(pay.max).toBeLessThanOrEqual(allowed.max);
          expect(pay.min).toBeGreaterThanOrEqual(Math.floor((coinsurancePercent / 100) * allowed.min));
          if (deductibleRemaining >= allowed.max || coinsurancePercent === 100) expect(pay).toEqual(allowed);
        },
      ),
    );
  });
});

describe("POST /api/search-providers with the plan's fields", () => {
  it("answers yourPlanOutOfPocket from the answer's allowed amount", async () => {
    const res = await search({ procedure: "mri", zipCode: "10001", deductibleRemaining: 200, coinsurancePercent: 30 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { allowedAmount: Range; yourPlanOutOfPocket: Range };
    expect(body.allowedAmount.min).toBeGreaterThan(200);
    const at = (allowed: number) => Math.ceil(200 + 0.3 * (allowed - 200));
    expect(body.yourPlanOutOfPocket).toEqual({ min: at(body.allowedAmount.min), max: at(body.allowedAmount.max) });
  });

  it("takes what a person types ($, commas, %) and leaves the figure out when no plan is given", async () => {
    const typed = (await (
      await search({ procedure: "mri", zipCode: "10001", deductibleRemaining: "$1,500", coinsurancePercent: "20%" })
    ).json()) as { allowedAmount: Range; yourPlanOutOfPocket: Range };
    expect(typed.yourPlanOutOfPocket).toEqual(
      yourPlanOutOfPocket(typed.allowedAmount, { deductibleRemaining: 1500, coinsurancePercent: 20 }),
    );
    const plain = (await (await search({ procedure: "mri", zipCode: "10001" })).json()) as Record<string, unknown>;
    expect(plain).not.toHaveProperty("yourPlanOutOfPocket");
  });

  it("refuses bad values with plain messages, field by field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ deductibleRemaining: -5, coinsurancePercent: 20 }, "deductibleRemaining", YOUR_PLAN_MESSAGES.deductible],
      [{ deductibleRemaining: "lots", coinsurancePercent: 20 }, "deductibleRemaining", YOUR_PLAN_MESSAGES.deductible],
      [{ deductibleRemaining: 100_001, coinsurancePercent: 20 }, "deductibleRemaining", YOUR_PLAN_MESSAGES.deductible],
      [{ deductibleRemaining: 500, coinsurancePercent: 120 }, "coinsurancePercent", YOUR_PLAN_MESSAGES.coinsurance],
      [{ deductibleRemaining: 500, coinsurancePercent: true }, "coinsurancePercent", YOUR_PLAN_MESSAGES.coinsurance],
      [{ deductibleRemaining: 500 }, "coinsurancePercent", YOUR_PLAN_MESSAGES.coinsuranceMissing],
      [{ coinsurancePercent: 20 }, "deductibleRemaining", YOUR_PLAN_MESSAGES.deductibleMissing],
    ];
    for (const [plan, field, message] of cases) {
      const res = await search({ procedure: "mri", zipCode: "10001", ...plan });
      expect(res.status, JSON.stringify(plan)).toBe(400);
      const body = (await res.json()) as { error: string; details: Record<string, string> };
      expect(body.details[field]).toBe(message);
    }
  });

  it("never puts the plan into the shared cached answer", async () => {
    await search({ procedure: "colonoscopy", zipCode: "60601", deductibleRemaining: 100, coinsurancePercent: 10 });
    const shared = await searchPrices(createServerContext(env), { procedure: "colonoscopy", zipCode: "60601" });
    expect(shared).not.toHaveProperty("yourPlanOutOfPocket");
  });
});

describe("the card's plan form without JavaScript", () => {
  const post = (fields: Record<string, string>) =>
    appFetch("https://app.test/?index&zip=10001&procedure=mri", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ procedure: "mri", zipCode: "10001", ...fields }).toString(),
    }).then(async (res) => ({ status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") }));

  it("shows what this plan pays, with its meaning, and keeps the values typed", async () => {
    const api = (await (
      await search({ procedure: "mri", zipCode: "10001", deductibleRemaining: 0, coinsurancePercent: 20 })
    ).json()) as { yourPlanOutOfPocket: Range };
    const { status, html } = await post({ deductibleRemaining: "0", coinsurancePercent: "20" });
    expect(status).toBe(200);
    const { min, max } = api.yourPlanOutOfPocket;
    const figure = min === max ? `$${max}` : `$${min}–$${max}`;
    expect(html).toContain(`With your plan: <span class="tabular">${figure}</span>`);
    expect(html).toContain("the deductible you have left first, then your coinsurance share");
    expect(html).toMatch(/name="coinsurancePercent"[^>]*value="20"/);
    expect(html).toContain("MRI price preview");
  });

  it("a bad value comes back beside its field, with the preview still shown", async () => {
    const { status, html } = await post({ deductibleRemaining: "500", coinsurancePercent: "abc" });
    expect(status).toBe(200);
    expect(html).toContain(YOUR_PLAN_MESSAGES.coinsurance);
    expect(html).toMatch(/name="coinsurancePercent"[^>]*value="abc"/);
    expect(html).toContain("MRI price preview");
    expect(html).not.toContain("With your plan:");
  });
});

describe("a screening under your plan", () => {
  it("is $0 in network, the top what it may cost once diagnostic or out of network", async () => {
    const res = await search({
      procedure: "colonoscopy",
      zipCode: "10001",
      deductibleRemaining: 0,
      coinsurancePercent: 20,
    });
    const body = (await res.json()) as { preventive: boolean; allowedAmount: Range; yourPlanOutOfPocket: Range };
    expect(body.preventive).toBe(true);
    expect(body.yourPlanOutOfPocket.min).toBe(0);
    expect(body.yourPlanOutOfPocket.max).toBe(
      yourPlanOutOfPocket(body.allowedAmount, { deductibleRemaining: 0, coinsurancePercent: 20 }).max,
    );
    expect(body.yourPlanOutOfPocket.max).toBeGreaterThan(0);
  });
});
