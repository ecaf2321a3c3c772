// The charity screen (docs/product.md#bill-check): where the state's law binds the hospital at this income the law
// leads and the "common practice" bands are gone (issue 36); plain words before "IRS 501(r)" and the Federal
// Register citation; the answer focused and announced without JavaScript; State lists by name.
import { describe, expect, it } from "vitest";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { call, signedInMember } from "../support/auth-helpers";

const VALLEY_MEDICAL = "500088"; // Renton, WA; public: Washington's law binds it (free care to 200 %)
const MEMORIAL_HERMANN = "450068"; // Houston, TX; non-profit; no Texas charity-care law
const ADULT_AT_109 = "household_size=1&income=17400";

async function caseAt(ccn: string) {
  const { cookie } = await signedInMember();
  const res = await call("/api/bills", {
    method: "POST",
    cookie,
    json: {
      ccn,
      service_date: addDays(todayUtc(), -10),
      coverage: "self_pay",
      lines: [{ code: "85025", billed_amount: "80" }],
    },
  });
  expect(res.status).toBe(201);
  return { cookie, id: ((await res.json()) as { id: string }).id };
}

const page = async (path: string, cookie: string) =>
  (await (await call(path, { cookie })).text()).replaceAll("<!-- -->", "");

/** The answer section's HTML (the screen's result, below its form). */
const answerOf = (html: string) => /<section[^>]*id="charity-answer"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe("the state law leads the charity screen's answer", () => {
  it("a Washington hospital bound by the law: the law's free care first, no 'common practice' bands", async () => {
    const { cookie, id } = await caseAt(VALLEY_MEDICAL);
    const answer = answerOf(await page(`/dashboard/bills/${id}/charity?${ADULT_AT_109}&state=WA`, cookie));
    expect(answer).toContain("Washington law requires this hospital to give you free care at this income");
    expect(answer).not.toContain("common practice");
    expect(answer).not.toContain("Many hospitals");
  });

  it("a Texas hospital, no state law: the bands stay, as the hospital's own policy", async () => {
    const { cookie, id } = await caseAt(MEMORIAL_HERMANN);
    const answer = answerOf(await page(`/dashboard/bills/${id}/charity?${ADULT_AT_109}&state=TX`, cookie));
    expect(answer).not.toContain("law requires this hospital");
    const own = answer.indexOf("The hospital&#x27;s own policy");
    expect(own).toBeGreaterThan(-1);
    expect(answer.indexOf("Many hospitals give free care at or below 200 %")).toBeGreaterThan(own);
    expect(answer).toContain("common practice, not a rule");
  });
});

describe("plain words first, the rule one click away", () => {
  it("the federal duty is said in plain words, with IRS section 501(r) as the link to the rule", async () => {
    const { cookie, id } = await caseAt(MEMORIAL_HERMANN);
    const html = await page(`/dashboard/bills/${id}/charity?${ADULT_AT_109}&state=TX`, cookie);
    expect(html).toContain("Federal tax law requires it to keep a written financial assistance policy");
    expect(html).not.toContain("(IRS section 501(r))");
    expect(html).toMatch(/<a href="https:\/\/www\.irs\.gov\/[^"]*501r">The rule: IRS section 501\(r\)<\/a>/);
  });

  it("the poverty guideline names who sets it; the Federal Register citation waits behind 'Source'", async () => {
    const { cookie, id } = await caseAt(MEMORIAL_HERMANN);
    const answer = answerOf(await page(`/dashboard/bills/${id}/charity?${ADULT_AT_109}&state=TX`, cookie));
    expect(answer).toContain("set by the U.S. Department of Health and Human Services");
    expect(answer).toMatch(/<details><summary>Source<\/summary><p lang="en">[^<]*FR Doc\. 2026-00755/);
    expect(answer.indexOf("FR Doc.")).toBeGreaterThan(answer.indexOf("Department of Health and Human Services"));
  });
});

describe("the answer is focused and announced, without JavaScript too", () => {
  it("the page the server sends puts focus on the answer's heading, inside a live region", async () => {
    const { cookie, id } = await caseAt(MEMORIAL_HERMANN);
    const html = await page(`/dashboard/bills/${id}/charity?${ADULT_AT_109}&state=TX`, cookie);
    expect(html).toMatch(/<div role="status" aria-live="polite"><section[^>]*id="charity-answer"/);
    expect(html).toMatch(/<h2 id="result-title" tabindex="-1" autofocus="">Your household is at 109 %/);
    // Before an answer, nothing asks for focus.
    expect(await page(`/dashboard/bills/${id}/charity`, cookie)).not.toContain("autofocus");
  });
});

describe("State lists show names, not postal codes", () => {
  it("the case page's Medicaid screen offers states by name", async () => {
    const { cookie, id } = await caseAt(MEMORIAL_HERMANN);
    const html = await page(`/dashboard/bills/${id}`, cookie);
    const select = /<select id="cov-state"[\s\S]*?<\/select>/.exec(html)?.[0] ?? "";
    expect(select).toContain('<option value="TX" selected="">Texas</option>');
    expect(select).toContain('<option value="DC">District of Columbia</option>');
    expect(select).not.toMatch(/>[A-Z]{2}</);
  });
});
