// "Could Medicaid pay this bill?" and the state's charity-care law on the case page, the charity screen and
// /api/bills/:id/coverage (docs/product.md#who-else-may-pay): the same answers, and nothing stored.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { stateCoverage } from "../../app/domain/coverage-rules";
import { medicaidApplyBy } from "../../app/domain/medicaid-rules";
import { STATE_COVERAGE } from "../../app/domain/state-coverage.generated";
import { formatCalendarDate } from "../../app/format/dates";
import { eq } from "drizzle-orm";
import { profiles } from "../../db/schema";
import { call, db, signedInMember } from "../support/auth-helpers";

const DENVER_HEALTH = "060011"; // Denver, CO; public (government)
const MEMORIAL_HERMANN = "450068"; // Houston, TX; non-profit
const VALLEY_MEDICAL = "500088"; // Renton, WA; public (hospital district)
const LOS_ROBLES = "050549"; // Thousand Oaks, CA; for-profit
const SERVICE_DATE = addDays(todayUtc(), -10);
/** One person earning $17,400: 109 % of the 2026 poverty line ($15,960). */
const ADULT_AT_109 = "household_size=1&income=17400&group=adult";

async function createCase(cookie: string, ccn: string) {
  const res = await call("/api/bills", {
    method: "POST",
    cookie,
    json: { ccn, service_date: SERVICE_DATE, coverage: "self_pay", lines: [{ code: "85025", billed_amount: "80" }] },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const page = async (path: string, cookie: string) =>
  (await (await call(path, { cookie })).text()).replaceAll("<!-- -->", "");

/** Every table's row count: the screen must leave them all as they were. */
async function rowCounts() {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations'",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of results) {
    counts[name] = (await env.DB.prepare(`select count(*) as n from "${name}"`).first<{ n: number }>())!.n;
  }
  return counts;
}

describe("the case page leads with who may pay", () => {
  it("an uninsured adult at 109 % with a Denver bill: Medicaid first with its date, then Colorado's law", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie, DENVER_HEALTH);
    const before = await rowCounts();
    const html = await page(`/dashboard/bills/${id}?${ADULT_AT_109}&state=CO`, cookie);
    expect(await rowCounts()).toEqual(before);
    const applyBy = medicaidApplyBy(stateCoverage(STATE_COVERAGE, "CO"), "adult", SERVICE_DATE)!;
    expect(html).toContain("Could Medicaid pay this bill?");
    expect(html).toContain(`Apply for Medicaid by ${formatCalendarDate(applyBy)}`);
    expect(html).toContain("retroactive");
    expect(html).toContain("Colorado state law");
    expect(html).toContain("the law requires the hospital to give you a discount");
    const order = ["Medicaid likely", "Discount by state law", "Hospital policy", "Price dispute"].map((w) =>
      html.indexOf(w),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    expect(html.indexOf("Could Medicaid pay this bill?")).toBeLessThan(html.indexOf("What we found"));
    expect(html).toContain(`/dashboard/bills/${id}/application-letter?household_size=1&amp;income=17400`);
  });

  it("the same income at a Texas hospital is told why Medicaid likely does not cover an adult there", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie, MEMORIAL_HERMANN);
    const html = await page(`/dashboard/bills/${id}?${ADULT_AT_109}&state=TX`, cookie);
    expect(html).toContain("Texas does not cover adults without children");
    expect(html).not.toContain("Apply for Medicaid by");
    expect(html.indexOf("Hospital policy")).toBeLessThan(html.indexOf("Price dispute"));
    expect(html).not.toContain("Medicaid likely</strong>");
  });

  it("a wrong answer shows its message and no answer", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie, DENVER_HEALTH);
    const html = await page(`/dashboard/bills/${id}?household_size=1&income=17400&state=CO&group=robot`, cookie);
    expect(html).toContain("Please choose who needs care");
    expect(html).not.toContain("Apply for Medicaid by");
  });
});

describe("the charity screen names the hospital's state law, whoever owns the hospital", () => {
  it.each([
    [VALLEY_MEDICAL, "Washington state law", "It covers Valley Medical Center, whoever owns it."],
    [LOS_ROBLES, "California state law", "It covers Los Robles Hospital &amp; Medical Center, whoever owns it."],
  ])("%s", async (ccn, title, binds) => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie, ccn);
    const html = await page(`/dashboard/bills/${id}/charity?household_size=1&income=17400`, cookie);
    expect(html).toContain(title);
    expect(html).toContain(binds);
  });
});

describe("/api/bills/:id/coverage", () => {
  it("answers a query and a JSON body alike, with the routes largest first", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie, DENVER_HEALTH);
    const viaQuery = await call(`/api/bills/${id}/coverage?${ADULT_AT_109}&state=CO`, { cookie });
    expect(viaQuery.status).toBe(200);
    const viaBody = await call(`/api/bills/${id}/coverage`, {
      method: "POST",
      cookie,
      json: { household_size: "1", income: "17400", state: "CO", group: "adult" },
    });
    const [a, b] = (await Promise.all([viaQuery.json(), viaBody.json()])) as {
      routes: { route: string }[];
      law: { kind: string; windowDays: number | null };
    }[];
    expect(b).toEqual(a);
    expect(a.routes.map((r) => r.route)).toEqual(["medicaid", "discount_by_law", "hospital_policy", "price_dispute"]);
    expect(a.law.kind).toBe("law");
  });

  it("refuses a body without who needs care", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie, DENVER_HEALTH);
    const res = await call(`/api/bills/${id}/coverage`, {
      method: "POST",
      cookie,
      json: { household_size: "1", income: "17400", state: "CO" },
    });
    expect(res.status).toBe(400);
  });
});

describe("Write my application letter", () => {
  it("cites Colorado's law, the household as typed, asks to hold collections and to screen for Medicaid; the PDF keeps an accented name", async () => {
    const { member, cookie } = await signedInMember();
    await db().update(profiles).set({ fullName: "María José Peña Núñez" }).where(eq(profiles.id, member.id));
    const id = await createCase(cookie, DENVER_HEALTH);
    const query = `${ADULT_AT_109}&state=CO`;
    const html = await page(`/dashboard/bills/${id}/application-letter?${query}`, cookie);
    expect(html).toContain("Colorado law (C.R.S. 25.5-3-501 et seq. (HB21-1198)), which requires the hospital");
    expect(html).toContain("My household has 1 person and a yearly income of $17,400, which is 109 %");
    expect(html).toContain("hold my account from collections");
    expect(html).toContain("presumptively eligible");
    expect(html).toContain("María José Peña Núñez");
    const pdf = await call(`/dashboard/bills/${id}/application-letter.pdf?${query}`, { cookie });
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const text = new TextDecoder("latin1").decode(await pdf.arrayBuffer());
    expect(text).toContain("(María José Peña Núñez)");
    expect(text).not.toContain("?");
  });

  it("without the answers, the page points back to the form and the PDF refuses", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie, DENVER_HEALTH);
    expect(await page(`/dashboard/bills/${id}/application-letter`, cookie)).toContain(
      "First tell us about your household",
    );
    expect((await call(`/dashboard/bills/${id}/application-letter.pdf`, { cookie })).status).toBe(400);
  });
});
