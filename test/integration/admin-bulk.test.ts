/** Bulk admin changes: one audit row per changed row, and a refused batch changes nothing. */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, helpRequests, profiles, requestStatusEvents, tasks } from "../../db/schema";
import { insertHelpRequest, insertProfile, insertTask } from "../support/factories";
import { BULK_MESSAGES } from "../../app/domain/admin-bulk";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";

const auditFor = (ids: string[]) => db().select().from(adminAuditLog).where(inArray(adminAuditLog.targetId, ids));

async function threeRequests() {
  const owner = await insertProfile(db());
  return Promise.all([1, 2, 3].map((n) => insertHelpRequest(db(), owner.id, { title: `Bulk ${n}` })));
}

describe("bulk request status", () => {
  it("changes every selected request in one action with one audit entry and one timeline event each", async () => {
    const { admin, cookie } = await signedInAdmin();
    const requests = await threeRequests();
    const ids = requests.map((r) => r.id);
    const res = await call("/api/admin/requests/bulk-status", {
      method: "POST",
      cookie,
      json: { ids, status: "completed", confirmed: 3 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, changed: 3 });
    const rows = await db().select().from(helpRequests).where(inArray(helpRequests.id, ids));
    expect(rows.map((r) => r.status)).toEqual(["completed", "completed", "completed"]);
    const audit = await auditFor(ids);
    expect(audit).toHaveLength(3);
    for (const entry of audit) {
      expect(entry).toMatchObject({ action: "admin.request_status_changed", actorId: admin.id, targetType: "request" });
      expect(entry.details).toMatchObject({ from: "pending", to: "completed", bulk: true });
    }
    expect(
      await db().select().from(requestStatusEvents).where(inArray(requestStatusEvents.requestId, ids)),
    ).toHaveLength(3);
  });

  it("the dashboard form does the same and says how many changed", async () => {
    const { cookie } = await signedInAdmin();
    const ids = (await threeRequests()).map((r) => r.id);
    const form = new URLSearchParams({ intent: "bulk-request-status", status: "in_progress", confirmed: "3" });
    for (const id of ids) form.append("ids", id);
    const res = await call("/admin-dashboard.data", {
      method: "POST",
      cookie,
      body: form,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await res.text()).toContain("Status set to In Progress for 3 requests.");
    expect(await auditFor(ids)).toHaveLength(3);
  });

  const refusals: [string, (ids: string[]) => Record<string, unknown>, number][] = [
    ["an unconfirmed count", (ids) => ({ ids, status: "completed", confirmed: 2 }), 409],
    ["no confirmation", (ids) => ({ ids, status: "completed" }), 400],
    ["an unknown status", (ids) => ({ ids, status: "archived", confirmed: 3 }), 400],
    [
      "a row that does not exist",
      (ids) => ({ ids: [...ids.slice(0, 2), "missing-id"], status: "completed", confirmed: 3 }),
      404,
    ],
  ];
  for (const [name, body, status] of refusals) {
    it(`refuses ${name} and changes nothing`, async () => {
      const { cookie } = await signedInAdmin();
      const ids = (await threeRequests()).map((r) => r.id);
      const res = await call("/api/admin/requests/bulk-status", { method: "POST", cookie, json: body(ids) });
      expect(res.status).toBe(status);
      const rows = await db().select().from(helpRequests).where(inArray(helpRequests.id, ids));
      expect(rows.map((r) => r.status)).toEqual(["pending", "pending", "pending"]);
      expect(await auditFor(ids)).toHaveLength(0);
      expect(
        await db().select().from(requestStatusEvents).where(inArray(requestStatusEvents.requestId, ids)),
      ).toHaveLength(0);
    });
  }

  it("is for admins only", async () => {
    const { cookie } = await signedInMember();
    const ids = (await threeRequests()).map((r) => r.id);
    const res = await call("/api/admin/requests/bulk-status", {
      method: "POST",
      cookie,
      json: { ids, status: "completed", confirmed: 3 },
    });
    expect(res.status).toBe(403);
    expect(await auditFor(ids)).toHaveLength(0);
  });
});

describe("bulk tasks done and user tags", () => {
  it("marks every selected task done, one audit entry each", async () => {
    const { cookie } = await signedInAdmin();
    const owner = await insertProfile(db());
    const list = await Promise.all([1, 2].map(() => insertTask(db(), owner.id)));
    const ids = list.map((t) => t.id);
    const res = await call("/api/admin/tasks/bulk-done", { method: "POST", cookie, json: { ids, confirmed: 2 } });
    expect(res.status).toBe(200);
    const rows = await db().select().from(tasks).where(inArray(tasks.id, ids));
    expect(rows.every((t) => t.status === "completed")).toBe(true);
    const audit = await auditFor(ids);
    expect(audit.map((a) => a.action)).toEqual(["admin.task_status_changed", "admin.task_status_changed"]);
  });

  it("adds and removes tags on every selected user, keeping their other tags", async () => {
    const { cookie } = await signedInAdmin();
    const a = await insertProfile(db(), { userTags: "vip, French" });
    const b = await insertProfile(db(), { userTags: null });
    const ids = [a.id, b.id];
    const res = await call("/api/admin/users/bulk-tags", {
      method: "POST",
      cookie,
      json: { ids, add: "follow-up", remove: "french", confirmed: 2 },
    });
    expect(res.status).toBe(200);
    const tagsOf = async (id: string) => (await db().select().from(profiles).where(eq(profiles.id, id)))[0].userTags;
    expect(await tagsOf(a.id)).toBe("vip, follow-up");
    expect(await tagsOf(b.id)).toBe("follow-up");
    expect(await auditFor(ids)).toHaveLength(2);
  });

  it("refuses a tag change with no tag, and changes nothing", async () => {
    const { cookie } = await signedInAdmin();
    const a = await insertProfile(db(), { userTags: "vip" });
    const res = await call("/api/admin/users/bulk-tags", {
      method: "POST",
      cookie,
      json: { ids: [a.id], confirmed: 1 },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(BULK_MESSAGES.tagsRequired);
    expect((await db().select().from(profiles).where(eq(profiles.id, a.id)))[0].userTags).toBe("vip");
    expect(await auditFor([a.id])).toHaveLength(0);
  });
});
