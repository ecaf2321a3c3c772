/**
 * What "Check this bill" writes (cases.server.ts#checkBill): the case, its lines, its reminders' dates (their
 * tasks come with the cron's reminder, ADR 0082), an audit entry. Their SQL is built once per isolate
 * (write-together.server.ts); each request binds its values and sends the four as one batch. A case's lines are one row, one JSON array (ADR 0081).
 */
import { sql } from "drizzle-orm";
import { adminAuditLog, billCaseLines, billCases, billDeadlines } from "../../../db/schema";
import { authorizedUserIdSql, type WriteNeed } from "../auth/authorize.server";
import type { ServerContext } from "../context.server";
import { preparedWrite, writeTogether } from "../write-together.server";
import type { deadlineRows } from "./deadlines.server";
import { linesJson, type BillLineRow } from "./line-json.server";

type CaseRow = typeof billCases.$inferSelect;

/**
 * A case's lines as one row (ADR 0081): written, or replaced (the team's lines), by one statement whatever their
 * number, the lines as one bound JSON value (line-json.server.ts).
 */
export function lineWriteStatement(server: ServerContext, caseId: string, rows: Omit<BillLineRow, "id">[]) {
  const lines = linesJson(rows);
  return server.db
    .insert(billCaseLines)
    .values({ caseId, lines })
    .onConflictDoUpdate({ target: billCaseLines.caseId, set: { lines } });
}

const p = sql.placeholder;
/** The case's owner for the rows after the case's own: whoever the case insert found behind the session. */
const caseOwner = sql`(select ${billCases.userId} from ${billCases} where ${billCases.id} = ${p("caseId")})`;

const caseInserts = {
  user: preparedWrite((db) => db.insert(billCases).values(caseValues("user")).prepare()),
  member: preparedWrite((db) => db.insert(billCases).values(caseValues("member")).prepare()),
};
function caseValues(need: WriteNeed) {
  return {
    id: p("caseId"),
    userId: authorizedUserIdSql(need),
    ccn: p("ccn"),
    hospitalName: p("hospitalName"),
    hospitalCity: p("hospitalCity"),
    hospitalState: p("hospitalState"),
    serviceDate: p("serviceDate"),
    billDate: p("billDate"),
    coverage: p("coverage"),
    documentId: p("documentId"),
    status: p("status"),
    billedCents: p("billedCents"),
    postedTotalCents: p("postedTotalCents"),
    postedLines: p("postedLines"),
    countedLines: p("countedLines"),
    possibleSavingCents: p("possibleSavingCents"),
    unmatchedLines: p("unmatchedLines"),
    createdAt: p("at"),
  };
}

const linesInsert = preparedWrite((db) =>
  db
    .insert(billCaseLines)
    .values({ caseId: p("caseId"), lines: p("lines") })
    .prepare(),
);

/**
 * A case has one or two reminder dates: a statement for each count. Their tasks are not written here: the cron
 * writes each when its reminder goes (ADR 0082).
 */
const reminderInserts = [1, 2].map((count) =>
  preparedWrite((db) =>
    db
      .insert(billDeadlines)
      .values(
        Array.from({ length: count }, (_, i) => ({
          id: p(`deadlineId${i}`),
          caseId: p("caseId"),
          kind: p(`kind${i}`),
          dueDate: p(`dueDate${i}`),
          remindAt: p(`remindAt${i}`),
          createdAt: p("at"),
        })),
      )
      .prepare(),
  ),
);

const auditInsert = preparedWrite((db) =>
  db
    .insert(adminAuditLog)
    .values({
      id: p("auditId"),
      action: "bill.case_checked",
      actorId: caseOwner,
      targetType: "bill_case",
      targetId: p("caseId"),
      details: p("details"),
    })
    .prepare(),
);

/**
 * The case (owned by the session's holder when `need` lets them pass; see authorizedUserIdSql), its lines,
 * reminders and audit entry, as one batch: a refused session fails it and nothing is written.
 */
export async function writeCheckedBill(
  server: ServerContext,
  w: {
    need: WriteNeed;
    session: Record<string, unknown>;
    row: Omit<CaseRow, "userId">;
    lines: BillLineRow[];
    reminders: ReturnType<typeof deadlineRows>;
  },
): Promise<void> {
  const { row, reminders } = w;
  const reminderValues = Object.fromEntries(
    reminders.flatMap((d, i) => [
      [`remindAt${i}`, d.remindAt],
      [`deadlineId${i}`, d.id],
      [`kind${i}`, d.kind],
      [`dueDate${i}`, d.dueDate],
    ]),
  );
  // Values as the columns take them (drizzle maps them); the session's own are as D1 stores them.
  const common = { caseId: row.id, at: row.createdAt };
  const deadlines = reminderInserts[reminders.length - 1];
  await writeTogether(server, [
    [caseInserts[w.need](), { ...w.session, ...row, ...common }],
    ...(w.lines.length ? ([[linesInsert(), { ...common, lines: linesJson(w.lines) }]] as const) : []),
    ...(deadlines ? ([[deadlines(), { ...common, ...reminderValues }]] as const) : []),
    [auditInsert(), { ...common, auditId: crypto.randomUUID(), details: { lines: w.lines.length } }],
  ]);
}
