/**
 * "We'll read it for you" (docs/product.md#reading-a-bill): a photo or scan of a bill, which the browser cannot
 * read, goes to the team. The member's case is saved without lines, with a task for the team that names it
 * (`bill_cases.read_task_id`) and the member's own uploaded document, in one batch with its audit entry. The team
 * enters the lines on the case's page, the document beside the form; saving them completes the task and tells the
 * member by email (no bill details in it).
 */
import { and, eq, ne } from "drizzle-orm";
import { billCases, documents, profiles, tasks } from "../../../db/schema";
import { BILL_MESSAGES } from "../../domain/bills";
import type { TeamReadsInput } from "../../domain/team-reads";
import { en } from "../../i18n/team-reads/en";
import { es } from "../../i18n/team-reads/es";
import { wordsIn } from "../../i18n/pick";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { enqueueEmailStatement } from "../email/outbox.server";
import { ServiceError } from "../errors.server";
import { caseHeading, findHospital } from "./hospital.server";

type Member = { id: string; email: string };
type CaseRow = typeof billCases.$inferSelect;

/** The task's words, for the team's list (English: the team's pages are). */
const teamReadsTaskText = (hospitalName: string) => `Read the member's bill from ${hospitalName} and enter its lines`;

/** The case, its task and the audit entry, written together; the document must be the member's own. */
export async function askTeamToRead(server: ServerContext, member: Member, data: TeamReadsInput) {
  const hospital = await findHospital(server, data.ccn);
  if (!hospital)
    throw ServiceError.refusing(400, { code: "billHospitalUnknown" }, { ccn: BILL_MESSAGES.hospitalUnknown });
  const own = await server.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, data.document_id), eq(documents.userId, member.id)))
    .get();
  if (!own)
    throw ServiceError.refusing(400, { code: "billDocumentUnknown" }, { document_id: BILL_MESSAGES.documentUnknown });
  const now = new Date();
  const caseId = crypto.randomUUID();
  const taskId = crypto.randomUUID();
  await server.db.batch([
    server.db.insert(tasks).values({
      id: taskId,
      userId: member.id,
      createdBy: member.id,
      taskText: teamReadsTaskText(hospital.name),
      status: "pending",
      createdAt: now,
    }),
    server.db.insert(billCases).values({
      id: caseId,
      userId: member.id,
      ...caseHeading(hospital, data),
      documentId: own.id,
      readTaskId: taskId,
      status: "new",
      billedCents: 0,
      postedTotalCents: 0,
      postedLines: 0,
      countedLines: 0,
      possibleSavingCents: 0,
      createdAt: now,
    }),
    auditStatement(server, {
      action: "bill.reading_asked",
      actorId: member.id,
      actorEmail: member.email,
      targetType: "bill_case",
      targetId: caseId,
      details: { taskId, documentId: own.id },
    }),
  ]);
  return { id: caseId, taskId };
}

/**
 * What saving the lines adds when the member asked the team to read the bill and its task is still open: the task
 * completed and one email to the member, in their language, saying only that the lines are in and where.
 */
export async function teamReadDoneStatements(server: ServerContext, row: CaseRow, now: Date) {
  if (!row.readTaskId) return [];
  const [open] = await server.db
    .select({ email: profiles.email, language: profiles.language })
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, row.userId))
    .where(and(eq(tasks.id, row.readTaskId), ne(tasks.status, "completed")));
  if (!open) return [];
  const words = wordsIn(open.language, { en, es });
  const link = new URL(`/dashboard/bills/${row.id}`, server.env.APP_URL).toString();
  return [
    server.db.update(tasks).set({ status: "completed", updatedAt: now }).where(eq(tasks.id, row.readTaskId)),
    enqueueEmailStatement(server, {
      kind: "bill_read",
      to: open.email,
      subject: words.emailSubject,
      text: words.emailText(link),
      dedupeKey: `bill-read:${row.readTaskId}`,
      relatedUserId: row.userId,
    }),
  ] as const;
}
