import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, disputeByDate, todayUtc } from "../../app/domain/bill-rules";
import { DISPUTE_MESSAGES } from "../../app/domain/dispute";
import { formatCalendarDate } from "../../app/format/dates";
import { queueBillDeadlineReminders } from "../../app/.server/bills/deadlines.server";
import { adminAuditLog, billDeadlines, emailOutbox, tasks } from "../../db/schema";
import { call, db, server, signedInAdmin, signedInMember } from "../support/auth-helpers";

/** Bellevue Hospital (Bellevue, OH), CMS number 360107. */
const BELLEVUE = "360107";
const SERVICE_DATE = addDays(todayUtc(), -10);
const BILL_DATE = addDays(todayUtc(), -5);

async function createCase(cookie: string, billDate: string | null = BILL_DATE, serviceDate = SERVICE_DATE) {
  const res = await call("/api/bills", {
    method: "POST",
    cookie,
    json: {
      ccn: BELLEVUE,
      service_date: serviceDate,
      ...(billDate ? { bill_date: billDate } : {}),
      coverage: "self_pay",
      lines: [{ code: "70450", billed_amount: "2500" }],
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const postForm = (path: string, cookie: string, fields: Record<string, string>) =>
  call(path, {
    method: "POST",
    cookie,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

/** Bellevue $500 over its estimate (disputable), a radiology group $350 over (not). */
async function saveEstimates(id: string, cookie: string) {
  const res = await postForm(`/dashboard/bills/${id}/estimate`, cookie, {
    "estimates[0].provider": "Bellevue Hospital",
    "estimates[0].estimate_amount": "2000",
    "estimates[0].billed_amount": "2500",
    "estimates[1].provider": "Radiology group",
    "estimates[1].estimate_amount": "100",
    "estimates[1].billed_amount": "450",
  });
  expect(res.status).toBe(302);
}

const disputeRows = (id: string) =>
  db()
    .select()
    .from(billDeadlines)
    .where(and(eq(billDeadlines.caseId, id), eq(billDeadlines.kind, "dispute_window")));

const page = async (path: string, cookie: string) => (await call(path, { cookie })).text();

describe("the printable dispute summary", () => {
  it("puts each estimate beside its bill, works the $400 test in figures, and gives the deadline and what to send", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie);
    await saveEstimates(id, cookie);
    const dispute = await page(`/dashboard/bills/${id}/dispute`, cookie);
    expect(dispute).toContain(`href="/dashboard/bills/${id}/dispute/summary"`);
    expect(dispute).toContain("Print my dispute summary");

    const summary = await page(`/dashboard/bills/${id}/dispute/summary`, cookie);
    expect(summary).toContain("My dispute summary");
    // Side by side, every provider, with the test's sum.
    expect(summary).toContain('<th scope="row">Bellevue Hospital</th>');
    expect(summary).toContain('<th scope="row">Radiology group</th>');
    expect(summary).toContain("Bellevue Hospital: $2,500 − $2,000 = $500 over: $400 or more, so it may be disputed.");
    expect(summary).toContain("Radiology group: $450 − $100 = $350 over: under $400, so it does not qualify.");
    expect(summary).toContain(`Date of the bill: ${formatCalendarDate(BILL_DATE)}.`);
    expect(summary).toContain(`Start the dispute by ${formatCalendarDate(disputeByDate(BILL_DATE))}`);
    expect(summary).toContain("A way to pay the $25 fee.");
    expect(summary).toContain("1-800-985-3059");
    expect(summary).toContain("it does not promise an outcome");
  });

  it("no date of the bill given: the date of service is never called the bill's", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie, null);
    await saveEstimates(id, cookie);
    for (const path of [`/dashboard/bills/${id}/dispute`, `/dashboard/bills/${id}/dispute/summary`]) {
      const html = await page(path, cookie);
      expect(html).not.toContain(`Date of the bill: ${formatCalendarDate(SERVICE_DATE)}`);
      expect(html).toContain("Date of the bill: not given. The 120 days count from the date of service");
      expect(html).toContain(`Date of service: ${formatCalendarDate(SERVICE_DATE)}.`);
      expect(html).toContain("(120 days from the date of service)");
    }
  });

  it("another member's summary is the not-found page; the team can read it", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const id = await createCase(a.cookie);
    await saveEstimates(id, a.cookie);
    expect((await call(`/dashboard/bills/${id}/dispute/summary`, { cookie: b.cookie })).status).toBe(404);
    expect((await call(`/dashboard/bills/${id}/dispute/summary`, { cookie: adminCookie })).status).toBe(200);
    expect((await postForm(`/dashboard/bills/${id}/dispute`, b.cookie, { intent: "remind" })).status).toBe(404);
  });
});

describe("the dispute deadline's reminder", () => {
  it("passing the $400 test sets it: the page and the summary say when the email goes", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie);
    await saveEstimates(id, cookie);
    const [row] = await disputeRows(id);
    expect(row.dueDate).toBe(disputeByDate(BILL_DATE));
    const when = formatCalendarDate(addDays(disputeByDate(BILL_DATE), -30));
    const words = `Reminder set: we will email you on ${when}.`;
    expect(await page(`/dashboard/bills/${id}/dispute`, cookie)).toContain(words);
    expect(await page(`/dashboard/bills/${id}/dispute/summary`, cookie)).toContain(words);
  });

  it("none set: 'Remind me before the deadline' makes the deadline row, once, and its task with its email", async () => {
    const { member, cookie } = await signedInMember();
    const id = await createCase(cookie);
    await saveEstimates(id, cookie);
    // As for a case whose reminder was never made: the button offers one.
    await db().delete(billDeadlines).where(eq(billDeadlines.caseId, id));
    expect(await page(`/dashboard/bills/${id}/dispute`, cookie)).toContain("Remind me before the deadline");

    const res = await postForm(`/dashboard/bills/${id}/dispute`, cookie, { intent: "remind" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/dashboard/bills/${id}/dispute?saved=reminder`);
    const after = await page(`/dashboard/bills/${id}/dispute?saved=reminder`, cookie);
    expect(after).toContain(DISPUTE_MESSAGES.reminderSet);
    expect(after).not.toContain("Remind me before the deadline");

    const rows = await disputeRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0].dueDate).toBe(disputeByDate(BILL_DATE));
    expect(rows[0].outboxId).toBeNull();
    // Its task comes with its email, written by the cron when the reminder goes (ADR 0082).
    expect(rows[0].taskId).toBeNull();
    expect(await db().select().from(tasks).where(eq(tasks.userId, member.id))).toEqual([]);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, "bill.dispute_reminder_set")));
    expect(audit).toHaveLength(1);

    // Asking again changes nothing.
    expect((await postForm(`/dashboard/bills/${id}/dispute`, cookie, { intent: "remind" })).status).toBe(302);
    expect(await disputeRows(id)).toHaveLength(1);

    // When it is due, the cron's run emails the member through the outbox, with the summary to print.
    await queueBillDeadlineReminders(server(), rows[0].remindAt);
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email));
    const reminder = mail.find((m) => m.subject.includes("start a dispute of the bill"));
    expect(reminder?.textBody).toContain(`/dashboard/bills/${id}/dispute/summary`);
    const [task] = await db().select().from(tasks).where(eq(tasks.id, rows[0].id));
    expect(task.userId).toBe(member.id);
    expect(task.taskText).toContain(`start a dispute of the bill by ${disputeByDate(BILL_DATE)}`);
  });

  it("no provider $400 over: asking for a reminder is refused with the reason, nothing written", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie);
    const res = await postForm(`/dashboard/bills/${id}/dispute`, cookie, { intent: "remind" });
    expect(res.status).toBe(400);
    expect(await disputeRows(id)).toEqual([]);
  });

  it("the 120 days over: the pages say the date has passed, offer no reminder and refuse one", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie, addDays(todayUtc(), -121), addDays(todayUtc(), -130));
    await saveEstimates(id, cookie);
    expect(await disputeRows(id)).toEqual([]);
    for (const path of [`/dashboard/bills/${id}/dispute`, `/dashboard/bills/${id}/dispute/summary`]) {
      const html = await page(path, cookie);
      expect(html).toContain("That date has passed");
      expect(html).not.toContain("Remind me before the deadline");
      expect(html).not.toContain("Reminder set");
    }
    expect((await postForm(`/dashboard/bills/${id}/dispute`, cookie, { intent: "remind" })).status).toBe(400);
    expect(await disputeRows(id)).toEqual([]);
  });
});
