/**
 * What the member's call page reads, in one D1 round trip: the session lookup carries the profile (plan and
 * zone), and the holder's calls, the team's hours and the calls holding the team's time are read beside the
 * guard, scoped by the session itself, so all four travel in one batch (read-together.server.ts).
 */
import { and, eq, gte, sql } from "drizzle-orm";
import { callHosts, calls } from "../../../db/schema";
import { liveSessionOwner, liveSessionValuesOf } from "../auth/session.server";
import type { ServerContext } from "../context.server";
import { byThenWritten } from "../insertion-order.server";
import { preparedRead, readTogether } from "../read-together.server";
import { toHost } from "./hosts.server";

/** The session holder's calls, oldest first (upcoming and past). */
const sessionHolderCalls = preparedRead((db) =>
  db
    .select({ id: calls.id, startsAt: calls.startsAt, topic: calls.topic, status: calls.status })
    .from(calls)
    .where(eq(calls.userId, liveSessionOwner))
    .orderBy(...byThenWritten(calls, calls.startsAt, "asc"))
    .prepare(),
);

/** Every admin who takes calls. */
const everyCallHost = preparedRead((db) => db.select().from(callHosts).orderBy(callHosts.adminId).prepare());

/** Booked calls from `:since` on: the ones that hold an admin's time (a buffer reaches back). */
const bookedCallsSince = preparedRead((db) =>
  db
    .select({ id: calls.id, adminId: calls.adminId, startsAt: calls.startsAt })
    .from(calls)
    .where(and(eq(calls.status, "booked"), gte(calls.startsAt, sql.placeholder("since"))))
    .prepare(),
);

/**
 * The call page's rows for whoever holds the request's live session. Start it beside the page's guard
 * (`Promise.all`): it returns nobody else's calls, and the guard still decides whether the page is shown.
 */
export async function readCallPage(server: ServerContext, request: Request, now: number) {
  const session = await liveSessionValuesOf(request, server);
  if (!session) return { mine: [], hosts: [], busy: [] };
  const since = calls.startsAt.mapToDriverValue(new Date(now - 86_400_000));
  const [mine, hostRows, booked] = await Promise.all([
    readTogether(server, sessionHolderCalls(), session),
    readTogether(server, everyCallHost(), {}),
    readTogether(server, bookedCallsSince(), { since }),
  ]);
  return {
    mine,
    hosts: hostRows.map(toHost),
    // A call being moved does not hold its own slot: each keeps its id.
    busy: booked.flatMap((row) =>
      row.adminId ? [{ id: row.id, adminId: row.adminId, startsAt: row.startsAt.getTime() }] : [],
    ),
  };
}
