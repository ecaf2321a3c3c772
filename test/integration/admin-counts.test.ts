import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAdminStats, getStatsAndTraffic } from "../../app/.server/admin/dashboard.server";
import { createServerContext, type ServerContext } from "../../app/.server/context.server";
import { adminCounts, billCases, documents, helpRequests, profiles, requestMessages, tasks } from "../../db/schema";
import { insertBillCase, insertDocument, insertHelpRequest, insertProfile, insertTask } from "../support/factories";

/**
 * The admin dashboard reads its stat cards from totals the triggers keep (migrations/0032_admin_counts.sql,
 * ADR 0069). After every kind of write they must equal what counting the tables gives (`getAdminStats`,
 * the statements the dashboard ran before).
 */
async function expectSameFigures(server: ServerContext) {
  const { stats } = await getStatsAndTraffic(server);
  expect(stats).toEqual(await getAdminStats(server));
  return stats;
}

describe("the admin dashboard's kept totals", () => {
  it("equal the counted figures after inserts, changes and deletes of every kind", async () => {
    const server = createServerContext({ ...env, ADMIN_EMAILS: "promoted@example.com" });
    const before = await expectSameFigures(server);

    // Accounts: a member, an admin, a member ADMIN_EMAILS promotes.
    const maria = await insertProfile(server.db);
    const ana = await insertProfile(server.db);
    await insertProfile(server.db, { role: "admin" });
    const promoted = await insertProfile(server.db, { email: "promoted@example.com" });
    let stats = await expectSameFigures(server);
    expect(stats.totalAccounts).toBe(before.totalAccounts + 4);
    expect(stats.totalUsers).toBe(before.totalUsers + 2);

    // Requests and their status; tasks; documents; unread messages.
    const pending = await insertHelpRequest(server.db, maria.id, { status: "pending" });
    const open = await insertHelpRequest(server.db, ana.id, { status: "in_progress" });
    await insertTask(server.db, maria.id);
    const task = await insertTask(server.db, ana.id);
    const doc = await insertDocument(server.db, env.DOCUMENTS, maria.id);
    await insertDocument(server.db, env.DOCUMENTS, ana.id);
    const [unread] = await server.db
      .insert(requestMessages)
      .values([
        { requestId: pending.id, authorId: maria.id, body: "Any news?" },
        { requestId: open.id, authorId: ana.id, body: "Thank you" },
        { requestId: open.id, authorId: null, body: "From the team" },
      ])
      .returning();
    stats = await expectSameFigures(server);
    expect(stats.pendingRequests).toBe(before.pendingRequests + 1);
    expect(stats.unreadMessages).toBe(before.unreadMessages + 2);

    await server.db.update(helpRequests).set({ status: "completed" }).where(eq(helpRequests.id, pending.id));
    expect((await expectSameFigures(server)).pendingRequests).toBe(before.pendingRequests);
    await server.db.update(helpRequests).set({ status: "pending" }).where(eq(helpRequests.id, open.id));
    await expectSameFigures(server);
    await server.db.update(requestMessages).set({ readAt: new Date() }).where(eq(requestMessages.id, unread.id));
    await server.db.delete(tasks).where(eq(tasks.id, task.id));
    await expectSameFigures(server);
    await server.db.delete(documents).where(eq(documents.id, doc.id));
    await expectSameFigures(server);

    // Saved for members: resolved cases with a final amount, never below zero a case.
    const saved = await insertBillCase(server.db, maria.id, {
      status: "resolved",
      billedCents: 50_000,
      finalAmountCents: 20_000,
    });
    await insertBillCase(server.db, maria.id, { status: "resolved", billedCents: 10_000, finalAmountCents: 12_000 });
    const open1 = await insertBillCase(server.db, ana.id, { billedCents: 90_000 });
    stats = await expectSameFigures(server);
    expect(stats.savedForMembersCents).toBe(before.savedForMembersCents + 30_000);
    await server.db
      .update(billCases)
      .set({ status: "resolved", finalAmountCents: 40_000 })
      .where(eq(billCases.id, open1.id));
    await server.db.update(billCases).set({ finalAmountCents: 45_000 }).where(eq(billCases.id, saved.id));
    stats = await expectSameFigures(server);
    expect(stats.savedForMembersCents).toBe(before.savedForMembersCents + 55_000);
    await server.db.update(billCases).set({ status: "new" }).where(eq(billCases.id, open1.id));
    await expectSameFigures(server);
    await server.db.delete(billCases).where(eq(billCases.id, saved.id));
    await expectSameFigures(server);

    // Roles change; a deleted account takes its requests, tasks, documents, cases and messages with it.
    await server.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, ana.id));
    expect((await expectSameFigures(server)).totalUsers).toBe(before.totalUsers + 1);
    await server.db.update(profiles).set({ role: "member" }).where(eq(profiles.id, ana.id));
    await server.db
      .update(profiles)
      .set({ email: "no.longer.promoted@example.com" })
      .where(eq(profiles.id, promoted.id));
    await expectSameFigures(server);
    await server.db.delete(profiles).where(eq(profiles.id, maria.id));
    stats = await expectSameFigures(server);
    expect(stats.totalAccounts).toBe(before.totalAccounts + 3);
  });

  it("are one row the migration started from the tables' own counts", async () => {
    const server = createServerContext(env);
    const rows = await server.db.select().from(adminCounts);
    expect(rows).toHaveLength(1);
    await expectSameFigures(server);
  });
});
