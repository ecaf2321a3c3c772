/**
 * The admin dashboard's first view (the Users tab, unfiltered) read in the same D1 trip as the guard's session
 * lookup (docs/decisions/0074-admin-dashboard-one-trip.md): the kept totals, the chart's days and the tab's page
 * and count, each statement gated in SQL by the request's session being a live admin's with its second factor
 * shown (`authorizedUserIdSql("admin")`, the rule `authorize` applies). A refused session's statements run
 * beside the lookup and read nothing; the guard then refuses as before. Built once per isolate (per sort).
 */
import { sql } from "drizzle-orm";
import { profiles } from "../../../db/schema";
import type { AdminListQuery } from "../../domain/admin";
import { authorizedUserIdSql, authorizedUserValues } from "../auth/authorize.server";
import type { ServerContext } from "../context.server";
import { readRowsTogether, readTogether, sqlOnlyDatabase } from "../read-together.server";
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

/** Each listed column's key, its name in D1's row and its decoder (drizzle's own), for `listedProfile`. */
const LISTED_DECODERS = Object.entries(LISTED_COLUMNS).map(([key, column]) => [key, column.name, column] as const);

/**
 * A Users row from D1's row by hand: what drizzle's mapping gives (a null stays null, anything else through the
 * column's own decoder), without its general walk over paths and joins, which showed in the view's profile.
 */
function listedProfile(row: Record<string, unknown>): ListedProfile {
  const profile: Record<string, unknown> = {};
  for (const [key, name, column] of LISTED_DECODERS) {
    const value = row[name];
    profile[key] = value === null ? null : column.mapFromDriverValue(value as never);
  }
  return profile as ListedProfile;
}

function build(sort: string, dir: string) {
  const db = sqlOnlyDatabase();
  // The Users tab's total is the kept totals' `accounts` (every profile, kept by triggers in the write's own
  // transaction: admin-counts.test.ts), so no count statement is sent beside it.
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
  const [[kept], days, rows] = await Promise.all([
    readTogether(server, read.stats, values),
    readTogether(server, read.traffic, values),
    readRowsTogether(server, read.users, values),
  ]);
  if (!kept) return null;
  return {
    stats: statsFromKept(kept),
    traffic: toTraffic(window, days),
    list: {
      tab: "users" as const,
      page: {
        items: rows.map((row) => toAdminUser(listedProfile(row), server.env)),
        total: kept.accounts,
        page,
        pageSize,
      },
    },
  };
}
