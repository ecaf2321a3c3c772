/** "Could Medicaid pay this bill?" answers a member kept (docs/product.md#who-else-may-pay): only what they typed, and the route it gave. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { BILL_ROUTES, CARE_GROUPS } from "../enums";
import { createdAt } from "./columns";
import { billCases } from "./bills";

export const billCoverageAnswers = sqliteTable(
  "bill_coverage_answers",
  {
    caseId: text("case_id")
      .primaryKey()
      .references(() => billCases.id, { onDelete: "cascade" }),
    householdSize: integer("household_size").notNull(),
    incomeDollars: integer("income_dollars").notNull(),
    state: text("state").notNull(),
    careGroup: text("care_group", { enum: CARE_GROUPS }).notNull(),
    route: text("route", { enum: BILL_ROUTES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("bill_coverage_answers_route_idx").on(t.route)],
);
