import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, disputeByDate, todayUtc } from "../../app/domain/bill-rules";
import { formatCalendarDate } from "../../app/format/dates";
import { billEstimates } from "../../db/schema";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";

/** Bellevue Hospital (Bellevue, OH), CMS number 360107. */
const BELLEVUE = "360107";
const SERVICE_DATE = addDays(todayUtc(), -10);
const BILL_DATE = addDays(todayUtc(), -5);

async function createCase(cookie: string, coverage: "self_pay" | "insured" = "self_pay") {
  const res = await call("/api/bills", {
    method: "POST",
    cookie,
    json: {
      ccn: BELLEVUE,
      service_date: SERVICE_DATE,
      bill_date: BILL_DATE,
      coverage,
      lines: [{ code: "70450", billed_amount: "2500" }],
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const postEstimates = (id: string, cookie: string, fields: Record<string, string>) =>
  call(`/dashboard/bills/${id}/estimate`, {
    method: "POST",
    cookie,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("the Good Faith Estimate page, without JavaScript", () => {
  it("a plain post saves each provider's estimate; $400 or more over one opens the dispute with its date and fee", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie);
    const res = await postEstimates(id, cookie, {
      "estimates[0].provider": "Bellevue Hospital",
      "estimates[0].estimate_amount": "2000",
      "estimates[0].billed_amount": "2500",
      "estimates[1].provider": "Radiology group",
      "estimates[1].estimate_amount": "100",
      "estimates[1].billed_amount": "$450",
      "estimates[2].provider": "",
      "estimates[2].estimate_amount": "",
      "estimates[2].billed_amount": "",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/dashboard/bills/${id}/estimate`);
    const saved = await db().select().from(billEstimates).where(eq(billEstimates.caseId, id));
    expect(saved.map((e) => [e.provider, e.estimateCents, e.billedCents])).toEqual([
      ["Bellevue Hospital", 200_000, 250_000],
      ["Radiology group", 10_000, 45_000],
    ]);
    const page = await (await call(`/dashboard/bills/${id}/estimate`, { cookie })).text();
    expect(page).toContain("You can dispute this bill");
    expect(page).toContain(`Start the dispute by ${formatCalendarDate(disputeByDate(BILL_DATE))}`);
    expect(page).toContain("It costs $25");
    expect(page).toContain("45 CFR 149.610 and 149.620");
    // The form keeps what was saved, as dollars.
    expect(page).toContain('value="2000.00"');
    const dispute = await (await call(`/dashboard/bills/${id}/dispute`, { cookie })).text();
    expect(dispute).toContain("What your dispute needs");
    // Only the provider that passes the $400 test is listed.
    expect(dispute).toContain('<th scope="row">Bellevue Hospital</th>');
    expect(dispute).not.toContain('<th scope="row">Radiology group</th>');
    expect(dispute).toContain("The fee is $25");
    expect(dispute).toContain("it does not promise an outcome");
    // Where a patient starts it: the federal consumer page and the No Surprises Help Desk.
    expect(dispute).toContain('href="https://www.cms.gov/nosurprises/consumers"');
    expect(dispute).toContain('href="tel:+18009853059"');
  });

  it("no provider $400 over: the page says the dispute does not apply and the dispute page has nothing to gather", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie);
    await postEstimates(id, cookie, {
      "estimates[0].provider": "Bellevue Hospital",
      "estimates[0].estimate_amount": "2100.01",
      "estimates[0].billed_amount": "2500",
    });
    const page = await (await call(`/dashboard/bills/${id}/estimate`, { cookie })).text();
    expect(page).not.toContain("You can dispute this bill");
    expect(page).toContain("No provider billed $400 or more above its estimate");
    const dispute = await (await call(`/dashboard/bills/${id}/dispute`, { cookie })).text();
    expect(dispute).toContain("does not apply to this bill");
    expect(dispute).not.toContain("Have these ready");
  });

  it("answers a bad amount under its field, keeping what was typed", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie);
    const res = await postEstimates(id, cookie, {
      "estimates[0].provider": "Bellevue Hospital",
      "estimates[0].estimate_amount": "about 2000",
      "estimates[0].billed_amount": "2500",
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("Please enter an amount in dollars, like 1250.00");
    expect(page).toContain('value="about 2000"');
  });

  it('"Add provider" is a plain submit that answers with one more row', async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie);
    const body = {
      "estimates[0].provider": "Bellevue Hospital",
      "estimates[0].estimate_amount": "2000",
      "estimates[0].billed_amount": "2500",
      __intent__: JSON.stringify({ type: "insert", payload: { name: "estimates" } }),
    };
    const res = await postEstimates(id, cookie, body);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('name="estimates[1].provider"');
  });

  it("an insured bill: the page says the dispute does not apply and offers no form", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie, "insured");
    const page = await (await call(`/dashboard/bills/${id}/estimate`, { cookie })).text();
    expect(page).toContain("does not apply to it");
    expect(page).not.toContain("Check my estimates");
  });

  it("someone else's case is the not-found page on both pages; an admin can read them", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const id = await createCase(a.cookie);
    expect((await call(`/dashboard/bills/${id}/estimate`, { cookie: b.cookie })).status).toBe(404);
    expect((await call(`/dashboard/bills/${id}/dispute`, { cookie: b.cookie })).status).toBe(404);
    const post = await postEstimates(id, b.cookie, {
      "estimates[0].provider": "X",
      "estimates[0].estimate_amount": "1",
      "estimates[0].billed_amount": "500",
    });
    expect(post.status).toBe(404);
    expect(await db().select().from(billEstimates).where(eq(billEstimates.caseId, id))).toEqual([]);
    expect((await call(`/dashboard/bills/${id}/estimate`, { cookie: adminCookie })).status).toBe(200);
  });
});
