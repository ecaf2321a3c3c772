/**
 * The admin first view's version (migrations/0040_admin_version.sql, ADR 0087) changes with every insert, change
 * and delete of a row that view's SQL reads, whoever writes it, so kept data never outlives a change; and every
 * table that SQL names has the triggers (a read added later without them fails here).
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { besideGuardStatements } from "../../app/.server/admin/dashboard-gated.server";
import { parseAdminListQuery } from "../../app/domain/admin";
import {
  adminCounts,
  adminVersion,
  billCases,
  documents,
  helpRequests,
  pageViewDaily,
  profiles,
  requestMessages,
  tasks,
} from "../../db/schema";
import { deliverBatch } from "../support/queues";
import { expectTablesMoveVersion } from "../support/trigger-drift";
import {
  insertAdmin,
  insertBillCase,
  insertDocument,
  insertHelpRequest,
  insertProfile,
  insertTask,
} from "../support/factories";
import { db } from "../support/auth-helpers";

async function version() {
  const [row] = await db().select().from(adminVersion).where(eq(adminVersion.id, 1));
  return row.version;
}

/** Runs `write` and expects the version to have changed to one never seen before. */
function watcher() {
  const seen = new Set<string>();
  return async (what: string, write: () => Promise<unknown>) => {
    seen.add(await version());
    await write();
    const after = await version();
    expect(seen.has(after), `${what}: a new version`).toBe(false);
  };
}

describe("the admin first view's version", () => {
  it("changes with every write to the rows the first view reads", async () => {
    const changes = watcher();
    const admin = await insertAdmin(db());
    let member = await insertProfile(db());

    await changes("a new member", async () => {
      member = await insertProfile(db());
    });
    await changes("a profile edit", () =>
      db().update(profiles).set({ fullName: "Renamed" }).where(eq(profiles.id, member.id)),
    );
    await changes("a note on a member", () =>
      db().update(profiles).set({ adminNotes: "Called" }).where(eq(profiles.id, member.id)),
    );

    let requestId = "";
    await changes("a new request", async () => {
      requestId = (await insertHelpRequest(db(), member.id)).id;
    });
    await changes("a request's status", () =>
      db().update(helpRequests).set({ status: "in_progress" }).where(eq(helpRequests.id, requestId)),
    );
    await changes("a request's title (no total moves)", () =>
      db().update(helpRequests).set({ title: "Another title" }).where(eq(helpRequests.id, requestId)),
    );
    let messageId = "";
    await changes("a member's message", async () => {
      const [row] = await db()
        .insert(requestMessages)
        .values({ requestId, authorId: member.id, body: "Any news?" })
        .returning();
      messageId = row.id;
    });
    await changes("the team reads it", () =>
      db().update(requestMessages).set({ readAt: new Date() }).where(eq(requestMessages.id, messageId)),
    );
    await changes("a message is deleted", () => db().delete(requestMessages).where(eq(requestMessages.id, messageId)));
    await changes("a request is deleted", () => db().delete(helpRequests).where(eq(helpRequests.id, requestId)));

    let taskId = "";
    await changes("a task", async () => {
      taskId = (await insertTask(db(), member.id, { createdBy: admin.id })).id;
    });
    await changes("a task is deleted", () => db().delete(tasks).where(eq(tasks.id, taskId)));
    let documentId = "";
    await changes("a document", async () => {
      documentId = (await insertDocument(db(), env.DOCUMENTS, member.id)).id;
    });
    await changes("a document is deleted", () => db().delete(documents).where(eq(documents.id, documentId)));
    // A case open or in review shows nowhere on the first view (only resolved ones count in "saved"): its insert
    // moves no total, so no version either.
    const { id: caseId } = await insertBillCase(db(), member.id, { billedCents: 50_000 });
    await changes("a bill case resolved", () =>
      db().update(billCases).set({ status: "resolved", finalAmountCents: 20_000 }).where(eq(billCases.id, caseId)),
    );
    await changes("a resolved bill case added", () =>
      insertBillCase(db(), member.id, { billedCents: 9_000, status: "resolved", finalAmountCents: 1_000 }),
    );
    await changes("a bill case deleted", () => db().delete(billCases).where(eq(billCases.id, caseId)));

    const today = new Date().toISOString().slice(0, 10);
    await changes("the page-view consumer's batch", () =>
      deliverBatch("care-finder-page-views", [{ path: "/find-care", query: "", at: Date.now() }]),
    );
    await changes("a day's views changed", () =>
      db().update(pageViewDaily).set({ views: 7 }).where(eq(pageViewDaily.day, today)),
    );
    await changes("a day's views deleted", () => db().delete(pageViewDaily).where(eq(pageViewDaily.day, today)));
    await changes("a day's views inserted", () => db().insert(pageViewDaily).values({ day: "2026-01-02", views: 3 }));

    // The totals' row itself, whatever writes it: deleted and put back as it was.
    const [counts] = await db().select().from(adminCounts);
    await changes("the totals' row changed", () => db().update(adminCounts).set({ tasks: counts.tasks }));
    await changes("the totals' row deleted", () => db().delete(adminCounts));
    await changes("the totals' row inserted", () => db().insert(adminCounts).values(counts));

    await changes("an account deleted", () => db().delete(profiles).where(eq(profiles.id, member.id)));
  });

  it("is moved by every table the first view's SQL names: a read added later without its triggers fails here", async () => {
    const { sort, dir } = parseAdminListQuery(new URLSearchParams());
    // The session is read by the gate (whether to answer, not what), live on every view in the same trip; the
    // version is the row itself.
    const tables = await expectTablesMoveVersion(
      Object.values(besideGuardStatements(sort, dir)).map((read) => read.getQuery().sql),
      { versionTable: "admin_version", notMoving: ["sessions", "admin_version"] },
    );
    expect(tables).toEqual(
      expect.arrayContaining(["admin_counts", "help_requests", "page_view_daily", "profiles", "request_messages"]),
    );
  });
});
