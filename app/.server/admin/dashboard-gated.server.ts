/**
 * The admin dashboard's first view (the Users tab, unfiltered) read in the same D1 trip as the guard's session
 * lookup (docs/decisions/0074-admin-dashboard-one-trip.md): the kept totals, the chart's days and the tab's page
 * and count, each statement gated in SQL by the request's session being a live admin's with its second factor
 * shown (`authorizedUserIdSql("admin")`, the rule `authorize` applies). A refused session's statements run
 * beside the lookup and read nothing; the guard then refuses as before. Built once per isolate (per sort).
 */
import { count, sql } from "drizzle-orm";
import { profiles } from "../../../db/schema";
import type { AdminListQuery } from "../../domain/admin";
import { authorizedUserIdSql, authorizedUserValues } from "../auth/authorize.server";
import type { ServerContext } from "../context.server";
import { readTogether, sqlOnlyDatabase } from "../read-together.server";
import { statsFromKept, toTraffic, trafficWindow } from "./dashboard.server";
import { order, USER_SORTS } from "./queries.server";
import { paging } from "./shared.server";
import { keptStatsQuery, trafficQuery } from "./stats-queries.server";
import { toAdminUser, type ListedProfile } from "./users.server";

/** True only while the request's session is a live admin's that has shown its second factor. */
const isAdminSession = sql`(${authorizedUserIdSql("admin")} is not null)`;

/** The columns the Users tab shows (`toAdminUser`), not the whole row: each value read is CPU on D1's way back. */
const LISTED_COLUMNS = {
  id: profiles.id,
  email: profiles.email,
  givenName: profiles.givenName,
  fullName: profiles.fullName,
  phoneNumber: profiles.phoneNumber,
  zipCode: profiles.zipCode,
  insuranceStatus: profiles.insuranceStatus,
  insuranceProvider: profiles.insuranceProvider,
  serviceNeeded: profiles.serviceNeeded,
  onboardingCompleted: profiles.onboardingCompleted,
  role: profiles.role,
  currentPlan: profiles.currentPlan,
  planStatus: profiles.planStatus,
  planUpdatedAt: profiles.planUpdatedAt,
  userTags: profiles.userTags,
  adminNotes: profiles.adminNotes,
  language: profiles.language,
  createdAt: profiles.createdAt,
} satisfies Record<keyof ListedProfile, unknown>;

function build(sort: string, dir: string) {
  const db = sqlOnlyDatabase();
  // A count always answers a row: HAVING drops it too, so a refused session gets no row at all.
  return {
    stats: keptStatsQuery(db, sql.placeholder("adminEmails"), isAdminSession).prepare(),
    traffic: trafficQuery(db, sql.placeholder("since"), isAdminSession).prepare(),
    users: db
      .select(LISTED_COLUMNS)
      .from(profiles)
      .where(isAdminSession)
      .orderBy(...order(profiles, USER_SORTS, { sort, dir }))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(),
    usersCount: db.select({ total: count() }).from(profiles).where(isAdminSession).having(isAdminSession).prepare(),
  };
}

const statements = new Map<string, ReturnType<typeof build>>();

/** The statements for the Users tab sorted by `sort` and `dir`, built on first use (admin-query-plans.test.ts plans them). */
export function besideGuardStatements(sort: string, dir: string) {
  const key = `${sort}:${dir}`;
  return statements.get(key) ?? statements.set(key, build(sort, dir)).get(key)!;
}

/** Only the unfiltered Users tab (the page an admin lands on) is read this way; any other view reads after the guard. */
const readsBesideGuard = (query: AdminListQuery) => query.tab === "users" && !query.q && query.plan === "all";

/**
 * The dashboard's data for `query`, read in the trip the guard's session lookup takes (start it in the same turn
 * as the guard), or null: a view read after the guard instead, no session cookie, or a session that is not an
 * admin's with its second factor (then every statement read nothing).
 */
export async function readDashboardBesideGuard(server: ServerContext, request: Request, query: AdminListQuery) {
  if (!readsBesideGuard(query)) return null;
  const now = new Date();
  const session = await authorizedUserValues(server, request, now);
  if (!session) return null;
  const read = besideGuardStatements(query.sort, query.dir);
  const window = trafficWindow(now, 30);
  const { limit, offset, page, pageSize } = paging({ page: query.page, pageSize: query.size });
  const values = { ...session, since: new Date(window.start).toISOString().slice(0, 10), limit, offset };
  const [[kept], days, rows, [counted]] = await Promise.all([
    readTogether(server, read.stats, values),
    readTogether(server, read.traffic, values),
    readTogether(server, read.users, values),
    readTogether(server, read.usersCount, values),
  ]);
  if (!kept || !counted) return null;
  return {
    stats: statsFromKept(kept),
    traffic: toTraffic(window, days),
    list: {
      tab: "users" as const,
      page: { items: rows.map((p) => toAdminUser(p, server.env)), total: counted.total, page, pageSize },
    },
  };
}
