/** Requests as the lists show them (the member's dashboard, the documents page): a line each, no long text. */
import type { SQL } from "drizzle-orm";
import { helpRequests, type HelpRequest } from "../../../db/schema";
import type { RequestSummary } from "../../domain/requests";
import type { Database } from "../../../db";
import { memberRequestsQuery } from "./requests.server";

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

/** The member's own requests with only what the lists show: the same rows in the same order, without the long text. */
export const memberRequestSummariesQuery = (db: Database, userId: string | SQL) =>
  memberRequestsQuery(db, userId, SUMMARY_COLUMNS);

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
