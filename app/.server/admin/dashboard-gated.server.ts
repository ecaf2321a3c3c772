/**
 * The admin dashboard's first view (the Users tab, unfiltered) read in the same D1 trip as the guard's session
 * lookup (docs/decisions/0074-admin-dashboard-one-trip.md): the kept totals, the chart's days and the tab's page
 * and count, each statement gated in SQL by the request's session being a live admin's with its second factor
 * shown (`authorizedUserIdSql("admin")`, the rule `authorize` applies). A refused session's statements run
 * beside the lookup and read nothing; the guard then refuses as before. Built once per isolate (per sort).
 * What they answer is kept per isolate at the view's version (ADR 0087, first-view-memo.server.ts): a view whose
 * data this isolate holds sends one gated statement reading the version instead, and reads again only if it moved.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { adminVersion, profiles } from "../../../db/schema";
import type { AdminListQuery } from "../../domain/admin";
import { authorizedUserIdSql, authorizedUserValues } from "../auth/authorize.server";
import type { ServerContext } from "../context.server";
import { readTogether, sqlOnlyDatabase } from "../read-together.server";
import { KeptFirstViews } from "./first-view-memo.server";
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

/** The first view's version (migrations/0040_admin_version.sql), as a column of the totals' statement. */
const versionColumn = sql<string>`(select ${adminVersion.version} from ${adminVersion} where ${adminVersion.id} = 1)`;

function build(sort: string, dir: string) {
  const db = sqlOnlyDatabase();
  // A count always answers a row: HAVING drops it too, so a refused session gets no row at all.
  return {
    // The version in the totals' own statement: the first view's trip keeps its five statements.
    stats: keptStatsQuery(db, sql.placeholder("adminEmails"), isAdminSession, { version: versionColumn }).prepare(),
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
    // A kept view's one statement beside the guard's lookup: no row for a refused session.
    version: db
      .select({ version: adminVersion.version })
      .from(adminVersion)
      .where(and(eq(adminVersion.id, 1), isAdminSession))
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

type FirstView = {
  stats: ReturnType<typeof statsFromKept>;
  traffic: ReturnType<typeof toTraffic>;
  list: {
    tab: "users";
    page: { items: ReturnType<typeof toAdminUser>[]; total: number; page: number; pageSize: number };
  };
};

/**
 * Kept per session token's hash, not only per view: a session this isolate has not answered as an admin's sends
 * the full reads (one trip, nothing kept handed out), so a signed-out or non-admin session is never even offered
 * kept data, and each admin session's first view is the one trip ADR 0074 measures. ADMIN_EMAILS is in the key:
 * it is fixed per deployment, but a test's env may differ between calls into one isolate, and it names the admins.
 */
const kept = new KeptFirstViews<FirstView>();

/**
 * The dashboard's data for `query`, read in the trip the guard's session lookup takes (start it in the same turn
 * as the guard), or null: a view read after the guard instead, no session cookie, or a session that is not an
 * admin's with its second factor (then every statement read nothing). Kept data is checked against the version
 * read in that trip; a view whose data changed since this isolate kept it reads again, in a second trip.
 */
export async function readDashboardBesideGuard(
  server: ServerContext,
  request: Request,
  query: AdminListQuery,
): Promise<Readonly<FirstView> | null> {
  if (!readsBesideGuard(query)) return null;
  const now = new Date();
  const session = await authorizedUserValues(server, request, now);
  if (!session) return null;
  const read = besideGuardStatements(query.sort, query.dir);
  const window = trafficWindow(now, 30);
  const { limit, offset, page, pageSize } = paging({ page: query.page, pageSize: query.size });
  const since = new Date(window.start).toISOString().slice(0, 10);
  const values = { ...session, since, limit, offset };
  const key = [session.tokenHash, session.adminEmails, query.sort, query.dir, page, pageSize, since].join("\n");
  const held = kept.get(key);
  if (held) {
    const [current] = await readTogether(server, read.version, values);
    if (!current) {
      kept.delete(key);
      return null;
    }
    if (current.version === held.version) return held.data;
  }
  const [[totals], days, rows, [counted]] = await Promise.all([
    readTogether(server, read.stats, values),
    readTogether(server, read.traffic, values),
    readTogether(server, read.users, values),
    readTogether(server, read.usersCount, values),
  ]);
  if (!totals || !counted) return null;
  return kept.keep(key, totals.version, {
    stats: statsFromKept(totals),
    traffic: toTraffic(window, days),
    list: {
      tab: "users",
      page: { items: rows.map((p) => toAdminUser(p, server.env)), total: counted.total, page, pageSize },
    },
  });
}
