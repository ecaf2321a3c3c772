/**
 * A member's version (migrations/0039_member_versions.sql, ADR 0085) changes with every insert, change and delete
 * of a row the member dashboard's eight reads read, whoever writes it (the member, the team, the Stripe webhook,
 * the cron reminders, an account's deletion all write through these tables), and with nothing of another member's.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import {
  billCases,
  billDeadlines,
  documents,
  helpRequests,
  insuranceEnrollments,
  memberMessages,
  memberVersions,
  payments,
  profiles,
  requestMessages,
} from "../../db/schema";
import { MEMBER_WORK_READS } from "../../app/.server/dashboard/member-dashboard.server";
import { insertAdmin, insertBillCase, insertDocument, insertHelpRequest, insertProfile } from "../support/factories";
import { expectTablesMoveVersion } from "../support/trigger-drift";

const server = () => createServerContext(env);
const db = () => server().db;

async function versionOf(userId: string) {
  const [row] = await db().select().from(memberVersions).where(eq(memberVersions.userId, userId));
  return row?.version ?? null;
}

/** Runs `write` and expects `userId`'s version to have changed (to one never seen before) and `bystander`'s not. */
function watcher(userId: string, bystander: string) {
  const seen = new Set<string | null>();
  return async (what: string, write: () => Promise<unknown>) => {
    const before = await versionOf(userId);
    seen.add(before);
    const theirs = await versionOf(bystander);
    await write();
    const after = await versionOf(userId);
    expect(seen.has(after), `${what}: a new version`).toBe(false);
    expect(await versionOf(bystander), `${what}: not the other member's`).toBe(theirs);
  };
}

describe("a member's version", () => {
  it("changes with every write to the rows of their dashboard, and never another member's", async () => {
    const maria = await insertProfile(db());
    const ana = await insertProfile(db());
    const admin = await insertAdmin(db());
    // Ana has rows of every kind too: writes to hers must not move Maria's version.
    await insertHelpRequest(db(), ana.id);
    await insertBillCase(db(), ana.id, { deadlines: [{ kind: "itemized_bill", dueDate: "2026-12-20" }] });
    const changes = watcher(maria.id, ana.id);

    let request = await insertHelpRequest(db(), maria.id, { title: "A request" });
    await changes("a new request", async () => {
      request = await insertHelpRequest(db(), maria.id, { title: "Another" });
    });
    await changes("the team changes a request's status", () =>
      db().update(helpRequests).set({ status: "in_progress" }).where(eq(helpRequests.id, request.id)),
    );
    let replyId = "";
    await changes("the team replies on a request", async () => {
      const [row] = await db()
        .insert(requestMessages)
        .values({ requestId: request.id, authorId: admin.id, body: "We called the hospital." })
        .returning();
      replyId = row.id;
    });
    await changes("the member reads the reply", () =>
      db().update(requestMessages).set({ readAt: new Date() }).where(eq(requestMessages.id, replyId)),
    );
    await changes("a message is deleted", () => db().delete(requestMessages).where(eq(requestMessages.id, replyId)));

    let documentId = "";
    await changes("a document is uploaded", async () => {
      documentId = (await insertDocument(db(), env.DOCUMENTS, maria.id)).id;
    });
    await changes("the team notes a document", () =>
      db().update(documents).set({ adminNotes: "Read" }).where(eq(documents.id, documentId)),
    );
    await changes("a document is deleted", () => db().delete(documents).where(eq(documents.id, documentId)));

    let paymentId = "";
    await changes("the Stripe webhook records a payment", async () => {
      const [row] = await db()
        .insert(payments)
        .values({
          userId: maria.id,
          stripeSessionId: `cs_${crypto.randomUUID()}`,
          planName: "Care Access",
          planType: "one_time",
          amountCents: 3900,
          status: "pending",
        })
        .returning();
      paymentId = row.id;
    });
    await changes("the payment is paid", () =>
      db().update(payments).set({ status: "paid" }).where(eq(payments.id, paymentId)),
    );
    await changes("an enrollment is marked", () =>
      db().insert(insuranceEnrollments).values({ userId: maria.id, enrolledAt: new Date() }),
    );
    await changes("an enrollment is taken back", () =>
      db().delete(insuranceEnrollments).where(eq(insuranceEnrollments.userId, maria.id)),
    );

    let caseId = "";
    await changes("a bill is checked", async () => {
      caseId = (await insertBillCase(db(), maria.id)).id;
    });
    await changes("a deadline is added", () =>
      db().insert(billDeadlines).values({ caseId, kind: "itemized_bill", dueDate: "2026-12-30", remindAt: new Date() }),
    );
    await changes("the cron reminder marks the deadline", () =>
      db()
        .update(billDeadlines)
        .set({ remindAt: new Date(0) })
        .where(eq(billDeadlines.caseId, caseId)),
    );
    await changes("a deadline is deleted", () => db().delete(billDeadlines).where(eq(billDeadlines.caseId, caseId)));
    await changes("a case is resolved", () =>
      db().update(billCases).set({ status: "resolved", finalAmountCents: 100 }).where(eq(billCases.id, caseId)),
    );
    await changes("a case is deleted", () => db().delete(billCases).where(eq(billCases.id, caseId)));

    let messageId = "";
    await changes("the team writes to the member", async () => {
      const [row] = await db()
        .insert(memberMessages)
        .values({ userId: maria.id, authorId: admin.id, body: "Hello" })
        .returning();
      messageId = row.id;
    });
    await changes("the member reads it", () =>
      db().update(memberMessages).set({ readAt: new Date() }).where(eq(memberMessages.id, messageId)),
    );
    await changes("a request is deleted", () => db().delete(helpRequests).where(eq(helpRequests.id, request.id)));

    // The account's deletion cascades to every row: the version moves with them.
    await insertBillCase(db(), maria.id, { deadlines: [{ kind: "itemized_bill", dueDate: "2026-12-20" }] });
    await changes("the account is deleted", () => db().delete(profiles).where(eq(profiles.id, maria.id)));
  });

  it("moves both owners when a row passes from one member to another", async () => {
    const maria = await insertProfile(db());
    const ana = await insertProfile(db());
    const request = await insertHelpRequest(db(), maria.id);
    const [mariaBefore, anaBefore] = [await versionOf(maria.id), await versionOf(ana.id)];
    await db().update(helpRequests).set({ userId: ana.id }).where(eq(helpRequests.id, request.id));
    expect(await versionOf(maria.id)).not.toBe(mariaBefore);
    expect(await versionOf(ana.id)).not.toBe(anaBefore);
  });

  it("is moved by every table the kept reads read: a read added later without its triggers fails here", async () => {
    // The session is looked up live on every view, in the same trip; the bill totals row is written only by
    // bill_cases' own triggers (migration 0034), which move the version themselves.
    const tables = await expectTablesMoveVersion(
      MEMBER_WORK_READS.map((read) => read().getQuery().sql),
      { versionTable: "member_versions", notMoving: ["sessions", "member_bill_totals"] },
    );
    expect(tables.length).toBeGreaterThanOrEqual(8);
  });
});
