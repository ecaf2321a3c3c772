/** The team's hours for calls (admin "Calls" tab): each admin's weekly hours in their zone, days off, buffer, notice. */
import { eq } from "drizzle-orm";
import type * as v from "valibot";
import { callHosts } from "../../../db/schema";
import type { CallHost, WeeklyHours } from "../../domain/call-slots";
import { CALL_MESSAGES, type callHostSchema } from "../../domain/calls";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { readTogether } from "../read-together.server";

/** Every admin who takes calls, as the slot rules read them. */
export async function loadCallHosts(server: ServerContext): Promise<CallHost[]> {
  // Joins the reads started beside it (the calls holding the team's time) in one batch.
  const rows = await readTogether(server, server.db.select().from(callHosts).orderBy(callHosts.adminId));
  return rows.map(toHost);
}

export function toHost(row: typeof callHosts.$inferSelect): CallHost {
  return {
    adminId: row.adminId,
    timeZone: row.timeZone,
    weekly: row.weeklyHours,
    daysOff: row.daysOff,
    bufferMinutes: row.bufferMinutes,
    noticeMinutes: row.noticeMinutes,
  };
}

export async function loadCallHost(server: ServerContext, adminId: string): Promise<CallHost | null> {
  const row = await server.db.select().from(callHosts).where(eq(callHosts.adminId, adminId)).get();
  return row ? toHost(row) : null;
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The form's days as stretches: a day with both times empty takes no calls; a start must come before its end. */
function weeklyFromForm(input: v.InferOutput<typeof callHostSchema>): WeeklyHours[] {
  const clocks = input as unknown as Record<string, string>;
  const weekly: WeeklyHours[] = [];
  for (const day of [0, 1, 2, 3, 4, 5, 6]) {
    const start = clocks[`start_${day}`];
    const end = clocks[`end_${day}`];
    if (!start && !end) continue;
    if (!start || !end || minutes(start) >= minutes(end))
      throw ServiceError.plain(400, "hostHoursInvalid", CALL_MESSAGES.hoursInvalid, {
        [`end_${day}`]: CALL_MESSAGES.hoursInvalid,
      });
    weekly.push({ day, start: minutes(start), end: minutes(end) });
  }
  return weekly;
}

/** Saves one admin's hours (their own: an admin sets the hours they hold calls in). */
export async function saveCallHost(
  server: ServerContext,
  admin: { id: string; email: string },
  input: v.InferOutput<typeof callHostSchema>,
): Promise<void> {
  const row = {
    timeZone: input.time_zone,
    weeklyHours: weeklyFromForm(input),
    daysOff: input.days_off,
    bufferMinutes: input.buffer_minutes,
    noticeMinutes: input.notice_hours * 60,
    updatedAt: new Date(),
  };
  await server.db.batch([
    server.db
      .insert(callHosts)
      .values({ adminId: admin.id, ...row })
      .onConflictDoUpdate({ target: callHosts.adminId, set: row }),
    auditStatement(server, {
      action: "admin.call_hours_saved",
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: "call_host",
      targetId: admin.id,
    }),
  ]);
}
