/**
 * The team's Inbox (admin "Inbox" tab): every conversation, the general ones and the help requests' threads
 * together, those with unread member messages first, then newest first, each with the member's plan standing
 * and open bill checks beside it.
 */
import { and, count, desc, eq, inArray, max, ne, sql } from "drizzle-orm";
import { billCases, helpRequests, memberMessages, profiles, requestMessages } from "../../../db/schema";
import { planStandingOf } from "../../domain/plan-standing";
import type { ServerContext } from "../context.server";

const SHOWN = 50;

export type InboxRow = {
  kind: "general" | "request";
  href: string;
  title: string;
  userId: string;
  memberName: string;
  plan: string;
  openBills: number;
  unread: number;
  lastAt: string;
};

export async function loadInbox(server: ServerContext): Promise<{ rows: InboxRow[]; unread: number }> {
  const memberUnread =
    sql<number>`sum(case when ${memberMessages.readAt} is null and ${memberMessages.authorId} = ${memberMessages.userId} then 1 else 0 end)`.mapWith(
      Number,
    );
  const requestUnread =
    sql<number>`sum(case when ${requestMessages.readAt} is null and ${requestMessages.authorId} = ${helpRequests.userId} then 1 else 0 end)`.mapWith(
      Number,
    );
  const [general, threads] = await Promise.all([
    server.db
      .select({ userId: memberMessages.userId, lastAt: max(memberMessages.createdAt), unread: memberUnread })
      .from(memberMessages)
      .groupBy(memberMessages.userId)
      .orderBy(desc(memberUnread), desc(max(memberMessages.createdAt)))
      .limit(SHOWN),
    server.db
      .select({
        requestId: helpRequests.id,
        title: helpRequests.title,
        userId: helpRequests.userId,
        lastAt: max(requestMessages.createdAt),
        unread: requestUnread,
      })
      .from(requestMessages)
      .innerJoin(helpRequests, eq(helpRequests.id, requestMessages.requestId))
      .groupBy(helpRequests.id)
      .orderBy(desc(requestUnread), desc(max(requestMessages.createdAt)))
      .limit(SHOWN),
  ]);
  const userIds = [...new Set([...general, ...threads].map((row) => row.userId))];
  const [people, bills] = userIds.length
    ? await Promise.all([
        server.db
          .select({
            id: profiles.id,
            fullName: profiles.fullName,
            email: profiles.email,
            currentPlan: profiles.currentPlan,
            planStatus: profiles.planStatus,
            planUpdatedAt: profiles.planUpdatedAt,
          })
          .from(profiles)
          .where(inArray(profiles.id, userIds)),
        server.db
          .select({ userId: billCases.userId, n: count() })
          .from(billCases)
          .where(and(inArray(billCases.userId, userIds), ne(billCases.status, "resolved")))
          .groupBy(billCases.userId),
      ])
    : [[], []];
  const person = new Map(people.map((p) => [p.id, p]));
  const openBills = new Map(bills.map((b) => [b.userId, b.n]));
  const beside = (userId: string) => {
    const p = person.get(userId);
    const standing = p ? planStandingOf(p) : null;
    return {
      userId,
      memberName: p?.fullName ?? p?.email ?? "(account deleted)",
      plan: standing?.planLabel ? `${standing.planLabel} (${standing.kind.replace("_", " ")})` : "No plan",
      openBills: openBills.get(userId) ?? 0,
    };
  };
  const rows: InboxRow[] = [
    ...general.map((row) => ({
      kind: "general" as const,
      href: `/admin-dashboard/inbox/${row.userId}`,
      title: "Messages",
      unread: row.unread,
      lastAt: (row.lastAt ?? new Date(0)).toISOString(),
      ...beside(row.userId),
    })),
    ...threads.map((row) => ({
      kind: "request" as const,
      href: `/admin-dashboard/requests/${row.requestId}`,
      title: row.title,
      unread: row.unread,
      lastAt: (row.lastAt ?? new Date(0)).toISOString(),
      ...beside(row.userId),
    })),
  ].sort((a, b) => Number(b.unread > 0) - Number(a.unread > 0) || b.lastAt.localeCompare(a.lastAt));
  return { rows, unread: rows.reduce((sum, row) => sum + row.unread, 0) };
}
