/** Requests as the lists show them (the member's dashboard, the documents page): a line each, no long text. */
import { eq, type SQL } from "drizzle-orm";
import { helpRequests, type HelpRequest } from "../../../db/schema";
import type { RequestSummary } from "../../domain/requests";
import type { Database } from "../../../db";
import { unreadFor } from "./unread.server";
import { newestFirst } from "../insertion-order.server";

/** The columns a list's summary takes (`toRequestSummary`): no description, notes or owner. */
const SUMMARY_COLUMNS = {
  id: helpRequests.id,
  requestType: helpRequests.requestType,
  title: helpRequests.title,
  priority: helpRequests.priority,
  status: helpRequests.status,
  createdAt: helpRequests.createdAt,
};
type SummaryRow = Pick<HelpRequest, keyof typeof SUMMARY_COLUMNS> & { unread: number };

/**
 * `memberRequestsQuery` with only what the lists show (the dashboard, the documents page): the same rows in
 * the same order, without the long text SQLite, D1 and drizzle would carry for nothing.
 */
export function memberRequestSummariesQuery(db: Database, userId: string | SQL) {
  return db
    .select({ ...SUMMARY_COLUMNS, unread: unreadFor("member") })
    .from(helpRequests)
    .where(eq(helpRequests.userId, userId))
    .orderBy(...newestFirst(helpRequests, helpRequests.createdAt));
}

/** A request as a list shows it: no description or notes (the list never shows them). */
export function toRequestSummary(row: SummaryRow): RequestSummary {
  return {
    id: row.id,
    request_type: row.requestType,
    title: row.title,
    priority: row.priority,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    unread: row.unread,
  };
}
