import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { formatCents } from "../../app/format/cents";
import { adminAuditLog, billCases } from "../../db/schema";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";
import { storedLines } from "../support/bill-lines";

/** Bellevue Hospital (Bellevue, OH), CMS number 360107: posts $778 for a head CT (70450). */
const BELLEVUE = "360107";
const SERVICE_DATE = addDays(todayUtc(), -10);

async function createCase(cookie: string) {
  const res = await call("/api/bills", {
    method: "POST",
    cookie,
    json: {
      ccn: BELLEVUE,
      service_date: SERVICE_DATE,
      coverage: "self_pay",
      lines: [
        { code: "70450", billed_amount: "2500" },
        { code: "85025", billed_amount: "80" },
      ],
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

/** "Saved for members" as the stat card should read it: every resolved case's billed − final amount. */
async function savedForMembers() {
  const resolved = await db().select().from(billCases).where(eq(billCases.status, "resolved"));
  return resolved.reduce((sum, c) => sum + Math.max(0, c.billedCents - (c.finalAmountCents ?? c.billedCents)), 0);
}

describe("the admin dashboard's Bills tab", () => {
  it("lists each case with its member, hospital, figures, status and final amount, and finds it by search", async () => {
    const { member, cookie } = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const id = await createCase(cookie);
    const page = await (
      await call(`/admin-dashboard?tab=bills&q=${encodeURIComponent(member.email)}`, { cookie: adminCookie })
    ).text();
    expect(page).toContain('aria-current="page"');
    expect(page).toMatch(/Bills<span class="admin-tab__count tabular"> \(<!-- -->1<!-- -->\)/);
    for (const header of [
      "Member",
      "Hospital",
      "Billed",
      "Posted-price total",
      "Potential saving",
      "Status",
      "Final amount",
    ])
      expect(page).toContain(`>${header}<`);
    expect(page).toContain(member.email);
    expect(page).toContain(`href="/admin-dashboard/bills/${id}"`);
    expect(page).toContain("$2,580");
    expect(page).toContain("New");
  });

  it("a member cannot open the tab's case page", async () => {
    const { cookie } = await signedInMember();
    const id = await createCase(cookie);
    const res = await call(`/admin-dashboard/bills/${id}`, { cookie, redirect: "manual" });
    expect(res.status).not.toBe(200);
    const posted = await post(`/admin-dashboard/bills/${id}`, cookie, {
      intent: "outcome",
      status: "resolved",
      final_amount: "0",
    });
    // The guard turns a member away before the action runs (never the saved page).
    expect(posted.headers.get("Location") ?? "").not.toContain("saved=");
    const [row] = await db().select().from(billCases).where(eq(billCases.id, id));
    expect(row.status).toBe("new");
  });
});

describe("an admin works a case without JavaScript", () => {
  it("records the final amount: the saving is billed − final, in the audit log and the 'Saved for members' card", async () => {
    const { cookie } = await signedInMember();
    const { admin, cookie: adminCookie } = await signedInAdmin();
    const id = await createCase(cookie);
    const res = await post(`/admin-dashboard/bills/${id}`, adminCookie, {
      intent: "outcome",
      status: "resolved",
      final_amount: "1,580.00",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin-dashboard/bills/${id}?saved=outcome`);
    const [row] = await db().select().from(billCases).where(eq(billCases.id, id));
    expect(row).toMatchObject({ status: "resolved", finalAmountCents: 158_000 });
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, "admin.bill_case_updated")));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(admin.id);
    const casePage = await (await call(`/admin-dashboard/bills/${id}?saved=outcome`, { cookie: adminCookie })).text();
    expect(casePage).toContain("Outcome saved.");
    expect(casePage).toContain("Saved: $1,000");
    const dashboard = await (await call("/admin-dashboard?tab=bills", { cookie: adminCookie })).text();
    expect(dashboard).toContain("Saved for members");
    expect(dashboard).toContain(formatCents(await savedForMembers()));
  });

  it("resolving without a final amount answers the form's message and keeps what was chosen", async () => {
    const { cookie } = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const id = await createCase(cookie);
    const res = await post(`/admin-dashboard/bills/${id}`, adminCookie, {
      intent: "outcome",
      status: "resolved",
      final_amount: "",
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("Please enter the final amount to resolve the case");
    expect(page).toMatch(/<option value="resolved" selected="">/);
    const bad = await post(`/admin-dashboard/bills/${id}`, adminCookie, {
      intent: "outcome",
      status: "negotiating",
      final_amount: "lots",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('value="lots"');
    const [row] = await db().select().from(billCases).where(eq(billCases.id, id));
    expect(row).toMatchObject({ status: "new", finalAmountCents: null });
  });

  it("enters the lines from the uploaded bill: they replace the old ones and the case is checked again", async () => {
    const { cookie } = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const id = await createCase(cookie);
    const form = await (await call(`/admin-dashboard/bills/${id}`, { cookie: adminCookie })).text();
    // The form starts with the case's lines as typed, and a blank row.
    expect(form).toContain('value="2500.00"');
    expect(form).toContain('name="lines[2].code"');
    const res = await post(`/admin-dashboard/bills/${id}`, adminCookie, {
      intent: "lines",
      "lines[0].code": "70450",
      "lines[0].description": "CT head",
      "lines[0].units": "1",
      "lines[0].billed_amount": "1000",
      "lines[1].code": "",
      "lines[1].description": "",
      "lines[1].units": "1",
      "lines[1].billed_amount": "",
      paste: "85025, 120",
    });
    expect(res.status).toBe(302);
    const lines = await storedLines(id);
    expect(lines.map((l) => [l.code, l.billedCents]).sort()).toEqual([
      ["70450", 100_000],
      ["85025", 12_000],
    ]);
    const [row] = await db().select().from(billCases).where(eq(billCases.id, id));
    expect(row.billedCents).toBe(112_000);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, "admin.bill_lines_updated")));
    expect(audit).toHaveLength(1);
  });

  it("a bad line answers under its field; another's unknown case id is the not-found page", async () => {
    const { cookie } = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const id = await createCase(cookie);
    const res = await post(`/admin-dashboard/bills/${id}`, adminCookie, {
      intent: "lines",
      "lines[0].code": "7045",
      "lines[0].units": "1",
      "lines[0].billed_amount": "10",
      paste: "",
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("A code is 5 characters, like 99284 or J1885");
    expect(page).toContain('value="7045"');
    expect((await call(`/admin-dashboard/bills/${crypto.randomUUID()}`, { cookie: adminCookie })).status).toBe(404);
  });

  it("without JavaScript, Remove line posts Conform's intent: the page comes back without that row, the rest kept, nothing saved", async () => {
    const { cookie } = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const id = await createCase(cookie);
    const form = await (await call(`/admin-dashboard/bills/${id}`, { cookie: adminCookie })).text();
    expect(form).toContain("Remove line");
    const res = await post(`/admin-dashboard/bills/${id}`, adminCookie, {
      intent: "lines",
      "lines[0].code": "70450",
      "lines[0].units": "1",
      "lines[0].billed_amount": "2500.00",
      "lines[1].code": "85025",
      "lines[1].units": "1",
      "lines[1].billed_amount": "80.00",
      "lines[2].code": "99284",
      "lines[2].units": "1",
      "lines[2].billed_amount": "640.00",
      paste: "",
      __intent__: JSON.stringify({ type: "remove", payload: { name: "lines", index: 1 } }),
    });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('name="lines[1].code"');
    expect(page).not.toContain('name="lines[2].code"');
    expect(page).toContain('value="99284"');
    expect(page).not.toContain('value="80.00"');
    // Nothing saved until "Save the lines": the case keeps its two lines.
    const lines = await storedLines(id);
    expect(lines.map((l) => l.code).sort()).toEqual(["70450", "85025"]);
  });
});
