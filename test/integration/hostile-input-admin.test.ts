/**
 * Hostile input at the admin door, one finding each: a full page of bulk work
 * stays under D1's 100 bound parameters, and a sort key is one of the list's
 * own columns, never a property every object inherits.
 */
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, helpRequests, tasks } from "../../db/schema";
import { MAX_BULK_IDS } from "../../app/domain/admin-bulk";
import { insertHelpRequest, insertProfile, insertTask } from "../support/factories";
import { call, db, signedInAdmin } from "../support/auth-helpers";

async function manyRows<T>(count: number, make: (n: number) => Promise<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let n = 0; n < count; n++) rows.push(await make(n));
  return rows;
}

describe("bulk work on a full page of rows (D1: at most 100 bound parameters a statement)", () => {
  it(`sets the status of ${MAX_BULK_IDS} real requests in one action`, async () => {
    const { cookie } = await signedInAdmin();
    const owner = await insertProfile(db());
    const ids = (await manyRows(MAX_BULK_IDS, (n) => insertHelpRequest(db(), owner.id, { title: `Row ${n}` }))).map(
      (r) => r.id,
    );
    const res = await call("/api/admin/requests/bulk-status", {
      method: "POST",
      cookie,
      json: { ids, status: "completed", confirmed: ids.length },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ changed: MAX_BULK_IDS });
    const rows = await db()
      .select({ status: helpRequests.status })
      .from(helpRequests)
      .where(inArray(helpRequests.id, ids));
    expect(rows.filter((r) => r.status === "completed")).toHaveLength(MAX_BULK_IDS);
    const audit = await db().select().from(adminAuditLog).where(inArray(adminAuditLog.targetId, ids));
    expect(audit).toHaveLength(MAX_BULK_IDS);
  });

  it(`marks ${MAX_BULK_IDS - 1} and ${MAX_BULK_IDS} real tasks done`, async () => {
    const { cookie } = await signedInAdmin();
    const owner = await insertProfile(db());
    for (const count of [MAX_BULK_IDS - 1, MAX_BULK_IDS]) {
      const ids = (await manyRows(count, () => insertTask(db(), owner.id))).map((t) => t.id);
      const res = await call("/api/admin/tasks/bulk-done", { method: "POST", cookie, json: { ids, confirmed: count } });
      expect(res.status, `${count} tasks`).toBe(200);
      const rows = await db().select({ status: tasks.status }).from(tasks).where(inArray(tasks.id, ids));
      expect(rows.filter((r) => r.status === "completed")).toHaveLength(count);
    }
  });
});

const INHERITED = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

describe("?sort= names one of the list's own columns", () => {
  for (const list of ["users", "requests", "documents", "tasks"]) {
    it(`/api/admin/${list} sorts by the default for an inherited property name`, async () => {
      const { cookie } = await signedInAdmin();
      for (const sort of INHERITED) {
        const res = await call(`/api/admin/${list}?sort=${sort}`, { cookie });
        expect(res.status, `${list} sort=${sort}`).toBe(200);
        expect(await res.json()).toHaveProperty(list);
      }
    });
  }

  it("the CSV export answers a clear 400 for a sort it does not offer, before any file starts", async () => {
    const { cookie } = await signedInAdmin();
    await insertHelpRequest(db(), (await insertProfile(db())).id);
    for (const tab of ["users", "requests"]) {
      for (const sort of [...INHERITED, "due"]) {
        const res = await call(`/api/admin/export.csv?tab=${tab}&sort=${sort}`, { cookie });
        expect(res.status, `${tab} sort=${sort}`).toBe(400);
        expect(await res.json()).toEqual({
          error: expect.stringMatching(/^Sort the export by /),
          code: "exportSortInvalid",
        });
      }
    }
    const ok = await call("/api/admin/export.csv?tab=requests&sort=title&dir=asc", { cookie });
    expect(ok.status).toBe(200);
    expect((await ok.text()).split("\r\n").length).toBeGreaterThan(2);
  });
});
