// A bill date's team task is written by the cron when its reminder goes, with the member's email, not when the date
// is saved (ADR 0082, docs/product.md#bill-check).
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queueBillDeadlineReminders } from "../../app/.server/bills/deadlines.server";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { billDeadlines, emailOutbox, tasks } from "../../db/schema";
import { call, db, server, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { insertTask } from "../support/factories";

/** Bellevue Hospital (Bellevue, OH), non-profit: the itemized bill at once, the assistance window later. */
const BILL = {
  ccn: "360107",
  service_date: addDays(todayUtc(), -10),
  coverage: "self_pay",
  lines: [{ code: "85025", billed_amount: "80" }],
};

async function checkBill() {
  const { member, cookie } = await signedInMember();
  const res = await call("/api/bills", { method: "POST", cookie, json: BILL });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const dates = await db().select().from(billDeadlines).where(eq(billDeadlines.caseId, id));
  const byKind = Object.fromEntries(dates.map((d) => [d.kind, d]));
  return { member, caseId: id, itemized: byKind.itemized_bill, assistance: byKind.assistance_window };
}

const tasksOf = (userId: string) => db().select().from(tasks).where(eq(tasks.userId, userId));
const mailTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
const deadline = async (id: string) => (await db().select().from(billDeadlines).where(eq(billDeadlines.id, id)))[0];
const later = (d: { remindAt: Date }) => new Date(d.remindAt.getTime() + 1000);

describe("a bill date's team task comes with its reminder (ADR 0082)", () => {
  it("a bill check writes its dates and no task", async () => {
    const { member, itemized, assistance } = await checkBill();
    expect([itemized.taskId, assistance.taskId]).toEqual([null, null]);
    expect(await tasksOf(member.id)).toEqual([]);
  });

  it("the cron at the reminder writes the team's task with the member's email; a second run writes neither again", async () => {
    const { member, itemized, assistance } = await checkBill();
    await queueBillDeadlineReminders(server(), later(itemized));
    await queueBillDeadlineReminders(server(), later(itemized));
    // The assistance window's reminder is not due yet: neither its email nor its task.
    const [task] = await tasksOf(member.id);
    expect(await tasksOf(member.id)).toHaveLength(1);
    expect(task).toEqual({
      id: itemized.id,
      userId: member.id,
      createdBy: member.id,
      taskText: `Bill check, Bellevue Hospital: ask for an itemized bill by ${itemized.dueDate}`,
      dueDate: itemized.remindAt,
      status: "pending",
      createdAt: itemized.createdAt,
      updatedAt: null,
    });
    expect(await mailTo(member.email)).toHaveLength(1);
    expect(await deadline(itemized.id)).toMatchObject({ taskId: task.id, outboxId: expect.any(String) });
    expect(await deadline(assistance.id)).toMatchObject({ taskId: null, outboxId: null });

    await queueBillDeadlineReminders(server(), later(assistance));
    await queueBillDeadlineReminders(server(), later(assistance));
    expect((await tasksOf(member.id)).map((t) => t.id).sort()).toEqual([itemized.id, assistance.id].sort());
    expect(await mailTo(member.email)).toHaveLength(2);
  });

  it("the task and the email are one batch: when the email cannot be written, no task is", async () => {
    const { member, itemized } = await checkBill();
    await env.DB.prepare(
      "CREATE TRIGGER refuse_bill_mail BEFORE INSERT ON email_outbox WHEN NEW.kind = 'bill_deadline' " +
        "BEGIN SELECT RAISE(ABORT, 'refused'); END",
    ).run();
    try {
      await expect(queueBillDeadlineReminders(server(), later(itemized))).rejects.toThrow();
    } finally {
      await env.DB.prepare("DROP TRIGGER refuse_bill_mail").run();
    }
    expect(await tasksOf(member.id)).toEqual([]);
    expect(await deadline(itemized.id)).toMatchObject({ taskId: null, outboxId: null });
  });

  it("a date saved before, whose task was written with it, gets its email and no second task", async () => {
    const { member, itemized } = await checkBill();
    const old = await insertTask(db(), member.id, { createdBy: member.id, dueDate: itemized.remindAt });
    await db().update(billDeadlines).set({ taskId: old.id }).where(eq(billDeadlines.id, itemized.id));
    await queueBillDeadlineReminders(server(), later(itemized));
    await queueBillDeadlineReminders(server(), later(itemized));
    expect((await tasksOf(member.id)).map((t) => t.id)).toEqual([old.id]);
    expect(await deadline(itemized.id)).toMatchObject({ taskId: old.id, outboxId: expect.any(String) });
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it("the team's tasks tab shows the task once the cron has run, not before", async () => {
    const { member, itemized } = await checkBill();
    const { cookie } = await signedInAdmin();
    const tab = async () =>
      (await call(`/admin-dashboard?tab=tasks&q=${encodeURIComponent(member.email)}`, { cookie })).text();
    const words = `Bill check, Bellevue Hospital: ask for an itemized bill by ${itemized.dueDate}`;
    expect(await tab()).not.toContain(words);
    await queueBillDeadlineReminders(server(), later(itemized));
    expect(await tab()).toContain(words);
    const open = await db()
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, member.id), eq(tasks.status, "pending")));
    expect(open).toHaveLength(1);
  });
});
