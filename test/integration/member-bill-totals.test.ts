import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberBillTotalsQuery } from "../../app/.server/bills/dashboard-bills.server";
import { createServerContext, type ServerContext } from "../../app/.server/context.server";
import { savedCents } from "../../app/domain/bill-rules";
import { billCases, profiles } from "../../db/schema";
import { insertBillCase, insertProfile } from "../support/factories";
import { queryPlan } from "../support/query-plans";

/**
 * The dashboard reads a member's bill totals ("N more", "Saved $X so far") from one row the triggers keep
 * (migrations/0034_member_bill_totals.sql, ADR 0073). After every kind of write and delete it must equal what
 * counting the member's cases gives, by the rule the case pages use (`savedCents`).
 */
async function counted(server: ServerContext, userId: string) {
  const rows = await server.db.select().from(billCases).where(eq(billCases.userId, userId));
  const resolved = rows.filter((r) => r.status === "resolved" && r.finalAmountCents !== null);
  return {
    cases: rows.length,
    resolved: resolved.length,
    savedCents: resolved.reduce((sum, r) => sum + (savedCents(r.billedCents, r.finalAmountCents) ?? 0), 0),
  };
}

async function expectKept(server: ServerContext, userId: string) {
  const [kept = { cases: 0, resolved: 0, savedCents: 0 }] = await memberBillTotalsQuery(server.db, userId);
  const figures = await counted(server, userId);
  expect(kept).toEqual(figures);
  return figures;
}

const resolve = (server: ServerContext, id: string, set: Partial<typeof billCases.$inferInsert>) =>
  server.db.update(billCases).set(set).where(eq(billCases.id, id));

describe("a member's kept bill totals", () => {
  it("equal the counted figures after inserts, changes and deletes of every kind", async () => {
    const server = createServerContext(env);
    const maria = await insertProfile(server.db);
    const ana = await insertProfile(server.db);
    expect(await expectKept(server, maria.id)).toEqual({ cases: 0, resolved: 0, savedCents: 0 });

    const open = await insertBillCase(server.db, maria.id);
    const done = await insertBillCase(server.db, maria.id, {
      status: "resolved",
      billedCents: 50_000,
      finalAmountCents: 20_000,
    });
    // Resolved with a final amount above the bill: counted as resolved, saved nothing (never below zero).
    const over = await insertBillCase(server.db, maria.id, {
      status: "resolved",
      billedCents: 10_000,
      finalAmountCents: 12_000,
    });
    await insertBillCase(server.db, ana.id, { status: "resolved", billedCents: 9_000, finalAmountCents: 1_000 });
    expect(await expectKept(server, maria.id)).toEqual({ cases: 3, resolved: 2, savedCents: 30_000 });
    await expectKept(server, ana.id);

    // Resolved without a final amount, then given one, then changed; the bill itself corrected.
    await resolve(server, open.id, { status: "resolved" });
    expect((await expectKept(server, maria.id)).resolved).toBe(2);
    await resolve(server, open.id, { finalAmountCents: 100_000 });
    await expectKept(server, maria.id);
    await resolve(server, open.id, { finalAmountCents: 66_000, billedCents: 200_000 });
    await expectKept(server, maria.id);
    // Reopened: no longer counted; another column changing moves nothing.
    await resolve(server, done.id, { status: "negotiating" });
    await resolve(server, over.id, { hospitalName: "Bellevue Medical Center" });
    expect(await expectKept(server, maria.id)).toEqual({ cases: 3, resolved: 2, savedCents: 134_000 });

    // A case moved to another member moves its figures with it.
    await resolve(server, open.id, { userId: ana.id });
    await expectKept(server, maria.id);
    expect((await expectKept(server, ana.id)).cases).toBe(2);

    // Deleted cases, and a deleted account (its cases go with it).
    await server.db.delete(billCases).where(eq(billCases.id, over.id));
    expect(await expectKept(server, maria.id)).toEqual({ cases: 1, resolved: 0, savedCents: 0 });
    await server.db.delete(profiles).where(eq(profiles.id, ana.id));
    expect(await expectKept(server, ana.id)).toEqual({ cases: 0, resolved: 0, savedCents: 0 });
  });

  it("are one row found by its key: the read does not grow with the member's cases", async () => {
    const details = await queryPlan(memberBillTotalsQuery(createServerContext(env).db, "user-1"));
    expect(details.join(" | ")).toMatch(/^SEARCH member_bill_totals USING PRIMARY KEY \(user_id=\?\)$/);
  });
});
