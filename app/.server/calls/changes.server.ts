/**
 * Moving and cancelling a booked call, by the member who holds it or by an admin, up to the notice
 * period before it. Each is one conditional update (still booked, still outside the notice, the new
 * slot still free); the invitation goes again with the same UID and a higher SEQUENCE.
 */
import { and, eq, sql } from "drizzle-orm";
import type * as v from "valibot";
import { calls } from "../../../db/schema";
import { changeableUntil } from "../../domain/call-slots";
import { type moveCallSchema } from "../../domain/calls";
import { recordAudit } from "../audit.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { includedCalls, monthHasRoom, openSlots, refusal, stillFree } from "./booking.server";
import { loadCallHost } from "./hosts.server";
import { sendCallInvitation } from "./invitations.server";

type Actor = { id: string; email: string; role: string };

/** A booked call the actor may change: their own, or any for an admin; anyone else's id answers 404. */
async function changeableCall(server: ServerContext, actor: Actor, callId: string, now: number) {
  const call = await server.db.select().from(calls).where(eq(calls.id, callId)).get();
  if (!call || (actor.role !== "admin" && call.userId !== actor.id))
    throw ServiceError.refusing(404, { code: "callNotFound" });
  if (call.status !== "booked") throw ServiceError.refusing(409, { code: "callNotFound" });
  const host = call.adminId ? await loadCallHost(server, call.adminId) : null;
  const noticeMinutes = host?.noticeMinutes ?? 0;
  if (!changeableUntil(call.startsAt.getTime(), noticeMinutes, now))
    throw ServiceError.refusing(409, { code: "callTooLate" });
  return { call, noticeMs: noticeMinutes * 60_000 };
}

export async function rescheduleCall(
  server: ServerContext,
  actor: Actor,
  callId: string,
  input: v.InferOutput<typeof moveCallSchema>,
  now = Date.now(),
) {
  const { call, noticeMs } = await changeableCall(server, actor, callId, now);
  const included = Math.max(await includedCalls(server, call.userId), actor.role === "admin" ? 1 : 0);
  if (included === 0) throw ServiceError.refusing(403, { code: "callNotIncluded" });
  const slot = (await openSlots(server, now, call.id)).find((s) => s.startsAt === input.starts_at);
  if (!slot) throw await refusal(server, call.userId, input.starts_at, call.timeZone, call.id);
  const bufferMs = ((await loadCallHost(server, slot.adminId))?.bufferMinutes ?? 0) * 60_000;
  const moved = await server.db
    .update(calls)
    .set({
      startsAt: new Date(slot.startsAt),
      adminId: slot.adminId,
      sequence: sql`${calls.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(calls.id, call.id),
        eq(calls.status, "booked"),
        sql`${calls.startsAt} > ${now + noticeMs}`,
        stillFree(slot, bufferMs, call.id),
        monthHasRoom(call.userId, slot.startsAt, call.timeZone, included, call.id),
      ),
    )
    .returning()
    .catch((error: unknown) => {
      if (error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`))
        return [];
      throw error;
    });
  if (moved.length === 0) throw await refusal(server, call.userId, slot.startsAt, call.timeZone, call.id);
  await recordAudit(server, {
    action: "call.rescheduled",
    actorId: actor.id,
    actorEmail: actor.email,
    targetType: "call",
    targetId: call.id,
  });
  await sendCallInvitation(server, moved[0], "rescheduled");
  return moved[0];
}

export async function cancelCall(server: ServerContext, actor: Actor, callId: string, now = Date.now()) {
  const { call, noticeMs } = await changeableCall(server, actor, callId, now);
  const [cancelled] = await server.db
    .update(calls)
    .set({ status: "cancelled", sequence: sql`${calls.sequence} + 1`, updatedAt: new Date() })
    .where(and(eq(calls.id, call.id), eq(calls.status, "booked"), sql`${calls.startsAt} > ${now + noticeMs}`))
    .returning();
  if (!cancelled) throw ServiceError.refusing(409, { code: "callTooLate" });
  await recordAudit(server, {
    action: "call.cancelled",
    actorId: actor.id,
    actorEmail: actor.email,
    targetType: "call",
    targetId: call.id,
  });
  await sendCallInvitation(server, cancelled, "cancelled");
  return cancelled;
}
