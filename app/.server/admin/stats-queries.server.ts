/**
 * The SQL behind the admin dashboard's stat cards and traffic chart (docs/admin-scale.md); the lists' SQL is in
 * queries.server.ts. test/integration/admin-query-plans.test.ts plans the same statements.
 */
import { and, count, eq, gte, isNotNull, notInArray, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Database } from "../../../db";
import { adminCounts, billCases, documents, helpRequests, pageViewDaily, profiles, tasks } from "../../../db/schema";
import { teamUnreadQuery } from "../requests/unread.server";

/**
 * Members only: role 'member' and not promoted by ADMIN_EMAILS (the role check in auth/roles.server.ts).
 * `adminEmails`: the list, or a placeholder bound to the list as JSON (`adminEmailsValue`), for the statement
 * the dashboard builds once per isolate (dashboard.server.ts).
 */
export const memberCountQuery = (db: Database, adminEmails: string[] | Placeholder) =>
  db
    .select({ n: count() })
    .from(profiles)
    .where(
      and(
        eq(profiles.role, "member"),
        Array.isArray(adminEmails)
          ? notInArray(profiles.email, adminEmails)
          : sql`${profiles.email} not in (select value from json_each(${adminEmails}))`,
      ),
    );

/** "Saved for members": billed − final amount over every resolved bill case, never below zero a case. */
const savedForMembersQuery = (db: Database) =>
  db
    .select({ n: sql<number>`coalesce(sum(max(0, ${billCases.billedCents} - ${billCases.finalAmountCents})), 0)` })
    .from(billCases)
    .where(and(eq(billCases.status, "resolved"), isNotNull(billCases.finalAmountCents)));

export const statsQueries = (db: Database, adminEmails: string[] | Placeholder) =>
  [
    memberCountQuery(db, adminEmails),
    db.select({ n: count() }).from(helpRequests),
    db.select({ n: count() }).from(helpRequests).where(eq(helpRequests.status, "pending")),
    db.select({ n: count() }).from(tasks),
    db.select({ n: count() }).from(documents),
    teamUnreadQuery(db),
    savedForMembersQuery(db),
    // Every account, admins included: what the Users tab lists.
    db.select({ n: count() }).from(profiles),
  ] as const;

/**
 * The stat cards from the totals the triggers keep (migrations/0032_admin_counts.sql, ADR 0069): one row, plus the
 * two figures no trigger keeps, read in the same statement: the members ADMIN_EMAILS promotes (looked up by the
 * email index, subtracted from `members`) and the unread messages (a message's unread state depends on its request).
 * The same figures as `statsQueries` (admin-counts.test.ts compares them after writes of every kind).
 * `gate`: a condition the row is read under (dashboard-gated.server.ts: the session is an admin's); `extra`: more
 * columns read in the same statement (there, the first view's version).
 */
export const keptStatsQuery = <Extra extends Record<string, SQL>>(
  db: Database,
  adminEmails: Placeholder,
  gate?: SQL,
  extra?: Extra,
) =>
  db
    .select({
      users: sql<number>`${adminCounts.members} - (select count(*) from ${profiles} where ${profiles.role} = 'member'
        and ${profiles.email} in (select value from json_each(${adminEmails})))`,
      accounts: adminCounts.accounts,
      requests: adminCounts.requests,
      pending: adminCounts.pendingRequests,
      tasks: adminCounts.tasks,
      documents: adminCounts.documents,
      unread: sql<number>`(${teamUnreadQuery(db)})`,
      saved: adminCounts.savedCents,
      ...(extra as Extra),
    })
    .from(adminCounts)
    .where(and(eq(adminCounts.id, 1), gate));

/** Page views per UTC day from `since`'s day on (the page-view queue's consumer keeps the totals); `gate` as above. */
export const trafficQuery = (db: Database, since: Date | Placeholder, gate?: SQL) =>
  db
    .select({ day: pageViewDaily.day, views: pageViewDaily.views })
    .from(pageViewDaily)
    .where(and(gte(pageViewDaily.day, since instanceof Date ? since.toISOString().slice(0, 10) : since), gate));
