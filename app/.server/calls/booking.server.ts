/**
 * Booking the 30-minute call (docs/product.md#calls, docs/decisions/0054-calls-and-one-inbox.md): the free
 * slots a member may pick, and booking, moving and cancelling one. Each write is one conditional statement
 * (the slot still free, the buffer kept, the plan's calls for that month not used), so two members never
 * hold the same slot; the unique index on a booked call's admin and start backs it.
 */
import { and, eq, gte, ne, sql } from "drizzle-orm";
import { byThenWritten } from "../insertion-order.server";
import type * as v from "valibot";
import { calls, profiles } from "../../../db/schema";
import { CALL_MS, callsIncluded, freeSlots, type BusyCall, type FreeSlot } from "../../domain/call-slots";
import { type bookCallSchema } from "../../domain/calls";
import { planStandingOf } from "../../domain/plan-standing";
import { localParts, zonedToUtc } from "../../domain/time-zones";
import { recordAudit } from "../audit.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { readTogether } from "../read-together.server";
import { loadCallHosts } from "./hosts.server";
import { sendCallInvitation } from "./invitations.server";

/** How many calls a month the member's plan includes right now (0: none, the page says which plan does). */
export async function includedCalls(server: ServerContext, userId: string): Promise<number> {
  const plan = await server.db
    .select({
      currentPlan: profiles.currentPlan,
      planStatus: profiles.planStatus,
      planUpdatedAt: profiles.planUpdatedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .get();
  return plan ? callsIncluded(plan.currentPlan, planStandingOf(plan).kind === "active") : 0;
}

/** Calls holding an admin's time from a day ago on (a buffer reaches back). */
async function busyCalls(server: ServerContext, now: number, except?: string): Promise<BusyCall[]> {
  const rows = await readTogether(
    server,
    server.db
      .select({ id: calls.id, adminId: calls.adminId, startsAt: calls.startsAt })
      .from(calls)
      .where(and(eq(calls.status, "booked"), gte(calls.startsAt, new Date(now - 86_400_000)))),
  );
  return rows
    .filter((row) => row.adminId && row.id !== except)
    .map((row) => ({ adminId: row.adminId!, startsAt: row.startsAt.getTime() }));
}

/** The team's free slots for the next 14 days, seen at `now`. */
export async function openSlots(server: ServerContext, now = Date.now(), except?: string): Promise<FreeSlot[]> {
  const [hosts, busy] = await Promise.all([loadCallHosts(server), busyCalls(server, now, except)]);
  return freeSlots(hosts, now, busy);
}

/** The first and last instant of `startsAt`'s calendar month in the member's zone. */
function monthBounds(startsAt: number, timeZone: string): [number, number] {
  const { year, month } = localParts(timeZone, startsAt);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const midnight = (p: { year: number; month: number }) =>
    zonedToUtc(timeZone, { ...p, day: 1, hour: 0, minute: 0 }) ??
    zonedToUtc(timeZone, { ...p, day: 1, hour: 1, minute: 0 })!;
  return [midnight({ year, month }), midnight(next)];
}

/** The write's own conditions: nobody holds that admin within a call and the buffer; the month has room. */
export function stillFree(slot: FreeSlot, bufferMs: number, except: string) {
  const gap = CALL_MS + bufferMs;
  return sql`NOT EXISTS (SELECT 1 FROM ${calls} AS other WHERE other.admin_id = ${slot.adminId} AND other.status = 'booked'
    AND other.id <> ${except} AND other.starts_at > ${slot.startsAt - gap} AND other.starts_at < ${slot.startsAt + gap})`;
}

export function monthHasRoom(userId: string, startsAt: number, timeZone: string, included: number, except: string) {
  const [from, to] = monthBounds(startsAt, timeZone);
  return sql`(SELECT count(*) FROM ${calls} AS mine WHERE mine.user_id = ${userId} AND mine.status <> 'cancelled'
    AND mine.id <> ${except} AND mine.starts_at >= ${from} AND mine.starts_at < ${to}) < ${included}`;
}

/** Why a write found its slot gone: the plan's month is used, or someone else took the time. */
export async function refusal(
  server: ServerContext,
  userId: string,
  startsAt: number,
  timeZone: string,
  except: string,
) {
  const [from, to] = monthBounds(startsAt, timeZone);
  const mine = await server.db
    .select({ id: calls.id, startsAt: calls.startsAt })
    .from(calls)
    .where(and(eq(calls.userId, userId), ne(calls.status, "cancelled"), ne(calls.id, except)));
  const used = mine.some((c) => c.startsAt.getTime() >= from && c.startsAt.getTime() < to);
  return ServiceError.refusing(409, { code: used ? "callMonthUsed" : "callTaken" });
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : "";
  return /UNIQUE constraint failed/i.test(text);
}

/** Books a free slot for the member: one conditional insert, then the invitation through the outbox. */
export async function bookCall(
  server: ServerContext,
  user: { id: string; email: string },
  input: v.InferOutput<typeof bookCallSchema>,
  now = Date.now(),
): Promise<{ id: string; startsAt: Date }> {
  const included = await includedCalls(server, user.id);
  if (included === 0) throw ServiceError.refusing(403, { code: "callNotIncluded" });
  const [slots, hosts] = await Promise.all([openSlots(server, now), loadCallHosts(server)]);
  const slot = slots.find((s) => s.startsAt === input.starts_at);
  if (!slot) throw await refusal(server, user.id, input.starts_at, input.time_zone, "");
  const bufferMs = (hosts.find((h) => h.adminId === slot.adminId)?.bufferMinutes ?? 0) * 60_000;
  const id = crypto.randomUUID();
  const created = Date.now();
  const insert = sql`INSERT INTO ${calls} (id, user_id, admin_id, starts_at, topic, status, sequence, time_zone, created_at)
    SELECT ${id}, ${user.id}, ${slot.adminId}, ${slot.startsAt}, ${input.topic}, 'booked', 0, ${input.time_zone}, ${created}
    WHERE ${stillFree(slot, bufferMs, id)} AND ${monthHasRoom(user.id, slot.startsAt, input.time_zone, included, id)}`;
  let written = 0;
  try {
    const result = await server.db.run(insert);
    written = result.meta.changes;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  if (written === 0) throw await refusal(server, user.id, slot.startsAt, input.time_zone, id);
  await server.db.update(profiles).set({ timeZone: input.time_zone }).where(eq(profiles.id, user.id));
  await recordAudit(server, {
    action: "call.booked",
    actorId: user.id,
    actorEmail: user.email,
    targetType: "call",
    targetId: id,
  });
  const call = {
    id,
    userId: user.id,
    adminId: slot.adminId,
    startsAt: new Date(slot.startsAt),
    sequence: 0,
    timeZone: input.time_zone,
  };
  await sendCallInvitation(server, call, "booked");
  return { id, startsAt: call.startsAt };
}

/** The member's calls, oldest first (upcoming and past), for `/api/calls`: read beside the free slots, in one batch. */
export async function memberCalls(server: ServerContext, userId: string) {
  const query = server.db
    .select({
      id: calls.id,
      startsAt: calls.startsAt,
      topic: calls.topic,
      status: calls.status,
      timeZone: calls.timeZone,
    })
    .from(calls)
    .where(eq(calls.userId, userId))
    .orderBy(...byThenWritten(calls, calls.startsAt, "asc"));
  return readTogether(server, query);
}
