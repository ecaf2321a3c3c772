/**
 * First-party page views (docs/product.md#analytics, docs/decisions/0010-analytics.md): a path and a query, nothing about the
 * person. Only values we chose ourselves are kept (a tab, a sort, a plan's name):
 * every other parameter's value (a search, an opened row's id, a sign-in code)
 * is replaced, and an id in the path is kept as `:id`.
 */
import { count, lt, sql } from "drizzle-orm";
import * as v from "valibot";
import { pageViewDaily, pageViews } from "../../db/schema";
import type { ServerContext } from "./context";
import { parseInput } from "./validation.server";

export const PAGE_VIEW_MESSAGES = { invalid: "Please send a path that starts with /" } as const;

export const pageViewSchema = v.object({
  path: v.pipe(
    v.string(PAGE_VIEW_MESSAGES.invalid),
    v.trim(),
    v.regex(/^\/(?!\/)[^\s?#]*$/, PAGE_VIEW_MESSAGES.invalid),
    v.maxLength(512, "Please keep the path under 512 characters"),
  ),
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1024, "Please keep the query under 1024 characters")), ""),
});

/** Parameters whose values are our own words (a tab, a sort, a status, a plan): nothing a person typed or an id. */
const OWN_VALUES = new Set([
  "tab",
  "status",
  "sort",
  "dir",
  "page",
  "size",
  "page_size",
  "plan",
  "payment",
  "billing",
  "saved",
  "reason",
  "error",
  "format",
  "disposition",
]);

function cleanQuery(query: string): string {
  const raw = query.startsWith("?") ? query.slice(1) : query;
  if (!raw) return "";
  const params = new URLSearchParams(raw);
  const out = new URLSearchParams();
  for (const [key, value] of params) out.append(key, OWN_VALUES.has(key) ? value.slice(0, 40) : "redacted");
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** A path segment that is an id or a token (a UUID, an address, a long run with digits), never a page's name. */
const ID_SEGMENT =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[^/]*@[^/]*|(?=[^/]*\d)[A-Za-z0-9_-]{20,})$/i;

const cleanPath = (path: string) =>
  path
    .split("/")
    .map((segment) => (ID_SEGMENT.test(segment) ? ":id" : segment))
    .join("/");

/**
 * The row a page view becomes: the input checked, then cleaned of free text and
 * ids. Every way a view is recorded goes through here, whatever carries it.
 */
export function pageViewRow(input: unknown): { path: string; query: string } {
  const data = parseInput(pageViewSchema, input);
  return { path: cleanPath(data.path), query: cleanQuery(data.query) };
}

/**
 * Cron: rows of complete UTC days become one count per day. The counts and the
 * deletion are one batch, so a row is counted exactly once even if two runs
 * overlap or one fails halfway (the second finds nothing left to count).
 */
export async function rollUpPageViews(server: ServerContext, now = new Date()): Promise<void> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const db = server.db;
  const day = sql<string>`strftime('%Y-%m-%d', ${pageViews.createdAt} / 1000, 'unixepoch')`;
  await db.batch([
    db
      .insert(pageViewDaily)
      .select(
        db
          .select({ day: day.as("day"), views: count().as("views") })
          .from(pageViews)
          .where(lt(pageViews.createdAt, today))
          .groupBy(day),
      )
      .onConflictDoUpdate({ target: pageViewDaily.day, set: { views: sql`${pageViewDaily.views} + excluded.views` } }),
    db.delete(pageViews).where(lt(pageViews.createdAt, today)),
  ]);
}

export async function recordPageView(server: ServerContext, input: unknown): Promise<void> {
  await server.db.insert(pageViews).values(pageViewRow(input));
}
