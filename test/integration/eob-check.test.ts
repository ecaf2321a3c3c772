import { describe, expect, it } from "vitest";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { eobLetterParagraphs } from "../../app/domain/eob-letter";
import { checkAgainstEob, eobFoundSomething, type EobCheckInput } from "../../app/domain/eob-rules";
import { call, signedInAdmin, signedInMember } from "../support/auth-helpers";

const base: EobCheckInput = {
  amountDueCents: 120_000,
  billDate: "2026-03-20",
  eob: {
    billedCents: 900_000,
    allowedCents: 310_000,
    planPaidCents: 275_000,
    patientResponsibilityCents: 35_000,
    processedOn: "2026-03-10",
  },
  emergency: false,
  outOfNetworkClinician: false,
};

describe("the EOB rules", () => {
  it("flags a bill asking more than the patient responsibility, by how much", () => {
    expect(checkAgainstEob(base)).toEqual({
      overCents: 85_000,
      billedBeforeProcessed: false,
      balanceBillingBarred: null,
    });
    const exact = checkAgainstEob({ ...base, amountDueCents: 35_000 });
    expect(exact.overCents).toBe(0);
    expect(eobFoundSomething(exact)).toBe(false);
    expect(checkAgainstEob({ ...base, amountDueCents: 10_000 }).overCents).toBe(0);
  });

  it("flags a bill dated before the claim was processed, and only when both dates are known", () => {
    const early = { ...base, amountDueCents: 35_000, billDate: "2026-03-01" };
    expect(checkAgainstEob(early).billedBeforeProcessed).toBe(true);
    expect(eobFoundSomething(checkAgainstEob(early))).toBe(true);
    expect(checkAgainstEob({ ...early, billDate: "2026-03-10" }).billedBeforeProcessed).toBe(false);
    expect(checkAgainstEob({ ...early, billDate: null }).billedBeforeProcessed).toBe(false);
    expect(checkAgainstEob({ ...early, eob: { ...base.eob, processedOn: null } }).billedBeforeProcessed).toBe(false);
  });

  it("flags balance billing the No Surprises Act forbids: emergency first, then an out-of-network clinician", () => {
    expect(checkAgainstEob({ ...base, emergency: true }).balanceBillingBarred).toBe("emergency");
    expect(checkAgainstEob({ ...base, emergency: true, outOfNetworkClinician: true }).balanceBillingBarred).toBe(
      "emergency",
    );
    expect(checkAgainstEob({ ...base, outOfNetworkClinician: true }).balanceBillingBarred).toBe(
      "out_of_network_clinician",
    );
    // Billing no more than the patient responsibility is not balance billing.
    expect(checkAgainstEob({ ...base, emergency: true, amountDueCents: 35_000 }).balanceBillingBarred).toBeNull();
  });

  it("the letter asks for the patient responsibility only, cites the EOB, and the Act with the help desk where it applies", () => {
    const typed = {
      amount_due: 120_000,
      bill_date: "2026-03-20",
      eob_billed: 900_000,
      eob_allowed: 310_000,
      eob_plan_paid: 275_000,
      eob_patient_responsibility: 35_000,
      processed_on: "2026-03-10",
      emergency: true,
      out_of_network_clinician: false,
    };
    const bill = { hospital_name: "Bellevue Hospital", service_date: "2026-03-01" };
    const text = eobLetterParagraphs(bill, typed, checkAgainstEob({ ...base, emergency: true })).join("\n");
    expect(text).toContain("Explanation of Benefits (EOB)");
    expect(text).toContain("Please bill me only my patient responsibility of $350");
    expect(text).toContain("$850 more than the patient responsibility");
    expect(text).toContain("No Surprises Act (42 U.S.C. 300gg-131; 45 CFR 149.410)");
    expect(text).toContain("1-800-985-3059");
    expect(text).not.toMatch(/\bwill\b/);
    const plain = eobLetterParagraphs(bill, { ...typed, emergency: false }, checkAgainstEob(base)).join("\n");
    expect(plain).not.toContain("No Surprises Act");
  });
});

const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    amount_due: "1200",
    bill_date: addDays(todayUtc(), -5),
    eob_billed: "9000",
    eob_allowed: "3100",
    eob_plan_paid: "2750",
    eob_patient_responsibility: "350",
    processed_on: addDays(todayUtc(), -8),
    ...fields,
  });

async function insuredCase(cookie: string) {
  const res = await call("/api/bills", {
    method: "POST",
    cookie,
    json: {
      ccn: "360107",
      service_date: addDays(todayUtc(), -20),
      coverage: "insured",
      lines: [{ code: "70450", billed_amount: "2500" }],
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const post = (path: string, cookie: string, body: URLSearchParams) =>
  call(path, {
    method: "POST",
    cookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });

describe("/dashboard/bills/:id/eob", () => {
  it("answers the owner's EOB with the flag and the letter, without JavaScript, and stores nothing", async () => {
    const { cookie } = await signedInMember();
    const id = await insuredCase(cookie);
    const casePage = await (await call(`/dashboard/bills/${id}`, { cookie })).text();
    expect(casePage).toContain("Compare with your Explanation of Benefits");
    const res = await post(`/dashboard/bills/${id}/eob`, cookie, form({ emergency: "yes" }));
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/&#x27;/g, "'");
    expect(html).toContain("Your bill asks $850 more than your insurer says you owe");
    expect(html).toContain("No Surprises Act (42 U.S.C. 300gg-131; 45 CFR 149.410)");
    expect(html).toContain('href="tel:+18009853059"');
  });

  it("answers a bad amount under its field", async () => {
    const { cookie } = await signedInMember();
    const id = await insuredCase(cookie);
    const res = await post(`/dashboard/bills/${id}/eob`, cookie, form({ eob_patient_responsibility: "lots" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please enter an amount in dollars, like 1250.00");
  });

  it("is the owner's and the team's only: another member's POST is the not-found page", async () => {
    const { cookie } = await signedInMember();
    const id = await insuredCase(cookie);
    const other = await signedInMember();
    expect((await post(`/dashboard/bills/${id}/eob`, other.cookie, form({}))).status).toBe(404);
    const { cookie: admin } = await signedInAdmin();
    expect((await call(`/dashboard/bills/${id}/eob`, { cookie: admin })).status).toBe(200);
  });
});
