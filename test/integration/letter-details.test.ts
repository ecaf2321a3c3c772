import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { billCases } from "../../db/schema";
import { call, db, signedInMember } from "../support/auth-helpers";

async function selfPayCase(cookie: string) {
  const res = await call("/api/bills", {
    method: "POST",
    cookie,
    json: {
      ccn: "360107",
      service_date: addDays(todayUtc(), -20),
      coverage: "self_pay",
      lines: [{ code: "70450", billed_amount: "2500" }],
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  call(path, {
    method: "POST",
    cookie,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("the letter's account number and address", () => {
  it("are kept on the case (a plain post) and the letter shows them", async () => {
    const { cookie } = await signedInMember();
    const id = await selfPayCase(cookie);
    const before = await (await call(`/dashboard/bills/${id}/letter`, { cookie })).text();
    expect(before).toContain("Add your account number and address to the letter (optional)");
    expect(before).not.toContain("account number 88-1234");

    const res = await post(`/dashboard/bills/${id}/letter`, cookie, {
      account_number: " 88-1234 ",
      patient_address: "12 Elm Street\nBellevue, OH 44811",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/dashboard/bills/${id}/letter`);
    const row = await db().select().from(billCases).where(eq(billCases.id, id)).get();
    expect(row).toMatchObject({ accountNumber: "88-1234", patientAddress: "12 Elm Street\nBellevue, OH 44811" });
    const letter = await (await call(`/dashboard/bills/${id}/letter`, { cookie })).text();
    expect(letter).toContain("account number 88-1234");
    expect(letter).toContain("<div>12 Elm Street</div><div>Bellevue, OH 44811</div>");

    // Cleared, the letter goes without them.
    await post(`/dashboard/bills/${id}/letter`, cookie, { account_number: "", patient_address: "" });
    expect(await db().select().from(billCases).where(eq(billCases.id, id)).get()).toMatchObject({
      accountNumber: null,
      patientAddress: null,
    });
  });

  it("refuse a too-long account number under its field, and another member's case is not found", async () => {
    const { cookie } = await signedInMember();
    const id = await selfPayCase(cookie);
    const long = await post(`/dashboard/bills/${id}/letter`, cookie, { account_number: "9".repeat(41) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("An account number is at most 40 characters");
    const other = await signedInMember();
    expect((await post(`/dashboard/bills/${id}/letter`, other.cookie, { account_number: "1" })).status).toBe(404);
  });
});
