/**
 * Every list sorted by a time reads entries written in the same millisecond back in
 * one order, the order they were written (app/.server/insertion-order.server.ts),
 * through the services that show them. Each case writes two rows with one timestamp,
 * the first with an id that sorts last, so a tie broken by the random id reads them the
 * other way round.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { listAudit } from "../../app/.server/admin/dashboard.server";
import { listOutbox } from "../../app/.server/admin/outbox.server";
import { listRequests, listTasks } from "../../app/.server/admin/work.server";
import { listMemberBillCases } from "../../app/.server/bills/cases.server";
import { memberPaymentsQuery } from "../../app/.server/payments/offers.server";
import { listHelpRequests, readRequestDetail } from "../../app/.server/requests/requests.server";
import { adminAuditLog, emailOutbox, payments, requestMessages, tasks } from "../../db/schema";
import { db, server } from "../support/auth-helpers";
import { insertBillCase, insertHelpRequest, insertProfile } from "../support/factories";

/** A millisecond after anything else in the log, so newest-first lists show these two on top. */
const sameMillisecond = () => new Date(Date.UTC(2100, 0, 1) + Math.floor(Math.random() * 86_400_000));

/** Two ids for rows written in this order: the first sorts after the second. */
function idsAgainstWritingOrder() {
  const tag = crypto.randomUUID().slice(0, 8);
  return { first: `zz-${tag}`, second: `aa-${tag}` };
}

describe("lists sorted by a time have one order for entries of the same millisecond", () => {
  it("no table those lists read is WITHOUT ROWID (the tie-breaker is there for each)", async () => {
    const { results } = await env.DB.prepare("select name, sql from sqlite_master where type = 'table'").all<{
      name: string;
      sql: string | null;
    }>();
    const lists = [
      "admin_audit_log",
      "email_outbox",
      "request_messages",
      "request_status_events",
      "help_requests",
      "bill_cases",
      "bill_deadlines",
      "tasks",
      "payments",
      "documents",
      "profiles",
      "passkey_credentials",
    ];
    for (const name of lists) {
      const table = results.find((t) => t.name === name);
      expect(table, name).toBeDefined();
      expect(table!.sql, name).not.toMatch(/without\s+rowid/i);
    }
  });

  it("the audit log: the entry written last is first", async () => {
    const at = sameMillisecond();
    const { first, second } = idsAgainstWritingOrder();
    await db().insert(adminAuditLog).values({ id: first, action: "test.first", createdAt: at });
    await db().insert(adminAuditLog).values({ id: second, action: "test.second", createdAt: at });
    const { items } = await listAudit(server(), { pageSize: 2 });
    expect(items.map((e) => e.id)).toEqual([second, first]);
  });

  it("the outbox: the email queued last is first", async () => {
    const at = sameMillisecond();
    const { first, second } = idsAgainstWritingOrder();
    const row = { kind: "contact", toAddress: "a@example.com", fromAddress: "b@example.com", textBody: "x" } as const;
    await db()
      .insert(emailOutbox)
      .values({ ...row, id: first, subject: "first", status: "failed", createdAt: at });
    await db()
      .insert(emailOutbox)
      .values({ ...row, id: second, subject: "second", status: "failed", createdAt: at });
    const { items } = await listOutbox(server(), { status: "failed", pageSize: 2 });
    expect(items.map((e) => e.id)).toEqual([second, first]);
  });

  it("a request's messages: in the order they were written", async () => {
    const member = await insertProfile(db());
    const request = await insertHelpRequest(db(), member.id);
    const at = sameMillisecond();
    const { first, second } = idsAgainstWritingOrder();
    await db().batch([
      db()
        .insert(requestMessages)
        .values({ id: first, requestId: request.id, authorId: member.id, body: "one", createdAt: at }),
      db()
        .insert(requestMessages)
        .values({ id: second, requestId: request.id, authorId: member.id, body: "two", createdAt: at }),
    ]);
    const detail = await readRequestDetail(server(), request, member.id);
    expect(detail.messages.map((m) => m.id)).toEqual([first, second]);
  });

  it("requests: the member's list and the admin's, the one written last first", async () => {
    const member = await insertProfile(db());
    const at = sameMillisecond();
    const { first, second } = idsAgainstWritingOrder();
    await insertHelpRequest(db(), member.id, { id: first, createdAt: at });
    await insertHelpRequest(db(), member.id, { id: second, createdAt: at });
    expect((await listHelpRequests(server(), member.id)).map((r) => r.id)).toEqual([second, first]);
    const admin = await listRequests(server(), { sort: "created", dir: "desc", pageSize: 2 });
    expect(admin.items.map((r) => r.id)).toEqual([second, first]);
  });

  it("bills: the member's cases, the one written last first", async () => {
    const member = await insertProfile(db());
    const at = sameMillisecond();
    const { first, second } = idsAgainstWritingOrder();
    await insertBillCase(db(), member.id, { id: first, createdAt: at });
    await insertBillCase(db(), member.id, { id: second, createdAt: at });
    expect((await listMemberBillCases(server(), member.id)).map((c) => c.id)).toEqual([second, first]);
  });

  it("tasks: the admin's list, the one written last first", async () => {
    const member = await insertProfile(db());
    const at = sameMillisecond();
    const { first, second } = idsAgainstWritingOrder();
    await db().insert(tasks).values({ id: first, userId: member.id, taskText: "one", createdAt: at });
    await db().insert(tasks).values({ id: second, userId: member.id, taskText: "two", createdAt: at });
    const { items } = await listTasks(server(), { sort: "created", dir: "desc", pageSize: 2 });
    expect(items.map((t) => t.id)).toEqual([second, first]);
  });

  it("payments: the member's, the one written last first", async () => {
    const member = await insertProfile(db());
    const at = sameMillisecond();
    const { first, second } = idsAgainstWritingOrder();
    const row = { userId: member.id, planName: "CARE ACCESS", planType: "one_time", amountCents: 14900 } as const;
    await db()
      .insert(payments)
      .values({ ...row, id: first, stripeSessionId: `cs_${first}`, status: "paid", createdAt: at });
    await db()
      .insert(payments)
      .values({ ...row, id: second, stripeSessionId: `cs_${second}`, status: "paid", createdAt: at });
    const rows = await memberPaymentsQuery(db(), member.id);
    expect(rows.map((p) => p.id)).toEqual([second, first]);
  });
});
