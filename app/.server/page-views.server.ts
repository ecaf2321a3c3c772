/**
 * First-party page views (docs/product.md#analytics, docs/decisions/0010-analytics.md): a path and a query, nothing about the
 * person. Values of parameters that can carry secrets or personal data
 * (sign-in codes, checkout session ids, emails, tokens) are replaced.
 */
import { count, lt, sql } from "drizzle-orm";
import * as v from "valibot";
import { pageViewDaily, pageViews } from "../../db/schema";
import type { ServerContext } from "./context";
import { parseInput } from "./validation.server";

const PAGE_VIEW_MESSAGES = { invalid: "Please send a path that starts with /" } as const;

export const pageViewSchema = v.object({
  path: v.pipe(
    v.string(PAGE_VIEW_MESSAGES.invalid),
    v.trim(),
    v.regex(/^\/(?!\/)[^\s?#]*$/, PAGE_VIEW_MESSAGES.invalid),
    v.maxLength(512, "Please keep the path under 512 characters"),
  ),
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1024, "Please keep the query under 1024 characters")), ""),
});

const SENSITIVE = /^(code|state|token|session_id|email|name|phone|dob|member_id|access_token|id_token|key)$/i;

function sanitizeQuery(query: string): string {
  const raw = query.startsWith("?") ? query.slice(1) : query;
  if (!raw) return "";
  const params = new URLSearchParams(raw);
  const out = new URLSearchParams();
  for (const [key, value] of params) out.append(key, SENSITIVE.test(key) ? "redacted" : value);
  const text = out.toString();
  return text ? `?${text}` : "";
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
  const data = parseInput(pageViewSchema, input);
  await server.db.insert(pageViews).values({ path: data.path, query: sanitizeQuery(data.query) });
}
