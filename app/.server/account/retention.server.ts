/**
 * Retention: documents of closed (completed) cases are deleted
 * DOCUMENT_RETENTION_DAYS after the case closed (default 365), by the cron job.
 * Their owner is told RETENTION_NOTICE_DAYS before, through the outbox; a
 * document is never deleted sooner than that many days after its notice.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { documents, helpRequests, profiles } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { enqueueEmailStatement } from "../email/outbox.server";
import { DEFAULT_RETENTION_DAYS, RETENTION_NOTICE_DAYS } from "../../domain/account";

const DAY_MS = 24 * 60 * 60_000;
/** Rows handled per run (the cron runs every few minutes); ids per statement stay under D1's 100 parameters. */
const ROWS_PER_RUN = 500;
const IDS_PER_STATEMENT = 90;

export function retentionDays(env: Pick<Env, "DOCUMENT_RETENTION_DAYS">): number {
  const days = Number(env.DOCUMENT_RETENTION_DAYS);
  return Number.isInteger(days) && days > RETENTION_NOTICE_DAYS ? days : DEFAULT_RETENTION_DAYS;
}

/** When a case closed: its last change while completed. */
const closedAt = sql<number>`coalesce(${helpRequests.updatedAt}, ${helpRequests.createdAt})`;

export async function applyDocumentRetention(
  server: ServerContext,
  now = new Date(),
): Promise<{ noticed: number; deleted: number }> {
  const { db } = server;
  const days = retentionDays(server.env);
  const closedCase = and(eq(helpRequests.status, "completed"), eq(helpRequests.id, documents.requestId));

  // 1. Notices: one email per member for the documents that reach their date within the notice period.
  const noticeBefore = now.getTime() - (days - RETENTION_NOTICE_DAYS) * DAY_MS;
  const toNotice = await db
    .select({ id: documents.id, userId: documents.userId, filename: documents.filename, email: profiles.email })
    .from(documents)
    .innerJoin(helpRequests, closedCase)
    .innerJoin(profiles, eq(profiles.id, documents.userId))
    .where(and(isNull(documents.retentionNoticeAt), lte(closedAt, noticeBefore)))
    .limit(ROWS_PER_RUN);
  const byMember = new Map<string, typeof toNotice>();
  for (const row of toNotice) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row]);
  const deleteOn = new Date(now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS).toISOString().slice(0, 10);
  for (const [userId, rows] of byMember) {
    const ids = rows.map((row) => row.id);
    const statements: BatchItem<"sqlite">[] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
      statements.push(
        db
          .update(documents)
          .set({ retentionNoticeAt: now })
          .where(inArray(documents.id, ids.slice(i, i + IDS_PER_STATEMENT))),
      );
    }
    await db.batch([
      enqueueEmailStatement(server, {
        kind: "retention_notice",
        to: rows[0].email,
        subject: "Documents of your closed case will be deleted",
        text: [
          "Hello,",
          "",
          `Your case is closed. As our privacy page says, we delete the documents of a closed case ${days} days after it closes.`,
          `These documents will be deleted on or after ${deleteOn} (UTC):`,
          ...rows.map((row) => `- ${row.filename}`),
          "",
          "To keep a copy, download them from your dashboard (Documents, or Profile → Download my data) before then.",
          "",
          "Care Finder",
        ].join("\n"),
        dedupeKey: `retention-notice:${userId}:${now.toISOString().slice(0, 10)}`,
        relatedUserId: userId,
      }),
      ...statements,
    ]);
  }

  // 2. Deletions: past their date, and told at least RETENTION_NOTICE_DAYS ago.
  const due = await db
    .select({ id: documents.id, r2Key: documents.r2Key })
    .from(documents)
    .innerJoin(helpRequests, closedCase)
    .where(
      and(
        isNotNull(documents.retentionNoticeAt),
        lte(documents.retentionNoticeAt, new Date(now.getTime() - RETENTION_NOTICE_DAYS * DAY_MS)),
        lte(closedAt, now.getTime() - days * DAY_MS),
      ),
    )
    .limit(ROWS_PER_RUN);
  for (let i = 0; i < due.length; i += IDS_PER_STATEMENT) {
    const chunk = due.slice(i, i + IDS_PER_STATEMENT);
    // The records first: a file left behind has no record and the orphan sweep removes it.
    await db.delete(documents).where(
      inArray(
        documents.id,
        chunk.map((row) => row.id),
      ),
    );
    await server.env.DOCUMENTS.delete(chunk.map((row) => row.r2Key));
  }
  return { noticed: toNotice.length, deleted: due.length };
}
