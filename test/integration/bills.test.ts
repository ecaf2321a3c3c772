import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queueBillDeadlineReminders } from "../../app/.server/bills/deadlines.server";
import { addDays, disputeByDate, todayUtc } from "../../app/domain/bill-rules";
import { billCases, billDeadlines, emailOutbox, profiles, tasks } from "../../db/schema";
import { call, db, server, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { storedLines } from "../support/bill-lines";

/** Bellevue Hospital (Bellevue, OH): posts $99 for a CBC (85025) and $778 for a head CT (70450). */
const BELLEVUE = "360107";
/** Ten days ago: every window is still open. */
const SERVICE_DATE = addDays(todayUtc(), -10);

function billForm(fields: Record<string, string>) {
  return new URLSearchParams({
    ccn: BELLEVUE,
    service_date: SERVICE_DATE,
    bill_date: "",
    coverage: "self_pay",
    document_id: "",
    paste: "",
    ...fields,
  });
}

const postForm = (path: string, cookie: string, body: URLSearchParams) =>
  call(path, {
    method: "POST",
    cookie,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });

const JSON_BILL = {
  ccn: BELLEVUE,
  service_date: SERVICE_DATE,
  coverage: "self_pay",
  lines: [
    { code: "70450", billed_amount: "2500" },
    { code: "85025", billed_amount: "80" },
    { code: "85025", billed_amount: "80" },
    { code: "99999", billed_amount: "45" },
  ],
};

async function createCase(cookie: string) {
  const res = await call("/api/bills", { method: "POST", cookie, json: JSON_BILL });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string } & Record<string, unknown>;
}

describe("checking a bill without JavaScript", () => {
  it("a plain form post saves the case and the results page shows each finding", async () => {
    const { member, cookie } = await signedInMember();
    const res = await postForm(
      "/dashboard/bills/new",
      cookie,
      billForm({
        "lines[0].code": "70450",
        "lines[0].units": "1",
        "lines[0].billed_amount": "$2,500.00",
        "lines[1].code": "",
        "lines[1].billed_amount": "",
        paste: "85025, 80\n85025, 80",
      }),
    );
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/dashboard\/bills\/[0-9a-f-]{36}$/);
    const [saved] = await db().select().from(billCases).where(eq(billCases.userId, member.id));
    expect(saved).toMatchObject({ ccn: BELLEVUE, hospitalName: "Bellevue Hospital", billedCents: 266_000 });
    // $2,500 − $778 on the head CT, plus the repeated CBC in full (the first, $80, is under its posted $99).
    expect(saved.possibleSavingCents).toBe(250_000 - 77_800 + 8_000);
    const page = await (await call(location, { cookie })).text();
    expect(page).toContain("$1,722 above this hospital&#x27;s own posted cash price");
    expect(page).toContain("Possible duplicate");
    expect(page).toContain("You could save up to");
  });

  it("answers a bad line with its message under the field and keeps what was typed", async () => {
    const { cookie } = await signedInMember();
    const res = await postForm(
      "/dashboard/bills/new",
      cookie,
      billForm({ "lines[0].code": "70450", "lines[0].billed_amount": "a lot" }),
    );
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("Please enter an amount in dollars, like 1250.00");
    expect(page).toContain('value="a lot"');
  });

  it('"Add line" is a plain submit that answers with one more row', async () => {
    const { cookie } = await signedInMember();
    const body = billForm({ "lines[0].code": "70450", "lines[0].billed_amount": "10" });
    body.set("__intent__", JSON.stringify({ type: "insert", payload: { name: "lines" } }));
    const res = await postForm("/dashboard/bills/new", cookie, body);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('name="lines[1].code"');
    expect(page).toContain('value="70450"');
  });

  it("searches hospitals with a plain GET and lists them in the Hospital select", async () => {
    const { cookie } = await signedInMember();
    const page = await (await call("/dashboard/bills/new?q=bellevue", { cookie })).text();
    expect(page).toContain(`<option value="${BELLEVUE}">Bellevue Hospital, Bellevue OH</option>`);
  });
});

describe("who may see a case", () => {
  it("member A never sees member B's case; an admin can", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    const { admin, cookie: adminCookie } = await signedInAdmin();
    const created = await createCase(a.cookie);
    expect((await call(`/dashboard/bills/${created.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await call(`/api/bills/${created.id}`, { cookie: b.cookie })).status).toBe(404);
    expect(await (await call("/api/bills", { cookie: b.cookie })).json()).toEqual([]);
    expect((await call(`/dashboard/bills/${created.id}`, { cookie: a.cookie })).status).toBe(200);
    expect((await call(`/dashboard/bills/${created.id}`, { cookie: adminCookie })).status).toBe(200);
    const adminView = await call(`/api/bills/${created.id}`, { cookie: adminCookie });
    expect(adminView.status).toBe(200);
    void admin;
  });

  it("a visitor is refused; a member cannot record an outcome", async () => {
    const a = await signedInMember();
    const created = await createCase(a.cookie);
    expect((await call(`/api/bills/${created.id}`)).status).toBe(401);
    const patch = await call(`/api/bills/${created.id}`, {
      method: "PATCH",
      cookie: a.cookie,
      json: { status: "resolved", final_amount: "0" },
    });
    expect(patch.status).toBe(403);
  });
});

describe("/api/bills", () => {
  it("checks a bill: posted price, fair range, Medicare, flags and totals", async () => {
    const { cookie } = await signedInMember();
    const bill = (await createCase(cookie)) as unknown as {
      lines: {
        code: string;
        posted_cents: number | null;
        duplicate: boolean;
        price_status: string;
        above_posted_cents: number;
        fair_low_cents: number | null;
        medicare_cents: number | null;
      }[];
      billed_cents: number;
      posted_total_cents: number;
      possible_saving_cents: number;
      checked: { lines: number; ofLines: number; billedCents: number; ofBilledCents: number };
    };
    expect(bill.lines.map((l) => [l.code, l.posted_cents, l.duplicate, l.price_status])).toEqual([
      ["70450", 77_800, false, "posted"],
      ["85025", 9_900, false, "posted"],
      ["85025", 9_900, true, "posted"],
      ["99999", null, false, "not_in_data"],
    ]);
    expect(bill.checked).toEqual({ lines: 3, ofLines: 4, billedCents: 266_000, ofBilledCents: 270_500 });
    expect(bill.lines[0].above_posted_cents).toBe(172_200);
    expect(bill.lines[0].fair_low_cents).toBeGreaterThan(0);
    expect(bill.lines[0].medicare_cents).toBeGreaterThan(0);
    expect(bill.billed_cents).toBe(250_000 + 8_000 + 8_000 + 4_500);
    expect(bill.posted_total_cents).toBe(77_800 + 9_900);
    expect(bill.possible_saving_cents).toBe(172_200 + 8_000);
  });

  it("answers bad input with our message and the field, never a 500", async () => {
    const { cookie } = await signedInMember();
    const res = await call("/api/bills", { method: "POST", cookie, json: { ...JSON_BILL, ccn: "", lines: [] } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: Record<string, string> };
    expect(body.details.ccn).toBe("Please choose the hospital that sent the bill");
    const unknown = await call("/api/bills", { method: "POST", cookie, json: { ...JSON_BILL, ccn: "999999" } });
    expect(unknown.status).toBe(400);
  });

  it("an admin records the final amount; the saving is billed − final", async () => {
    const member = await signedInMember();
    const { cookie } = await signedInAdmin();
    const created = await createCase(member.cookie);
    const refused = await call(`/api/bills/${created.id}`, { method: "PATCH", cookie, json: { status: "resolved" } });
    expect(refused.status).toBe(400);
    const res = await call(`/api/bills/${created.id}`, {
      method: "PATCH",
      cookie,
      json: { status: "resolved", final_amount: "1,000.00" },
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as { saved_cents: number; saved_nothing: boolean };
    expect(view.saved_cents).toBe(270_500 - 100_000);
    expect(view.saved_nothing).toBe(false);
  });

  it("an admin replaces the lines from the uploaded bill and the case is checked again", async () => {
    const member = await signedInMember();
    const { cookie } = await signedInAdmin();
    const created = await createCase(member.cookie);
    const res = await call(`/api/bills/${created.id}/lines`, { method: "PUT", cookie, json: { paste: "70450, 778" } });
    expect(res.status).toBe(200);
    const rows = await storedLines(created.id);
    expect(rows.map((r) => [r.code, r.billedCents, r.possibleSavingCents])).toEqual([["70450", 77_800, 0]]);
  });
});

describe("deadlines become reminders", () => {
  it("the itemized-bill reminder is an email to the member and, when it goes, a task for the team", async () => {
    const { member, cookie } = await signedInMember();
    const created = await createCase(cookie);
    const deadlines = await db().select().from(billDeadlines).where(eq(billDeadlines.caseId, created.id));
    expect(deadlines.map((d) => d.kind)).toContain("itemized_bill");
    const taskRows = () => db().select().from(tasks).where(eq(tasks.userId, member.id));
    // The task comes with the reminder, written by the cron (ADR 0082).
    expect(await taskRows()).toEqual([]);
    expect(await queueBillDeadlineReminders(server(), new Date())).toBeGreaterThanOrEqual(1);
    expect((await taskRows()).some((t) => t.taskText.includes("ask for an itemized bill"))).toBe(true);
    // A second run queues nothing more.
    await queueBillDeadlineReminders(server(), new Date());
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "bill_deadline" });
    expect(mail[0].textBody).toContain(`/dashboard/bills/${created.id}`);
  });

  it("each reminder goes in the member's saved language: Spanish for 'es', English when none was saved", async () => {
    const spanish = await signedInMember();
    const english = await signedInMember();
    await db().update(profiles).set({ language: "es" }).where(eq(profiles.id, spanish.member.id));
    for (const { cookie } of [spanish, english]) await createCase(cookie);
    // Far enough ahead that every window's reminder is due; repeated until a run queues nothing more.
    const later = new Date(Date.now() + 400 * 86_400_000);
    while ((await queueBillDeadlineReminders(server(), later)) > 0);
    const mailTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const es = await mailTo(spanish.member.email);
    const en = await mailTo(english.member.email);
    const assistance = (rows: typeof es, word: string) => rows.find((m) => m.subject.includes(word));
    const esAssistance = assistance(es, "solicitar ayuda financiera");
    expect(esAssistance?.subject).toMatch(/^Su factura de .+ antes del /);
    expect(esAssistance?.textBody).toContain(
      "las reglas federales para hospitales sin fines de lucro le dan 240 días desde la primera factura (IRS sección 501(r))",
    );
    expect(esAssistance?.textBody).toContain("Su revisión de la factura:");
    expect(es.find((m) => m.subject.includes("pedir una factura detallada"))).toBeDefined();
    expect(es.some((m) => m.subject.startsWith("Your bill"))).toBe(false);
    const enAssistance = assistance(en, "apply for financial assistance");
    expect(enAssistance?.textBody).toContain(
      "federal rules for non-profit hospitals give you 240 days after the first bill (IRS section 501(r))",
    );
    expect(en.every((m) => m.subject.startsWith("Your bill from"))).toBe(true);
  });

  it("a Good Faith Estimate $400 or more below one provider's bill opens the 120-day dispute reminder", async () => {
    const { cookie } = await signedInMember();
    const created = await createCase(cookie);
    const res = await call(`/api/bills/${created.id}/estimates`, {
      method: "PUT",
      cookie,
      json: {
        estimates: [
          { provider: "Bellevue Hospital", estimate_amount: "2000", billed_amount: "2500" },
          { provider: "Radiologist", estimate_amount: "100", billed_amount: "450" },
        ],
      },
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as { canDispute: boolean; disputeBy: string; estimates: { canDispute: boolean }[] };
    expect(view.estimates.map((e) => e.canDispute)).toEqual([true, false]);
    expect(view.disputeBy).toBe(disputeByDate(SERVICE_DATE));
    const again = await call(`/api/bills/${created.id}/estimates`, {
      method: "PUT",
      cookie,
      json: { estimates: [{ provider: "Bellevue Hospital", estimate_amount: "2000", billed_amount: "2500" }] },
    });
    expect(again.status).toBe(200);
    const rows = await db().select().from(billDeadlines).where(eq(billDeadlines.caseId, created.id));
    // Saved twice, one reminder.
    expect(rows.filter((d) => d.kind === "dispute_window").map((d) => d.dueDate)).toEqual([
      disputeByDate(SERVICE_DATE),
    ]);
  });
});

describe("the letter, the charity screen and the dashboard", () => {
  it("the letter lists each flagged line with the posted cash price and cites the rule; the PDF downloads", async () => {
    const { member, cookie } = await signedInMember();
    const created = await createCase(cookie);
    const page = await (await call(`/dashboard/bills/${created.id}/letter`, { cookie })).text();
    expect(page).toContain("45 CFR part 180");
    expect(page).toContain("70450: billed $2,500; your posted cash price is $778.");
    expect(page).toContain(member.fullName!);
    expect(page).toContain("1400 West Main Street");
    const pdf = await call(`/dashboard/bills/${created.id}/letter.pdf`, { cookie });
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const other = await signedInMember();
    expect((await call(`/dashboard/bills/${created.id}/letter.pdf`, { cookie: other.cookie })).status).toBe(404);
  });

  it("the charity screen names the guideline year and the household's percentage, and stores nothing", async () => {
    const { cookie } = await signedInMember();
    const created = await createCase(cookie);
    const page = await (
      await call(`/dashboard/bills/${created.id}/charity?household_size=3&income=40980&state=OH`, { cookie })
    ).text();
    // 2026 contiguous, household of 3: $27,320; $40,980 is 150 %.
    expect(page).toContain("150 % of the federal poverty level");
    expect(page).toContain("The 2026 poverty guideline for a household of 3 is $27,320");
    const bad = await (
      await call(`/dashboard/bills/${created.id}/charity?household_size=0&income=1&state=OH`, { cookie })
    ).text();
    expect(bad).toContain("Household size is a whole number from 1 to 20");
  });
});
