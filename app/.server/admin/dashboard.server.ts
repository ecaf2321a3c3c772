import { sql } from "drizzle-orm";
import { adminEmails, adminEmailsValue } from "../auth/roles.server";
import type { ServerContext } from "../context.server";
import { readAllTogether, readTogether, sqlOnlyDatabase } from "../read-together.server";
import { auditCountQuery, auditListQuery } from "./queries.server";
import { keptStatsQuery, statsQueries, trafficQuery } from "./stats-queries.server";
import { iso, paging, type Page } from "./shared.server";
import type { AuditEntry } from "~/domain/admin-rows";

export type AdminStats = {
  /** Members only: admins are staff, not caseload. */
  totalUsers: number;
  /** Every account, admins included: the Users tab lists them all. */
  totalAccounts: number;
  totalRequests: number;
  pendingRequests: number;
  totalTasks: number;
  totalDocuments: number;
  /** Members' messages no one on the team has opened yet. */
  unreadMessages: number;
  /** Billed − final amount over every resolved bill case (docs/product.md#bill-check). */
  savedForMembersCents: number;
};

type StatsRows = readonly { n: number }[][];
type KeptStatsRow = Awaited<ReturnType<ReturnType<typeof keptStatsQuery>["all"]>>[number];

/**
 * Stat cards and tab counts: the "Members" card leaves admins out; the Users tab counts every account it lists.
 * Counted table by table (/api/admin/stats): the reference for the kept totals the dashboard reads.
 */
export async function getAdminStats(server: ServerContext): Promise<AdminStats> {
  return toStats(await server.db.batch(statsQueries(server.db, [...adminEmails(server.env)])));
}

function toStats([
  [users],
  [requests],
  [pending],
  [taskCount],
  [docs],
  [unread],
  [saved],
  [accounts],
]: StatsRows): AdminStats {
  return {
    totalUsers: users.n,
    totalAccounts: accounts.n,
    totalRequests: requests.n,
    pendingRequests: pending.n,
    totalTasks: taskCount.n,
    totalDocuments: docs.n,
    unreadMessages: unread.n,
    savedForMembersCents: saved.n,
  };
}

export type TrafficDay = { day: string; views: number };

/** Page views per UTC day over the last `days` days, zero-filled (docs/decisions/0010-analytics.md). */
export async function getTraffic(server: ServerContext, now = new Date(), days = 30): Promise<TrafficDay[]> {
  const window = trafficWindow(now, days);
  return toTraffic(window, await trafficQuery(server.db, new Date(window.start)));
}

/**
 * The stat cards' and the chart's statements, built once per isolate (every admin page view makes them; building
 * SQL costs more CPU than D1 takes to read): bound per request with the admin list and the chart's first day.
 */
let statsAndTrafficStatements: ReturnType<typeof buildStatsAndTraffic> | undefined;
function buildStatsAndTraffic() {
  const db = sqlOnlyDatabase();
  return {
    stats: keptStatsQuery(db, sql.placeholder("adminEmails")).prepare(),
    traffic: trafficQuery(db, sql.placeholder("since")).prepare(),
  };
}

/**
 * The dashboard's stat cards and traffic chart, read in one trip to D1 (with the open tab's rows, when started
 * beside them): two statements, the kept totals' one row and the chart's days (ADR 0069).
 */
export async function getStatsAndTraffic(
  server: ServerContext,
  now = new Date(),
): Promise<{ stats: AdminStats; traffic: TrafficDay[] }> {
  const window = trafficWindow(now, 30);
  const statements = (statsAndTrafficStatements ??= buildStatsAndTraffic());
  const values = {
    adminEmails: adminEmailsValue(server.env),
    since: new Date(window.start).toISOString().slice(0, 10),
  };
  const [[kept], days] = await Promise.all([
    readTogether(server, statements.stats, values),
    readTogether(server, statements.traffic, values),
  ]);
  return { stats: statsFromKept(kept), traffic: toTraffic(window, days) };
}

/** The stat cards from the kept totals' row (`keptStatsQuery`). */
export function statsFromKept(kept: KeptStatsRow): AdminStats {
  return {
    totalUsers: kept.users,
    totalAccounts: kept.accounts,
    totalRequests: kept.requests,
    pendingRequests: kept.pending,
    totalTasks: kept.tasks,
    totalDocuments: kept.documents,
    unreadMessages: kept.unread,
    savedForMembersCents: kept.saved,
  };
}

type TrafficWindow = { start: number; end: number };

export function trafficWindow(now: Date, days: number): TrafficWindow {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { start: end - (days - 1) * 86_400_000, end };
}

/** The last window's day names ("YYYY-MM-DD"): every view of a UTC day has the same 30, so they are written once. */
let lastWindowDays: (TrafficWindow & { days: string[] }) | undefined;

function windowDays({ start, end }: TrafficWindow): string[] {
  if (lastWindowDays?.start === start && lastWindowDays.end === end) return lastWindowDays.days;
  const days: string[] = [];
  for (let t = start; t <= end; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  lastWindowDays = { start, end, days };
  return days;
}

export function toTraffic(window: TrafficWindow, days: TrafficDay[]): TrafficDay[] {
  const byDay = new Map(days.map((d) => [d.day, d.views]));
  return windowDays(window).map((day) => ({ day, views: byDay.get(day) ?? 0 }));
}

export async function listAudit(
  server: ServerContext,
  options: { page?: number; pageSize?: number } = {},
): Promise<Page<AuditEntry>> {
  const { page, pageSize } = paging(options);
  const [rows, [{ total }]] = await readAllTogether(server, [
    auditListQuery(server.db, options),
    auditCountQuery(server.db),
  ]);
  return {
    items: rows.map(({ entry: r, targetName, actorName }) => ({
      id: r.id,
      action: r.action,
      actor_email: r.actorEmail,
      actor_name: actorName,
      target_type: r.targetType,
      target_id: r.targetId,
      target_name: targetName,
      details: r.details ?? null,
      created_at: iso(r.createdAt),
    })),
    total,
    page,
    pageSize,
  };
}
