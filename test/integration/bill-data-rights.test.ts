import { env } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { adminAuditLog } from "../../db/schema";
import { call, db, signedInMember } from "../support/auth-helpers";

const SERVICE_DATE = addDays(todayUtc(), -10);

/** A self-pay Bellevue bill with two lines and a Good Faith Estimate, made through /api/bills. */
async function memberWithBill() {
  const signedIn = await signedInMember();
  const res = await call("/api/bills", {
    method: "POST",
    cookie: signedIn.cookie,
    json: {
      ccn: "360107",
      service_date: SERVICE_DATE,
      coverage: "self_pay",
      lines: [
        { code: "70450", billed_amount: "2500" },
        { code: "85025", billed_amount: "80" },
      ],
    },
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const estimates = await call(`/api/bills/${id}/estimates`, {
    method: "PUT",
    cookie: signedIn.cookie,
    json: { estimates: [{ provider: "Bellevue Hospital", estimate_amount: "1500", billed_amount: "2580" }] },
  });
  expect(estimates.status).toBe(200);
  return { ...signedIn, caseId: id };
}

type ExportedBill = {
  id: string;
  hospitalName: string;
  billedCents: number;
  lines: { code: string; billedCents: number }[];
  goodFaithEstimates: { provider: string; estimateCents: number }[];
  deadlines: { kind: string; dueDate: string }[];
};

const count = async (sql: string, value: string) => (await env.DB.prepare(sql).bind(value).first<{ n: number }>())!.n;

describe("bill cases and the member's data rights", () => {
  it("'Download my data' holds each of the member's own cases with its lines, estimates and deadlines", async () => {
    const { cookie, caseId } = await memberWithBill();
    const other = await memberWithBill();
    const res = await call("/dashboard/data", { cookie });
    expect(res.status).toBe(200);
    const { bills } = (await res.json()) as { bills: ExportedBill[] };
    expect(bills.map((b) => b.id)).toEqual([caseId]);
    expect(bills.map((b) => b.id)).not.toContain(other.caseId);
    expect(bills[0]).toMatchObject({ hospitalName: "Bellevue Hospital", billedCents: 258_000 });
    expect(bills[0].lines.map((l) => [l.code, l.billedCents])).toEqual([
      ["70450", 250_000],
      ["85025", 8_000],
    ]);
    expect(bills[0].goodFaithEstimates).toEqual([
      { provider: "Bellevue Hospital", estimateCents: 150_000, billedCents: 258_000 },
    ]);
    expect(bills[0].deadlines.map((d) => d.kind)).toContain("dispute_window");
  });

  it("'Delete my account' removes the cases with their lines, estimates and deadlines, and counts them in the audit entry", async () => {
    const { cookie, caseId } = await memberWithBill();
    expect(await count("select count(*) n from bill_case_lines where case_id = ?", caseId)).toBe(1);
    const res = await call("/dashboard/account/delete", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "confirm=yes",
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(await count("select count(*) n from bill_cases where id = ?", caseId)).toBe(0);
    expect(await count("select count(*) n from bill_case_lines where case_id = ?", caseId)).toBe(0);
    expect(await count("select count(*) n from bill_estimates where case_id = ?", caseId)).toBe(0);
    expect(await count("select count(*) n from bill_deadlines where case_id = ?", caseId)).toBe(0);
    const [entry] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "account.deleted"))
      .orderBy(desc(adminAuditLog.createdAt))
      .limit(1);
    expect(entry.details).toMatchObject({ bills: 1 });
  });
});
