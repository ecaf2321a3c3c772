/** Call reminders (app/.server/calls/reminders.server.ts): 24 h and 1 h before, member and admin, once, never after a cancellation. */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cancelCall } from "../../app/.server/calls/changes.server";
import { queueCallReminders } from "../../app/.server/calls/reminders.server";
import { deliverAnnounced, deliverPendingEmails, type EmailTransport } from "../../app/.server/email/deliver.server";
import { calls, emailOutbox } from "../../db/schema";
import { insertAdmin, insertProfile } from "../support/factories";
import { db, server } from "../support/auth-helpers";

const HOUR = 3_600_000;
const bookedCall = async (
  hoursAhead: number,
  status: "booked" | "cancelled" = "booked",
  now = new Date("2026-06-01T12:00:00Z"),
) => {
  const member = await insertProfile(db());
  const admin = await insertAdmin(db(), { email: `admin.${crypto.randomUUID().slice(0, 8)}@example.com` });
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

describe("a reminder queued before its call changed", () => {
  const recorder = () => {
    const sent: string[] = [];
    const transport: EmailTransport = async (message) => {
      sent.push(`${message.to}: ${message.subject}`);
    };
    return { sent, transport };
  };
  /** A call 23 hours from now (the outbox sends what is due by the clock), its reminders queued. */
  const remindedCall = async () => {
    const booked = await bookedCall(23, "booked", new Date());
    await queueCallReminders(server(), booked.now);
    expect(await remindersOf(booked.call.id)).toHaveLength(2);
    return booked;
  };

  it("is not sent once the call is cancelled: neither by the queue's consumer nor by the cron's sweep", async () => {
    const { member, admin, call, now } = await remindedCall();
    const [first, second] = await remindersOf(call.id);
    await cancelCall(server(), { id: member.id, email: member.email, role: "member" }, call.id, now.getTime());
    const { sent, transport } = recorder();
    expect((await deliverAnnounced(server(), [first.id], { transport })).get(first.id)).toBeNull();
    await deliverPendingEmails(server(), { now: new Date(Date.now() + 1000), transport });
    const ours = sent.filter((line) => [member.email, admin.email].some((to) => line.startsWith(`${to}:`)));
    expect(ours.filter((line) => line.includes("Reminder"))).toEqual([]);
    // The cancellation itself still reaches both (the invitation cancelled, same UID).
    expect(ours.some((line) => line.startsWith(`${member.email}:`))).toBe(true);
    expect(ours.some((line) => line.startsWith(`${admin.email}:`))).toBe(true);
    expect(await remindersOf(call.id)).toEqual([]);
    expect(second.id).not.toBe(first.id);
  });

  it("is not sent once the call has moved; the next run reminds of the new time", async () => {
    const { member, call, now } = await remindedCall();
    // What rescheduleCall writes: the new time and a higher SEQUENCE.
    const movedTo = new Date(now.getTime() + 20 * HOUR);
    await db()
      .update(calls)
      .set({ startsAt: movedTo, sequence: sql`${calls.sequence} + 1` })
      .where(eq(calls.id, call.id));
    const { sent, transport } = recorder();
    await deliverPendingEmails(server(), { now: new Date(Date.now() + 1000), transport });
    expect(sent.filter((line) => line.startsWith(`${member.email}:`))).toEqual([]);

    await queueCallReminders(server(), new Date());
    await deliverPendingEmails(server(), { now: new Date(Date.now() + 1000), transport });
    expect(sent.filter((line) => line.startsWith(`${member.email}:`))).toEqual([
      `${member.email}: Reminder: your 30-minute call with Care Finder is tomorrow`,
    ]);
    expect((await remindersOf(call.id)).map((email) => email.dedupeKey!.split(":")[2])).toEqual(["1", "1"]);
  });
});
