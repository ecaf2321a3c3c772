/**
 * Call reminders (cron, through the outbox): 24 hours and 1 hour before a booked call, to the member and to the
 * admin holding it. The outbox dedupe key (call, invitation SEQUENCE, window, person) makes every later run a
 * no-op, so nobody is reminded twice; a moved call is reminded of its new time; a cancelled one never. A
 * reminder queued before the call moved or was cancelled is checked again when it is sent (`reminderStillDue`).
 */
import { and, eq, gt, lte } from "drizzle-orm";
import { byThenWritten } from "../insertion-order.server";
import { alias } from "drizzle-orm/sqlite-core";
import { calls, profiles } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { announceEmails, enqueueEmailStatement } from "../email/outbox.server";
import { en } from "../../i18n/calls/en";
import { es } from "../../i18n/calls/es";
import { wordsIn } from "../../i18n/pick";
import { callTimeWords } from "./invitations.server";

const HOUR = 3_600_000;
/** How a call reminder's outbox dedupe key starts: `call-reminder:<call id>:<SEQUENCE>:<window>:<who>`. */
const REMINDER_KEY = "call-reminder";
const BATCH_LIMIT = 50;
const holder = alias(profiles, "holder");

/** The reminder a call is due at `now`: "1h" within the hour, else "24h" within the day. */
function reminderWindow(startsAt: number, now: number): "1h" | "24h" | null {
  const ahead = startsAt - now;
  if (ahead <= 0) return null;
  if (ahead <= HOUR) return "1h";
  return ahead <= 24 * HOUR ? "24h" : null;
}

export async function queueCallReminders(server: ServerContext, at: Date): Promise<number> {
  const now = at.getTime();
  const due = await server.db
    .select({
      id: calls.id,
      userId: calls.userId,
      startsAt: calls.startsAt,
      sequence: calls.sequence,
      timeZone: calls.timeZone,
      memberEmail: profiles.email,
      memberLanguage: profiles.language,
      adminEmail: holder.email,
      adminZone: holder.timeZone,
    })
    .from(calls)
    .innerJoin(profiles, eq(profiles.id, calls.userId))
    .leftJoin(holder, eq(holder.id, calls.adminId))
    .where(and(eq(calls.status, "booked"), gt(calls.startsAt, at), lte(calls.startsAt, new Date(now + 24 * HOUR))))
    .orderBy(...byThenWritten(calls, calls.startsAt, "asc"))
    .limit(BATCH_LIMIT);
  const ids: (string | undefined)[] = [];
  for (const call of due) {
    const window = reminderWindow(call.startsAt.getTime(), now);
    if (!window) continue;
    const soon = window === "1h" ? "in about an hour" : "tomorrow";
    // The member's reminder in the language saved on their profile; the admin's in English.
    const w = wordsIn(call.memberLanguage, { en, es }).email;
    const key = `${REMINDER_KEY}:${call.id}:${call.sequence}:${window}`;
    const statements = [
      enqueueEmailStatement(server, {
        kind: "call_reminder",
        to: call.memberEmail,
        subject: w.reminderSubject[window],
        text: [
          w.reminderBody[window](callTimeWords(call.startsAt, call.timeZone, call.memberLanguage)),
          "",
          w.changeIt(new URL("/dashboard/call", server.env.APP_URL).toString()),
        ].join("\n"),
        dedupeKey: `${key}:member`,
        relatedUserId: call.userId,
      }),
    ];
    if (call.adminEmail)
      statements.push(
        enqueueEmailStatement(server, {
          kind: "call_reminder",
          to: call.adminEmail,
          subject: `Reminder: a member's 30-minute call is ${soon}`,
          text: [
            `A member's 30-minute call you hold is ${soon}: ${callTimeWords(call.startsAt, call.adminZone ?? call.timeZone)}.`,
            "",
            `Your calls: ${new URL("/admin-dashboard/calls", server.env.APP_URL)}`,
          ].join("\n"),
          dedupeKey: `${key}:admin`,
          relatedUserId: call.userId,
        }),
      );
    const [first, ...rest] = statements;
    const results = await server.db.batch([first, ...rest]);
    ids.push(...results.flat().map((row) => row.id));
  }
  announceEmails(server, ids);
  return ids.length;
}

/**
 * At send time (the outbox, app/.server/email/deliver.server.ts): whether a call reminder still speaks of the
 * call as it is. A reminder queued before its call was cancelled or moved (the SEQUENCE went up), or one
 * retried once the call has begun, is not sent. Any other email is always due.
 */
export async function reminderStillDue(
  server: ServerContext,
  email: { kind: string; dedupeKey: string | null },
  now: Date,
): Promise<boolean> {
  if (email.kind !== "call_reminder") return true;
  const [prefix, callId, sequence] = (email.dedupeKey ?? "").split(":");
  if (prefix !== REMINDER_KEY || !callId) return false;
  const call = await server.db
    .select({ status: calls.status, sequence: calls.sequence, startsAt: calls.startsAt })
    .from(calls)
    .where(eq(calls.id, callId))
    .get();
  return call?.status === "booked" && String(call.sequence) === sequence && call.startsAt > now;
}
