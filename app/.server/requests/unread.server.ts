/**
 * Which messages on a help request the other side has not read yet. A message is unread until
 * the other side opens the request: the member their own request page, the team the admin
 * request page. The team's messages are anyone's but the request owner's (an admin whose
 * profile is gone included).
 */
import { and, count, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { helpRequests, requestMessages } from "../../../db/schema";
import type { Database } from "../../../db";
import type { ServerContext } from "../context.server";

/** Per request, how many of the other side's messages the reader has not opened: a column for a list of requests. */
export function unreadFor(reader: "member" | "team") {
  const author = reader === "member" ? sql.raw("IS NOT") : sql.raw("=");
  // Spelled out: drizzle writes a lone table's columns unqualified in a select list, where the
  // subquery's own table would capture them.
  return sql<number>`(select count(*) from "request_messages" as "m" where "m"."request_id" = "help_requests"."id" and "m"."read_at" is null and "m"."author_id" ${author} "help_requests"."user_id")`.mapWith(
    Number,
  );
}

/** Members' messages no one on the team has opened yet (the admin Requests tab's count). */
export const teamUnreadQuery = (db: Database) =>
  db
    .select({ n: count() })
    .from(requestMessages)
    .innerJoin(helpRequests, eq(helpRequests.id, requestMessages.requestId))
    .where(and(isNull(requestMessages.readAt), eq(requestMessages.authorId, helpRequests.userId)));

/** The statement marking one side's messages on a request read, to batch with a reply. */
export function markReadStatement(
  db: Database,
  request: { id: string; userId: string },
  reader: "member" | "team",
  now = new Date(),
) {
  const authored: SQL | undefined =
    reader === "team"
      ? eq(requestMessages.authorId, request.userId)
      : or(isNull(requestMessages.authorId), ne(requestMessages.authorId, request.userId));
  return db
    .update(requestMessages)
    .set({ readAt: now })
    .where(and(eq(requestMessages.requestId, request.id), isNull(requestMessages.readAt), authored));
}

export async function markRead(
  server: ServerContext,
  request: { id: string; userId: string },
  reader: "member" | "team",
) {
  await markReadStatement(server.db, request, reader);
}
