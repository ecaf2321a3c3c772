/**
 * One plan status, from the subscription state, wherever it shows: the member's dashboard,
 * the admin Users table, its plan filter and the CSV export all read planStandingOf.
 */
import { describe, expect, it } from "vitest";
import { listUsers } from "../../app/.server/admin/users.server";
import { PLAN_STANDINGS, planStandingOf, type PlanStandingKind } from "../../app/domain/plan-standing";
import { insertProfile } from "../support/factories";
import { call, cookieFor, db, server, signedInAdmin } from "../support/auth-helpers";

const ENDED = new Date("2026-03-04T15:00:00Z");

/** One member in each stored state, all findable by `tag`. */
async function membersInEveryState(tag: string) {
  const base = (name: string) => ({ fullName: `${name} ${tag}`, email: `${name.toLowerCase()}.${tag}@example.com` });
  return {
    active: await insertProfile(db(), { ...base("Ada"), currentPlan: "ESSENTIAL CARE", planStatus: "active" }),
    canceled: await insertProfile(db(), {
      ...base("Cora"),
      currentPlan: "ESSENTIAL CARE",
      planStatus: "canceled",
      planUpdatedAt: ENDED,
    }),
    payment_due: await insertProfile(db(), { ...base("Pia"), currentPlan: "PREMIUM CARE", planStatus: "past_due" }),
    refunded: await insertProfile(db(), { ...base("Rae"), currentPlan: "CARE ACCESS", planStatus: "refunded" }),
    never_paid: await insertProfile(db(), base("Nell")),
  } satisfies Record<PlanStandingKind, unknown>;
}

describe("planStandingOf", () => {
  it("reads Active, Canceled (with when it ended), Payment due and Never paid from the stored state", () => {
    const at = (planStatus: string | null, currentPlan: string | null = "ESSENTIAL CARE") =>
      planStandingOf({ currentPlan, planStatus, planUpdatedAt: ENDED });
    expect(at("active")).toEqual({ kind: "active", planLabel: "Essential Care", status: "Active", endedAt: null });
    expect(at("trialing").kind).toBe("active");
    expect(at("canceled")).toEqual({
      kind: "canceled",
      planLabel: "Essential Care",
      status: "Canceled",
      endedAt: ENDED.toISOString(),
    });
    expect(at("past_due").kind).toBe("payment_due");
    expect(at("unpaid").kind).toBe("payment_due");
    // A refunded one-time payment ends its plan (charge.refunded), and says so.
    expect(at("refunded", "CARE ACCESS")).toMatchObject({
      kind: "refunded",
      planLabel: "Care Access",
      status: "Refunded",
    });
    // Never paid is never dressed up as Care Access.
    expect(at(null, null)).toEqual({ kind: "never_paid", planLabel: null, status: "Never paid", endedAt: null });
  });
});

describe("the member's dashboard", () => {
  const planCard = async (userId: string) => {
    const html = await (await call("/dashboard", { cookie: await cookieFor(userId) })).text();
    return html.slice(html.indexOf('id="plan-title"'), html.indexOf('id="quick-title"'));
  };

  it("names the status and offers the button that fits it", async () => {
    const members = await membersInEveryState(crypto.randomUUID().slice(0, 6));

    const active = await planCard(members.active.id);
    expect(active).toContain("Essential Care");
    expect(active).toContain(">Active<");
    expect(active).toContain('action="/billing-portal"');
    expect(active).toContain("Manage Plan");

    const canceled = await planCard(members.canceled.id);
    expect(canceled.replaceAll("<!-- -->", "")).toContain("Canceled (ended");
    expect(canceled).toContain("Mar 4, 2026");
    expect(canceled).toContain("Choose a new plan");
    expect(canceled).toContain("Your plan has ended.");
    expect(canceled).not.toContain("Upgrade Plan");
    expect(canceled).not.toContain('action="/billing-portal"');

    const due = await planCard(members.payment_due.id);
    expect(due).toContain("Payment due");
    expect(due).toContain("Update payment");
    expect(due).toContain('action="/billing-portal"');

    const refunded = await planCard(members.refunded.id);
    expect(refunded).toContain("Refunded");
    expect(refunded).toContain("Your payment was refunded");
    expect(refunded).toContain('href="/pricing"');

    const never = await planCard(members.never_paid.id);
    expect(never).toContain("No plan yet");
    expect(never).toContain("Never paid");
    expect(never).toContain('href="/pricing"');
    expect(never).toContain("Choose a plan");
    expect(never).not.toContain("Care Access");
    expect(never).not.toContain("Not active yet");
  });
});

describe("the admin Users table", () => {
  it("shows each member's standing, not the stored plan name, and its filter agrees with it", async () => {
    const tag = `ps${crypto.randomUUID().slice(0, 6)}`;
    const members = await membersInEveryState(tag);
    const { cookie } = await signedInAdmin();

    const page = await (await call(`/admin-dashboard?q=${tag}`, { cookie })).text();
    // What the page shows, not the loader's data (which keeps the stored fields for the /api contract).
    const html = page.slice(0, page.indexOf("window.__remixContext"));
    expect(html).toContain("Essential Care · Canceled (ended Mar 4, 2026)");
    expect(html).toContain("Essential Care · Active");
    expect(html).toContain("Premium Care · Payment due");
    expect(html).not.toContain("ESSENTIAL CARE");
    expect(html).toContain('name="plan"');

    for (const kind of PLAN_STANDINGS) {
      const list = await listUsers(server(), { q: tag, plan: kind });
      expect(
        list.items.map((u) => u.id),
        kind,
      ).toEqual([members[kind].id]);
      expect(list.items[0].plan.kind).toBe(kind);
      expect(list.total).toBe(1);
    }

    const filtered = await (await call(`/admin-dashboard?q=${tag}&plan=canceled`, { cookie })).text();
    expect(filtered).toContain(members.canceled.email);
    expect(filtered).not.toContain(members.active.email);
    expect(filtered).not.toContain(members.never_paid.email);

    const csv = await (await call(`/api/admin/export.csv?tab=users&q=${tag}&plan=never_paid`, { cookie })).text();
    expect(csv).toContain(members.never_paid.email);
    expect(csv).toContain('"Never paid"');
    expect(csv).not.toContain(members.canceled.email);
  });
});
