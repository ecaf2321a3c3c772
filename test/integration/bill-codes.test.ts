/**
 * Every line of a bill priced from the hospital's own posted cash price for its code
 * (docs/decisions/0052-hospital-codes-built-into-static-assets.md): the lookup rules on their own, then a 40-line
 * emergency-room bill at Saint Joseph Hospital Denver whose figures are checked against hospital-codes/CO.csv.gz
 * and code-ranges.csv as read in Node (test/support/hospital-codes.global.ts), not against the built files.
 */
import { describe, expect, inject, it } from "vitest";
import { medicareUnitCents, priceCode, type CodeData } from "../../app/.server/bills/pricing.server";
import { priceReference } from "../../app/.server/prices/reference-data.server";
import { baseCode, checkedShare, checkLines } from "../../app/domain/bill-rules";
import { call, server, signedInMember } from "../support/auth-helpers";

const data: CodeData = {
  posted: new Map([
    ["99285", 2761],
    ["73721", 742],
    ["J1885", 13],
  ]),
  ranges: new Map([
    ["99285", { p25: 952, p50: 1475, p75: 2419, hospitals: 3195 }],
    ["J2550", { p25: 7, p50: 13, p75: 33, hospitals: 2238 }],
    ["J1170", { p25: 8, p50: 23, p75: 75, hospitals: 1198 }],
  ]),
  inHospitalFiles: new Set(["99285", "73721", "J1885", "J2550"]),
  medicare: () => null,
};

describe("one code, looked up", () => {
  it("a modifier is read as its base code", () => {
    expect(baseCode("73721-RT")).toBe("73721");
    expect(baseCode("99285-25")).toBe("99285");
    expect(baseCode("j1885")).toBe("J1885");
    expect(priceCode("73721-RT", data)).toMatchObject({ status: "posted", postedUnitCents: 74_200 });
    expect(priceCode("99285-25", data)).toMatchObject({
      status: "posted",
      postedUnitCents: 276_100,
      fairLowUnitCents: 95_200,
      fairHighUnitCents: 241_900,
    });
  });

  it("a code the hospital does not post is told apart from a code outside our data", () => {
    // J2550 is in every hospital's file we read, and not in this one's: it posts none.
    expect(priceCode("J2550", data)).toMatchObject({
      status: "not_posted",
      postedUnitCents: null,
      fairLowUnitCents: 700,
    });
    // J1170 has a national range but is not in the per-hospital files: this hospital's price is not in our data.
    expect(priceCode("J1170", data)).toMatchObject({
      status: "not_in_data",
      postedUnitCents: null,
      fairLowUnitCents: 800,
    });
    expect(priceCode("99999", data)).toMatchObject({ status: "not_in_data", fairLowUnitCents: null });
    // Without the hospital's file at all, nothing can be said to be missing from it.
    expect(priceCode("J2550", { ...data, posted: null }).status).toBe("not_in_data");
  });

  it("units multiply: a drug is priced per billing unit", () => {
    const [line] = checkLines(
      [{ code: "J1885", units: 4, billedCents: 30_000, serviceDate: "2026-01-05" }],
      [priceCode("J1885", data)],
    );
    expect(line).toMatchObject({ postedCents: 5_200, abovePostedCents: 24_800, possibleSavingCents: 24_800 });
  });

  it("the checked share: lines with a posted price, and what they bill", () => {
    const lines = [
      { billedCents: 320_000, postedCents: 276_100 },
      { billedCents: 30_000, postedCents: 5_200 },
      { billedCents: 50_000, postedCents: null },
    ];
    expect(checkedShare(lines)).toEqual({ lines: 2, ofLines: 3, billedCents: 350_000, ofBilledCents: 400_000 });
  });

  it("a surgical code's Medicare figure is the facility's part, like the hospital's line", async () => {
    const { procedures } = await priceReference(server());
    const knee = procedures.find((p) => p.slug === "knee-replacement")!;
    // ASC facility payment for 27447 (facility-fees.csv), not the $10,655.45 of surgeon, facility and anesthesia together.
    expect(medicareUnitCents(knee, 1, 1000)).toBe(925_560);
    const visit = procedures.find((p) => p.bundle === "99213")!;
    // An office visit: the fee schedule amount × the area's factor, rounded half-up once.
    expect(medicareUnitCents(visit, 1, 1003)).toBe(Math.round((visit.medicareNational * 1003) / 1000));
  });
});

type LineView = {
  code: string;
  units: number;
  posted_cents: number | null;
  fair_low_cents: number | null;
  fair_high_cents: number | null;
  price_status: string;
};

describe("a 40-line emergency-room bill at Saint Joseph Hospital Denver", () => {
  it("prices every line from the hospital's own file", async () => {
    const prices = inject("saintJosephPrices");
    const ranges = inject("nationalRanges");
    const er = ["99285", "96374", "96375", "96360", "36415", "J1885", "84484", "85025", "80053", "71046", "93005"];
    const rest = Object.keys(prices)
      .filter((c) => !er.includes(c))
      .sort()
      .slice(0, 40 - er.length);
    const codes = [...er, ...rest];
    expect(codes.every((c) => c in prices)).toBe(true);
    const lines = codes.map((code, i) => ({
      code: code === "99285" ? "99285-25" : code,
      units: code === "J1885" ? "4" : "1",
      billed_amount: String(1000 + i),
    }));
    const { cookie } = await signedInMember();
    const res = await call("/api/bills", {
      method: "POST",
      cookie,
      json: { ccn: "060028", service_date: "2026-01-05", coverage: "self_pay", lines },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const bill = (await res.json()) as { lines: LineView[]; checked: Record<string, number> };
    expect(bill.lines).toHaveLength(40);
    expect(
      bill.lines.map((l) => [l.code, l.price_status, l.posted_cents, l.fair_low_cents, l.fair_high_cents]),
    ).toEqual(
      lines.map((l, i) => {
        const range = ranges[codes[i]];
        return [
          l.code,
          "posted",
          prices[codes[i]] * 100 * Number(l.units),
          range ? range[0] * 100 * Number(l.units) : null,
          range ? range[1] * 100 * Number(l.units) : null,
        ];
      }),
    );
    const billed = lines.reduce((sum, l) => sum + Number(l.billed_amount) * 100, 0);
    expect(bill.checked).toEqual({ lines: 40, ofLines: 40, billedCents: billed, ofBilledCents: billed });
  });
});

describe("the letter", () => {
  it("covers every flagged line and asks for the cash price of each code the hospital posts none for", async () => {
    const { cookie } = await signedInMember();
    const res = await call("/api/bills", {
      method: "POST",
      cookie,
      json: {
        ccn: "060028",
        service_date: "2026-01-05",
        coverage: "self_pay",
        lines: [
          { code: "99285-25", billed_amount: "3200" }, // posted $2,761
          { code: "J2550", billed_amount: "90" }, // in the files, not posted by this hospital
          { code: "J1170", units: "1", billed_amount: "900" }, // no posted price in our data; national $8–$75
          { code: "99999", billed_amount: "45" }, // not in our data
        ],
      },
    });
    expect(res.status).toBe(201);
    const { id, lines } = (await res.json()) as { id: string; lines: LineView[] };
    expect(lines.map((l) => l.price_status)).toEqual(["posted", "not_posted", "not_in_data", "not_in_data"]);
    const page = await (await call(`/dashboard/bills/${id}`, { cookie })).text();
    expect(page).toContain("This hospital posts no cash price for J2550");
    expect(page).toContain("This hospital&#x27;s price for 99999 is not in our data yet");
    // The words as read, without React's text markers (the count is one sentence in the page's language).
    expect(page.replaceAll("<!-- -->", "")).toContain("We checked 1 of 4 lines");
    const letter = await (await call(`/dashboard/bills/${id}/letter`, { cookie })).text();
    expect(letter).toContain("99285-25: billed $3,200; your posted cash price is $2,761.");
    expect(letter).toContain("J1170: billed $900; the middle half of U.S. hospitals post $8–$75 for this code.");
    expect(letter).toContain("posts no cash price for this code on my bill: J2550.");
  });
});
