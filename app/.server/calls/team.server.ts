/** The team's side of calls (admin "Calls" tab): the calls booked today and this week, and marking past ones. */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { byThenWritten } from "../insertion-order.server";
import { alias } from "drizzle-orm/sqlite-core";
import type * as v from "valibot";
import { calls, profiles } from "../../../db/schema";
import { DEFAULT_TIME_ZONE, type markCallSchema } from "../../domain/calls";
import { dateKey, localParts, zonedToUtc } from "../../domain/time-zones";
import { recordAudit } from "../audit.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { loadCallHost } from "./hosts.server";

const holder = alias(profiles, "holder");

/** Calls from the start of today in the admin's zone to 7 days on, and past calls not yet marked. */
export async function teamCalls(server: ServerContext, adminId: string, now = Date.now()) {
  const host = await loadCallHost(server, adminId);
  const timeZone = host?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = localParts(timeZone, now);
  const from = zonedToUtc(timeZone, { ...today, hour: 0, minute: 0 }) ?? now - 86_400_000;
  const rows = await server.db
    .select({
      id: calls.id,
      startsAt: calls.startsAt,
      topic: calls.topic,
      status: calls.status,
      memberName: profiles.fullName,
      memberEmail: profiles.email,
      adminEmail: holder.email,
    })
    .from(calls)
    .innerJoin(profiles, eq(profiles.id, calls.userId))
    .leftJoin(holder, eq(holder.id, calls.adminId))
    .where(
      and(
        inArray(calls.status, ["booked", "held", "missed"]),
        gte(calls.startsAt, new Date(from - 7 * 86_400_000)),
        lt(calls.startsAt, new Date(from + 8 * 86_400_000)),
      ),
    )
    .orderBy(...byThenWritten(calls, calls.startsAt, "asc"));
  const view = rows.map((row) => ({
    ...row,
    day: dateKey(localParts(timeZone, row.startsAt.getTime())),
    time: new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(row.startsAt),
    past: row.startsAt.getTime() + 30 * 60_000 <= now,
  }));
  return {
    timeZone,
    host,
    today: dateKey(today),
    upcoming: view.filter((row) => row.startsAt.getTime() >= from && row.status === "booked"),
    toMark: view.filter((row) => row.past && row.status === "booked"),
  };
}

/** Marks a call that has happened as held or missed; the member's timeline says which. */
export async function markCall(
  server: ServerContext,
  admin: { id: string; email: string },
  callId: string,
  input: v.InferOutput<typeof markCallSchema>,
  now = Date.now(),
) {
  const [marked] = await server.db
    .update(calls)
    .set({ status: input.outcome, updatedAt: new Date() })
    .where(and(eq(calls.id, callId), eq(calls.status, "booked"), sql`${calls.startsAt} <= ${now}`))
    .returning({ id: calls.id });
  if (!marked) throw ServiceError.refusing(404, { code: "callNotFound" });
  await recordAudit(server, {
    action: "admin.call_marked",
    actorId: admin.id,
    actorEmail: admin.email,
    targetType: "call",
    targetId: callId,
    details: { to: input.outcome, from: "booked" },
  });
}
