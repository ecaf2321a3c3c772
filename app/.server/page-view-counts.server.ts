/**
 * The page-view queue's consumer side (docs/scaling.md): a batch of views becomes
 * per-day, per-location counts and day totals, written in one D1 batch, so the
 * batch is counted whole or not at all (a failed write retries the whole batch).
 */
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { pageViewCounts, pageViewDaily } from "../../db/schema";
import type { ServerContext } from "./context.server";
import type { PageViewMessage } from "./page-views.server";

type LocationCount = { day: string; path: string; query: string; views: number };

/** Rows a statement carries: four values each, under D1's 100 bound parameters. */
const ROWS_PER_INSERT = 25;

/** A queue body we can count; anything else is dropped (it would fail the same way on every retry). */
export function isPageViewMessage(body: unknown): body is PageViewMessage {
  const b = body as Partial<PageViewMessage> | null;
  return (
    typeof b === "object" &&
    b !== null &&
    typeof b.path === "string" &&
    b.path.startsWith("/") &&
    typeof b.query === "string" &&
    Number.isFinite(b.at)
  );
}

/** Adds the views to their counts in one D1 batch. Returns how many views were counted. */
export async function countPageViews(server: ServerContext, views: PageViewMessage[]): Promise<number> {
  if (views.length === 0) return 0;
  const locations = new Map<string, LocationCount>();
  const days = new Map<string, number>();
  for (const view of views) {
    const day = new Date(view.at).toISOString().slice(0, 10);
    const key = JSON.stringify([day, view.path, view.query]);
    const counted = locations.get(key) ?? { day, path: view.path, query: view.query, views: 0 };
    counted.views++;
    locations.set(key, counted);
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  const db = server.db;
  const rows = [...locations.values()];
  const statements: BatchItem<"sqlite">[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    statements.push(
      db
        .insert(pageViewCounts)
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoUpdate({
          target: [pageViewCounts.day, pageViewCounts.path, pageViewCounts.query],
          set: { views: sql`${pageViewCounts.views} + excluded.views` },
        }),
    );
  }
  statements.push(
    db
      .insert(pageViewDaily)
      .values([...days].map(([day, views]) => ({ day, views })))
      .onConflictDoUpdate({ target: pageViewDaily.day, set: { views: sql`${pageViewDaily.views} + excluded.views` } }),
  );
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return views.length;
}
