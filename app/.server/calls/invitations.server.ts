/**
 * The invitation emails of a call, through the outbox: the member's with the `.ics` attached (same UID
 * for the call's whole life, SEQUENCE from the row), and a note to the admin holding it. No topic in
 * either: what the member wants to talk about stays in the app (docs/product.md#calls).
 */
import { inArray } from "drizzle-orm";
import { profiles } from "../../../db/schema";
import { callInvite } from "../../domain/call-invite";
import { localeOf } from "../../format/locale";
import { en } from "../../i18n/calls/en";
import { es } from "../../i18n/calls/es";
import { wordsIn } from "../../i18n/pick";
import type { ServerContext } from "../context.server";
import { storeEmailAttachments } from "../email/attachments.server";
import { announceEmails, enqueueEmailStatement } from "../email/outbox.server";

export type InvitedCall = {
  id: string;
  userId: string;
  adminId: string | null;
  startsAt: Date;
  sequence: number;
  timeZone: string;
};

export type InvitationKind = "booked" | "rescheduled" | "cancelled";

const callTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Tuesday, June 2, 2026 at 9:00 AM (America/New_York)", "martes, 2 de junio de 2026, 9:00 a. m. (…)": a call's
 * time as a person reads it in their zone and language (`es-US` for Spanish). Each formatter is made once.
 */
export function callTimeWords(startsAt: Date, timeZone: string, lang?: string | null): string {
  const locale = localeOf(lang);
  const key = `${locale}|${timeZone}`;
  let format = callTimeFormats.get(key);
  if (!format)
    callTimeFormats.set(
      key,
      (format = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "full", timeStyle: "short" })),
    );
  return `${format.format(startsAt)} (${timeZone.replace(/_/g, " ")})`;
}

async function emailsOf(server: ServerContext, ids: string[]) {
  const rows = await server.db
    .select({ id: profiles.id, email: profiles.email, timeZone: profiles.timeZone, language: profiles.language })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Queues the member's invitation (with the `.ics`) and the admin's note; returns once both rows are written. */
export async function sendCallInvitation(server: ServerContext, call: InvitedCall, kind: InvitationKind) {
  const people = await emailsOf(server, [call.userId, ...(call.adminId ? [call.adminId] : [])]);
  const member = people.get(call.userId);
  if (!member) return;
  const admin = call.adminId ? people.get(call.adminId) : undefined;
  const link = new URL("/dashboard/call", server.env.APP_URL).toString();
  // The member's emails and invitation in the language saved on their profile; the admin's note in English.
  const w = wordsIn(member.language, { en, es }).email;
  const ics = callInvite({
    callId: call.id,
    startsAt: call.startsAt.getTime(),
    sequence: call.sequence,
    method: kind === "cancelled" ? "CANCEL" : "REQUEST",
    organizerEmail: server.env.SUPPORT_EMAIL,
    attendeeEmail: member.email,
    summary: w.inviteSummary,
    description: w.inviteDescription(link),
    stamp: Date.now(),
    domain: new URL(server.env.APP_URL).hostname,
  });
  const attachments = await storeEmailAttachments(server, [
    { filename: "care-finder-call.ics", type: "text/calendar", bytes: new TextEncoder().encode(ics) },
  ]);
  const when = callTimeWords(call.startsAt, call.timeZone, member.language);
  const statements = [
    enqueueEmailStatement(server, {
      kind: "call_booked",
      to: member.email,
      subject: w.subject[kind],
      text: [...w.body[kind](when), "", w.changeIt(link)].join("\n"),
      attachments,
      dedupeKey: `call:${call.id}:${call.sequence}:member`,
      relatedUserId: call.userId,
    }),
  ];
  if (admin) {
    const adminWhen = callTimeWords(call.startsAt, admin.timeZone ?? call.timeZone);
    statements.push(
      enqueueEmailStatement(server, {
        kind: "call_booked",
        to: admin.email,
        subject: `A member's 30-minute call: ${kind} (${adminWhen})`,
        text: [
          `A member's 30-minute call you hold is ${kind}: ${adminWhen}.`,
          "",
          `Your calls: ${new URL("/admin-dashboard/calls", server.env.APP_URL)}`,
        ].join("\n"),
        dedupeKey: `call:${call.id}:${call.sequence}:admin`,
        relatedUserId: call.userId,
      }),
    );
  }
  const [first, ...rest] = statements;
  const results = await server.db.batch([first, ...rest]);
  announceEmails(
    server,
    results.flat().map((row) => row.id),
  );
}
