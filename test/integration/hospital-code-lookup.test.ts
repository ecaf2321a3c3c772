/**
 * /hospitals/:ccn "Look up any code this hospital posts": a plain GET form (works without JavaScript) answering with
 * the hospital's own posted cash price and the national range, checked against CO.csv.gz and code-ranges.csv as
 * read in Node (test/support/hospital-codes.global.ts).
 */
import { describe, expect, inject, it } from "vitest";
import { call } from "../support/auth-helpers";

const page = async (query: string) => {
  const res = await call(`/hospitals/060028${query}`);
  expect(res.status).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};

describe("looking up a code at Saint Joseph Hospital Denver", () => {
  it("offers the form without a code, and answers a code (its modifier dropped) with the posted price and range", async () => {
    expect(await page("")).toContain("Look up any code this hospital posts");
    const prices = inject("saintJosephPrices");
    const [p25, p75] = inject("nationalRanges")["99285"];
    const body = await page("?code=99285-25");
    const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
    expect(body).toContain(`posts a cash price of <strong class="tabular">${usd(prices["99285"])}</strong> for 99285`);
    expect(body).toContain(`${usd(p25)}–${usd(p75)}`);
  });

  it("says when the hospital posts no price, when our data does not say, and when the code is not a code", async () => {
    expect(await page("?code=j2550")).toContain("This hospital posts no cash price for J2550");
    expect(await page("?code=99999")).toContain("This hospital&#x27;s price for 99999 is not in our data yet");
    expect(await page("?code=hello")).toContain("A code is 5 characters");
  });
});

describe("/methodology", () => {
  it("says where a bill check's figures come from, their date and how much they cover", async () => {
    const res = await call("/methodology");
    const body = (await res.text()).replaceAll("<!-- -->", "");
    // SOURCES.md: 2,193 codes at 3,545 hospitals, 24 of them without a hospitals.csv row (skipped).
    expect(body).toMatch(/We hold [\d,]+ posted prices for 2,193 codes at 3,521 hospitals/);
    expect(body).toContain("January 2026");
    expect(body).toContain("for 17,087 codes that at least 20 hospitals post");
    expect(body).toContain("A posted price is the hospital&#x27;s own claim");
  });
});
