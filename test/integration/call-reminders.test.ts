/** Call reminders (app/.server/calls/reminders.server.ts): 24 h and 1 h before, member and admin, once, never after a cancellation. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queueCallReminders } from "../../app/.server/calls/reminders.server";
import { calls, emailOutbox } from "../../db/schema";
import { insertAdmin, insertProfile } from "../support/factories";
import { db, server } from "../support/auth-helpers";

const HOUR = 3_600_000;
const bookedCall = async (hoursAhead: number, status: "booked" | "cancelled" = "booked") => {
  const member = await insertProfile(db());
  const admin = await insertAdmin(db(), { email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com` });
  const now = new Date("2026-06-01T12:00:00Z");
  const [call] = await db()
    .insert(calls)
    .values({
      userId: member.id,
      adminId: admin.id,
      startsAt: new Date(now.getTime() + hoursAhead * HOUR),
      topic: "My bill",
      timeZone: "America/New_York",
      status,
    })
    .returning();
  return { member, admin, call, now };
};
const remindersOf = async (callId: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "call_reminder"))).filter((email) =>
    email.dedupeKey?.startsWith(`call-reminder:${callId}:`),
  );

describe("call reminders", () => {
  it("a day before: one to the member and one to the admin holding it, and a second run adds none", async () => {
    const { member, admin, call, now } = await bookedCall(23);
    await queueCallReminders(server(), now);
    await queueCallReminders(server(), new Date(now.getTime() + 5 * 60_000));
    const sent = await remindersOf(call.id);
    expect(sent.map((email) => email.toAddress).sort()).toEqual([admin.email, member.email].sort());
    expect(sent.every((email) => email.kind === "call_reminder" && email.subject.includes("tomorrow"))).toBe(true);
    expect(sent.every((email) => !email.textBody.includes("My bill"))).toBe(true);
  });

  it("an hour before: the hour's reminder too, each once", async () => {
    const { call, now } = await bookedCall(23);
    await queueCallReminders(server(), now);
    await queueCallReminders(server(), new Date(now.getTime() + 22.5 * HOUR));
    await queueCallReminders(server(), new Date(now.getTime() + 22.6 * HOUR));
    const keys = (await remindersOf(call.id)).map((email) => email.dedupeKey!.split(":").slice(3).join(":")).sort();
    expect(keys).toEqual(["1h:admin", "1h:member", "24h:admin", "24h:member"]);
  });

  it("nothing for a cancelled call, nor for one more than a day ahead", async () => {
    const cancelled = await bookedCall(2, "cancelled");
    const later = await bookedCall(30);
    await queueCallReminders(server(), cancelled.now);
    expect(await remindersOf(cancelled.call.id)).toEqual([]);
    expect(await remindersOf(later.call.id)).toEqual([]);
    expect(await db().select().from(calls).where(eq(calls.id, later.call.id))).toHaveLength(1);
  });
});
