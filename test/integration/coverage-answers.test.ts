// "Remind me of these dates" (docs/product.md#who-else-may-pay): only what the member typed is kept, the Medicaid
// date and the state law's window become reminders through tasks, cron and the outbox, and a new answer replaces them.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queueBillDeadlineReminders } from "../../app/.server/bills/deadlines.server";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { stateCoverage } from "../../app/domain/coverage-rules";
import { medicaidApplyBy } from "../../app/domain/medicaid-rules";
import { STATE_COVERAGE } from "../../app/domain/state-coverage.generated";
import { formatCalendarDate } from "../../app/format/dates";
import { billCoverageAnswers, billDeadlines, emailOutbox, tasks } from "../../db/schema";
import { call, db, server, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { insertTask } from "../support/factories";

const DENVER_HEALTH = "060011";
const SERVICE_DATE = addDays(todayUtc(), -10);
const ANSWERS = { household_size: "1", income: "17400", state: "CO", group: "adult" };

async function createCase(cookie: string) {
  const res = await call("/api/bills", {
    method: "POST",
    cookie,
    json: {
      ccn: DENVER_HEALTH,
      service_date: SERVICE_DATE,
      coverage: "self_pay",
      lines: [{ code: "85025", billed_amount: "80" }],
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const coverageDeadlines = (caseId: string) =>
  db()
    .select()
    .from(billDeadlines)
    .where(
      and(
        eq(billDeadlines.caseId, caseId),
        inArray(billDeadlines.kind, ["medicaid_application", "state_charity_window"]),
      ),
    );

/** The cron far ahead, until every reminder has gone. */
async function runCronUntilDone() {
  const far = new Date(Date.now() + 400 * 86_400_000);
  while ((await queueBillDeadlineReminders(server(), far)) > 0);
}

const COVERAGE_LABELS = ["apply for medicaid", "apply under the state's charity-care law"];
const tasksFor = async (userId: string, words: string[]) =>
  (await db().select().from(tasks).where(eq(tasks.userId, userId))).filter((t) =>
    words.some((w) => t.taskText.includes(w)),
  );

describe("keeping the answers", () => {
  it("keeps exactly what was typed and the largest route, and sets the Medicaid and state-law reminders", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie);
    const res = await call(`/api/bills/${id}/coverage`, { method: "PUT", cookie, json: ANSWERS });
    expect(res.status).toBe(200);
    const [kept] = await db().select().from(billCoverageAnswers).where(eq(billCoverageAnswers.caseId, id));
    expect(kept).toMatchObject({
      householdSize: 1,
      incomeDollars: 17400,
      state: "CO",
      careGroup: "adult",
      route: "medicaid",
    });
    const dates = Object.fromEntries((await coverageDeadlines(id)).map((d) => [d.kind, d.dueDate]));
    expect(dates).toEqual({
      medicaid_application: medicaidApplyBy(stateCoverage(STATE_COVERAGE, "CO"), "adult", SERVICE_DATE),
      // Colorado's law binds Denver Health (public); its window counts from the date of service here: 240 days.
      state_charity_window: addDays(SERVICE_DATE, 240),
    });
    // Their tasks come with their reminders, written by the cron (ADR 0082).
    const saved = await coverageDeadlines(id);
    expect(saved.map((d) => d.taskId)).toEqual([null, null]);
    await runCronUntilDone();
    const taskIds = (await coverageDeadlines(id)).map((d) => d.taskId!);
    expect(taskIds.sort()).toEqual(saved.map((d) => d.id).sort());
    expect(await db().select().from(tasks).where(inArray(tasks.id, taskIds))).toHaveLength(2);
  });

  it("a new answer replaces the old one and its unsent reminders", async () => {
    const { member, cookie } = await signedInMember();
    const id = await createCase(cookie);
    await call(`/api/bills/${id}/coverage`, { method: "PUT", cookie, json: ANSWERS });
    const first = await coverageDeadlines(id);
    // Above Colorado's limits: no Medicaid, no state-law help; the hospital's policy leads.
    await call(`/api/bills/${id}/coverage`, { method: "PUT", cookie, json: { ...ANSWERS, income: "90000" } });
    expect(await coverageDeadlines(id)).toEqual([]);
    // Replaced before they went: no task is ever written for them, the cron run or not (ADR 0082).
    await runCronUntilDone();
    expect(first).toHaveLength(2);
    expect(await tasksFor(member.id, COVERAGE_LABELS)).toEqual([]);
    const kept = await db().select().from(billCoverageAnswers).where(eq(billCoverageAnswers.caseId, id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ incomeDollars: 90000, route: "hospital_policy" });
  });

  it("a reminder saved before ADR 0082, its task written with it, loses that task when replaced unsent", async () => {
    const { member, cookie } = await signedInMember();
    const id = await createCase(cookie);
    await call(`/api/bills/${id}/coverage`, { method: "PUT", cookie, json: ANSWERS });
    const [medicaid] = (await coverageDeadlines(id)).filter((d) => d.kind === "medicaid_application");
    const old = await insertTask(db(), member.id, { createdBy: member.id, taskText: "Bill check: apply for medicaid" });
    await db().update(billDeadlines).set({ taskId: old.id }).where(eq(billDeadlines.id, medicaid.id));
    await call(`/api/bills/${id}/coverage`, { method: "PUT", cookie, json: { ...ANSWERS, income: "90000" } });
    expect(await db().select().from(tasks).where(eq(tasks.id, old.id))).toEqual([]);
  });

  it("the cron emails the Medicaid reminder through the outbox", async () => {
    const { member, cookie } = await signedInMember();
    const id = await createCase(cookie);
    await call(`/api/bills/${id}/coverage`, { method: "PUT", cookie, json: ANSWERS });
    const [medicaid] = (await coverageDeadlines(id)).filter((d) => d.kind === "medicaid_application");
    await queueBillDeadlineReminders(server(), new Date(medicaid.remindAt.getTime() + 1000));
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email));
    const reminder = mail.find((m) => m.subject.includes("apply for Medicaid"));
    expect(reminder?.textBody).toContain(`Apply for Medicaid by ${formatCalendarDate(medicaid.dueDate)}`);
  });

  it("the case page's plain form keeps them and comes back saying so", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie);
    const res = await call(`/dashboard/bills/${id}/coverage`, {
      method: "POST",
      cookie,
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(ANSWERS),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(
      `/dashboard/bills/${id}?household_size=1&income=17400&state=CO&group=adult&saved=1#who-may-pay`,
    );
    expect(await db().select().from(billCoverageAnswers).where(eq(billCoverageAnswers.caseId, id))).toHaveLength(1);
  });
});

describe("the team sees the route", () => {
  it("the Bills tab's Route column and filter, and the case page's answers", async () => {
    const { member, cookie } = await signedInMember();
    const id = await createCase(cookie);
    await call(`/api/bills/${id}/coverage`, { method: "PUT", cookie, json: ANSWERS });
    const admin = await signedInAdmin();
    const q = encodeURIComponent(member.email);
    const html = async (path: string) =>
      (await (await call(path, { cookie: admin.cookie })).text()).replaceAll("<!-- -->", "");
    const medicaid = await html(`/admin-dashboard?tab=bills&q=${q}&route=medicaid`);
    expect(medicaid).toContain(">Route</th>");
    expect(medicaid).toContain(`/admin-dashboard/bills/${id}`);
    expect(medicaid).toContain("Medicaid likely");
    expect(await html(`/admin-dashboard?tab=bills&q=${q}&route=price_dispute`)).not.toContain(
      `/admin-dashboard/bills/${id}`,
    );
    const casePage = await html(`/admin-dashboard/bills/${id}`);
    expect(casePage).toContain("Who may pay");
    expect(casePage).toContain("Household of 1, $17,400 a year (109 % of the poverty line), CO");
    expect(casePage).toContain("Apply for Medicaid by");
  });
});
