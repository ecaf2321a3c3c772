/** Bill checks (docs/product.md#bill-check): a member's bill, its lines as checked, Good Faith Estimates and the dates it reminds of. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { BILL_COVERAGES, BILL_DEADLINE_KINDS, BILL_STATUSES } from "../enums";
import { id, timestamp, createdAt } from "./columns";
import { profiles } from "./accounts";
import { documents, tasks } from "./work";
import { emailOutbox } from "./messages";

export const billCases = sqliteTable(
  "bill_cases",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** CMS certification number; the name and place are kept as they were when the bill was checked. */
    ccn: text("ccn").notNull(),
    hospitalName: text("hospital_name").notNull(),
    hospitalCity: text("hospital_city").notNull(),
    hospitalState: text("hospital_state").notNull(),
    /** Calendar dates "YYYY-MM-DD". */
    serviceDate: text("service_date").notNull(),
    billDate: text("bill_date"),
    coverage: text("coverage", { enum: BILL_COVERAGES }).notNull(),
    documentId: text("document_id").references(() => documents.id, { onDelete: "set null" }),
    status: text("status", { enum: BILL_STATUSES }).notNull().default("new"),
    billedCents: integer("billed_cents").notNull(),
    postedTotalCents: integer("posted_total_cents").notNull(),
    postedLines: integer("posted_lines").notNull(),
    countedLines: integer("counted_lines").notNull(),
    possibleSavingCents: integer("possible_saving_cents").notNull(),
    /** For the letter, both optional (migration 0026): the hospital's account number, the patient's postal address. */
    accountNumber: text("account_number"),
    patientAddress: text("patient_address"),
    /** "We'll read it for you" (migration 0031): the team's task to read the uploaded bill and enter its lines. */
    readTaskId: text("read_task_id").references(() => tasks.id, { onDelete: "set null" }),
    /** Read lines we could not match to a code (migration 0033): named on the result page and in the letter. */
    unmatchedLines: text("unmatched_lines", { mode: "json" })
      .notNull()
      .default([])
      .$type<{ description: string; amountCents: number }[]>(),
    /** What the member finally owes, entered by the team; saving = billed − final amount. */
    finalAmountCents: integer("final_amount_cents"),
    resolvedAt: timestamp("resolved_at"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    index("bill_cases_user_idx").on(t.userId, t.createdAt),
    index("bill_cases_created_idx").on(t.createdAt),
    index("bill_cases_read_task_idx").on(t.readTaskId),
  ],
);

/**
 * A case's checked lines, one row per case (migration 0038, docs/decisions/0081-bill-lines-as-one-row.md): `lines`
 * is a JSON array in position order, each line an array of its fields (app/.server/bills/line-json.server.ts).
 */
export const billCaseLines = sqliteTable("bill_case_lines", {
  caseId: text("case_id")
    .primaryKey()
    .references(() => billCases.id, { onDelete: "cascade" }),
  lines: text("lines").notNull(),
});

/** Good Faith Estimates a self-pay member received, one per provider. */
export const billEstimates = sqliteTable(
  "bill_estimates",
  {
    id: id(),
    caseId: text("case_id")
      .notNull()
      .references(() => billCases.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    provider: text("provider").notNull(),
    estimateCents: integer("estimate_cents").notNull(),
    billedCents: integer("billed_cents").notNull(),
  },
  (t) => [index("bill_estimates_case_idx").on(t.caseId, t.position)],
);

/**
 * A date a case reminds of: a task for the team (due on `remindOn`) and, once due, one email to the
 * member through the outbox (`outboxId` set by the cron job; the outbox's dedupe key keeps it to one).
 */
export const billDeadlines = sqliteTable(
  "bill_deadlines",
  {
    id: id(),
    caseId: text("case_id")
      .notNull()
      .references(() => billCases.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: BILL_DEADLINE_KINDS }).notNull(),
    /** The rule's last day, "YYYY-MM-DD". */
    dueDate: text("due_date").notNull(),
    /** When to remind (UTC instant). */
    remindAt: timestamp("remind_at").notNull(),
    taskId: text("task_id").references(() => tasks.id, { onDelete: "set null" }),
    outboxId: text("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("bill_deadlines_case_idx").on(t.caseId, t.kind),
    index("bill_deadlines_remind_idx").on(t.remindAt),
    // A task's child rows found by key when tasks are added or deleted (migration 0036).
    index("bill_deadlines_task_idx").on(t.taskId),
  ],
);

/**
 * A visitor's bill check kept for "Save this check" (migration 0026): the form's fields as typed, read back once
 * they have joined, then deleted; an hour at most. No person is named: the row is found only by its random id.
 */
export const visitorBillChecks = sqliteTable(
  "visitor_bill_checks",
  {
    id: id(),
    fields: text("fields", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (t) => [index("visitor_bill_checks_expires_idx").on(t.expiresAt)],
);
