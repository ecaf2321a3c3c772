/**
 * What "Check this bill" writes (cases.server.ts#checkBill): the case, its lines, its reminders' tasks and
 * dates, an audit entry. Their SQL is built once per isolate (write-together.server.ts); each request binds
 * its values and sends the five as one batch. Lines go as one JSON array (also for the admin's own lines).
 */
import { getTableColumns, sql } from "drizzle-orm";
import { adminAuditLog, billCases, billDeadlines, billLines, tasks } from "../../../db/schema";
import { authorizedUserIdSql, type WriteNeed } from "../auth/authorize.server";
import type { ServerContext } from "../context.server";
import { preparedWrite, writeTogether } from "../write-together.server";
import type { deadlineRows } from "./deadlines.server";
import { orderedLineIds } from "./line-ids.server";

type CaseRow = typeof billCases.$inferSelect;
type LineRow = typeof billLines.$inferSelect;

type LineValues = Omit<LineRow, "id" | "caseId">;
/** The columns a checked line fills, in the order of `LineValues` (its keys name the JSON fields below). */
const LINE_COLUMNS = [
  "position",
  "code",
  "description",
  "units",
  "billedCents",
  "procedureSlug",
  "postedCents",
  "fairLowCents",
  "fairHighCents",
  "medicareCents",
  "abovePostedCents",
  "aboveFair",
  "duplicate",
  "possibleSavingCents",
  "priceStatus",
] as const satisfies readonly (keyof LineValues)[];

/**
 * Every line of a case in one statement with one bound parameter, the lines as a JSON array read by
 * `json_each`: D1's 100-parameter limit never splits it, and drizzle's per-value insert builder (several
 * milliseconds for 50 lines) is skipped. Booleans arrive as JSON true/false, which SQLite reads as 1/0.
 */
export function lineInsertStatements(server: ServerContext, caseId: string, rows: LineValues[]) {
  if (!rows.length) return [];
  return [
    server.db.insert(billLines).select(sql`${LINE_SELECT.before}${caseId}${LINE_SELECT.after}(${linesJson(rows)})`),
  ];
}

/** The lines as the JSON array `LINE_SELECT` reads: each its id (made here, in key order, unless given), then `LINE_COLUMNS`. */
function linesJson(rows: (LineValues & { id?: string })[]) {
  const ids = orderedLineIds(rows.length);
  return JSON.stringify(rows.map((r, i) => [r.id ?? ids[i], ...LINE_COLUMNS.map((key) => r[key])]));
}

/**
 * The select's fixed text, in the table's column order (as `insert … select` lists them), written once:
 * "select value ->> 0, ?, value ->> 1, … from json_each(?)" (0 is the line's id, ? the case id).
 */
const LINE_SELECT = (() => {
  const keys = Object.keys(getTableColumns(billLines));
  const field = (key: string) => {
    const index = key === "id" ? 0 : LINE_COLUMNS.indexOf(key as (typeof LINE_COLUMNS)[number]) + 1;
    if (index === 0 && key !== "id") throw new Error(`bill_lines.${key} is not in LINE_COLUMNS`);
    return `value ->> ${index}`;
  };
  const at = keys.indexOf("caseId");
  return {
    before: sql.raw(`select ${keys.slice(0, at).map(field).join(", ")}, `),
    after: sql.raw(
      `, ${keys
        .slice(at + 1)
        .map(field)
        .join(", ")} from json_each`,
    ),
  };
})();

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
    .insert(billLines)
    .select(sql`${LINE_SELECT.before}${p("caseId")}${LINE_SELECT.after}(${p("lines")})`)
    .prepare(),
);

/** A case has one or two reminder dates: a statement for each count, so each table takes one insert. */
const reminderInserts = [1, 2].map((count) => {
  const at = Array.from({ length: count }, (_, i) => i);
  return {
    tasks: preparedWrite((db) =>
      db
        .insert(tasks)
        .values(
          at.map((i) => ({
            id: p(`taskId${i}`),
            userId: caseOwner,
            createdBy: caseOwner,
            taskText: p(`taskText${i}`),
            dueDate: p(`remindAt${i}`),
            status: "pending" as const,
            createdAt: p("at"),
          })),
        )
        .prepare(),
    ),
    deadlines: preparedWrite((db) =>
      db
        .insert(billDeadlines)
        .values(
          at.map((i) => ({
            id: p(`deadlineId${i}`),
            caseId: p("caseId"),
            kind: p(`kind${i}`),
            dueDate: p(`dueDate${i}`),
            remindAt: p(`remindAt${i}`),
            taskId: p(`taskId${i}`),
            createdAt: p("at"),
          })),
        )
        .prepare(),
    ),
  };
});

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
    lines: LineRow[];
    reminders: ReturnType<typeof deadlineRows>;
  },
): Promise<void> {
  const { row, reminders } = w;
  const reminderValues = Object.fromEntries(
    reminders.flatMap(({ row: d, taskText }, i) => [
      [`taskId${i}`, d.taskId],
      [`taskText${i}`, taskText],
      [`remindAt${i}`, d.remindAt],
      [`deadlineId${i}`, d.id],
      [`kind${i}`, d.kind],
      [`dueDate${i}`, d.dueDate],
    ]),
  );
  // Values as the columns take them (drizzle maps them); the session's own are as D1 stores them.
  const common = { caseId: row.id, at: row.createdAt };
  const statements = reminderInserts[reminders.length - 1];
  await writeTogether(server, [
    [caseInserts[w.need](), { ...w.session, ...row, ...common }],
    ...(w.lines.length ? ([[linesInsert(), { ...common, lines: linesJson(w.lines) }]] as const) : []),
    ...(statements
      ? ([
          [statements.tasks(), { ...common, ...reminderValues }],
          [statements.deadlines(), { ...common, ...reminderValues }],
        ] as const)
      : []),
    [auditInsert(), { ...common, auditId: crypto.randomUUID(), details: { lines: w.lines.length } }],
  ]);
}
