/**
 * The booked 30-minute call (docs/product.md#calls): a Premium member picks a free slot on /dashboard/call
 * or through /api/calls, the invitation goes through the outbox with its `.ics`, and moving or cancelling
 * it sends the same UID again. One slot, two members at once: one booking and one 409.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CALL_MESSAGES } from "../../app/domain/calls";
import { callHosts, calls, emailOutbox } from "../../db/schema";
import { insertAdmin, insertProfile } from "../support/factories";
import { call, cookieFor, db } from "../support/auth-helpers";
import { refusalBody } from "../support/refusal-body";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});
const visible = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
const premium = async () => {
  const profile = await insertProfile(db(), { currentPlan: "PREMIUM CARE", planStatus: "active" });
  return { profile, cookie: await cookieFor(profile.id) };
};
const slotsOf = async (cookie: string) => {
  const res = await call("/api/calls", { cookie });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { slots: { startsAt: string }[] };
  return body.slots.map((slot) => String(Date.parse(slot.startsAt)));
};
const invitationOf = async (outboxId: string) => {
  const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  const object = await env.DOCUMENTS.get(row.attachments![0].r2Key);
  return { row, ics: await object!.text() };
};
const memberEmails = (member: { id: string; email: string }) =>
  db()
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.relatedUserId, member.id),
        eq(emailOutbox.toAddress, member.email),
        eq(emailOutbox.kind, "call_booked"),
      ),
    )
    .orderBy(emailOutbox.createdAt);

let adminId: string;
beforeEach(async () => {
  // One admin takes calls in each test (the file's rows stay between tests).
  await db().delete(calls);
  await db().delete(callHosts);
  const admin = await insertAdmin(db());
  adminId = admin.id;
  await db()
    .insert(callHosts)
    .values({
      adminId,
      timeZone: "UTC",
      weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: 8 * 60, end: 20 * 60 })),
      daysOff: [],
      bufferMinutes: 0,
      noticeMinutes: 60,
    });
});

describe("booking on /dashboard/call", () => {
  it("shows free slots, books one, and sends the invitation with its .ics; the topic stays in the app", async () => {
    const { profile, cookie } = await premium();
    const page = visible(await (await call("/dashboard/call?tz=America/Chicago", { cookie })).text());
    expect(page).toContain("Pick a time");
    expect(page).toContain("Times in America/Chicago");
    const [slot] = await slotsOf(cookie);
    const topic = "My knee surgery bill";
    const res = await call("/dashboard/call", {
      cookie,
      ...form({ intent: "book", starts_at: slot, topic, time_zone: "America/Chicago" }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard/call?done=book");
    const booked = visible(await (await call("/dashboard/call?done=book", { cookie })).text());
    expect(booked).toContain("Your call is booked");
    expect(booked).toContain("Reschedule");
    expect(booked).toContain("Cancel this call");

    const [row] = await db().select().from(calls).where(eq(calls.userId, profile.id));
    expect(row).toMatchObject({ adminId, status: "booked", sequence: 0, topic, timeZone: "America/Chicago" });
    expect(row.startsAt.getTime()).toBe(Number(slot));
    const [email] = await memberEmails(profile);
    expect(email.toAddress).toBe(profile.email);
    expect(email.textBody).not.toContain(topic);
    const { ics } = await invitationOf(email.id);
    expect(ics).toContain(`UID:call-${row.id}@`);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`DTSTART:${new Date(Number(slot)).toISOString().replace(/[-:]|\.000/g, "")}`);
    expect(ics).not.toContain(topic);
  });

  it("moves and cancels it: the same UID with a higher SEQUENCE, then METHOD:CANCEL", async () => {
    const { profile, cookie } = await premium();
    const [first, , third] = await slotsOf(cookie);
    const booked = await call("/api/calls", {
      method: "POST",
      cookie,
      json: { starts_at: first, topic: "Questions", time_zone: "UTC" },
    });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    const moved = await call("/dashboard/call", { cookie, ...form({ intent: "move", call_id: id, starts_at: third }) });
    expect(moved.headers.get("Location")).toBe("/dashboard/call?done=move");
    const cancelled = await call("/dashboard/call", { cookie, ...form({ intent: "cancel", call_id: id }) });
    expect(cancelled.headers.get("Location")).toBe("/dashboard/call?done=cancel");
    const [row] = await db().select().from(calls).where(eq(calls.id, id));
    expect(row).toMatchObject({ status: "cancelled", sequence: 2 });

    const emails = await memberEmails(profile);
    const invitations = await Promise.all(emails.map((email) => invitationOf(email.id)));
    expect(invitations.map(({ row }) => row.subject)).toEqual([
      "Your 30-minute call with Care Finder is booked",
      "Your 30-minute call with Care Finder has moved",
      "Your 30-minute call with Care Finder is cancelled",
    ]);
    for (const { ics } of invitations) expect(ics).toContain(`UID:call-${id}@`);
    expect(invitations[1].ics).toContain("SEQUENCE:1");
    expect(invitations[1].ics).toContain(`DTSTART:${new Date(Number(third)).toISOString().replace(/[-:]|\.000/g, "")}`);
    expect(invitations[2].ics).toContain("METHOD:CANCEL");
    expect(invitations[2].ics).toContain("SEQUENCE:2");
    // The admin holding it is told each time too, without the topic.
    const all = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedUserId, profile.id));
    expect(all.filter((email) => email.toAddress !== profile.email)).toHaveLength(3);
  });
});

describe("one slot, one booking", () => {
  it("two members booking the same slot at once: one 201 and one clear 409", async () => {
    const [a, b] = [await premium(), await premium()];
    const [slot] = await slotsOf(a.cookie);
    const book = (cookie: string) =>
      call("/api/calls", { method: "POST", cookie, json: { starts_at: slot, topic: "Bills", time_zone: "UTC" } });
    const answers = await Promise.all([book(a.cookie), book(b.cookie)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(await refused.json()).toEqual(refusalBody(CALL_MESSAGES.taken));
    expect(
      await db()
        .select()
        .from(calls)
        .where(eq(calls.startsAt, new Date(Number(slot)))),
    ).toHaveLength(1);
  });
});

describe("who may book, how many, and until when", () => {
  it("a plan without calls is refused (403), and a second call in one month is refused (409)", async () => {
    const essential = await insertProfile(db(), { currentPlan: "ESSENTIAL CARE", planStatus: "active" });
    const { cookie } = await premium();
    const [first, second] = await slotsOf(cookie);
    const book = (who: string, startsAt: string) =>
      call("/api/calls", {
        method: "POST",
        cookie: who,
        json: { starts_at: startsAt, topic: "Bills", time_zone: "UTC" },
      });
    const refused = await book(await cookieFor(essential.id), first);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(refusalBody(CALL_MESSAGES.notIncluded));
    expect((await book(cookie, first)).status).toBe(201);
    const again = await book(cookie, second);
    // Two slots in a row may fall across a month's end; the rule is the month, tested in call-slots.test.ts.
    if (new Date(Number(first)).getUTCMonth() === new Date(Number(second)).getUTCMonth()) {
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual(refusalBody(CALL_MESSAGES.monthUsed));
    }
  });

  it("a time nobody offers is refused, and a call inside the notice period can no longer be changed", async () => {
    const { profile, cookie } = await premium();
    const offHours = await call("/api/calls", {
      method: "POST",
      cookie,
      json: { starts_at: Date.now() + 90 * 60_000 + 7_000, topic: "Bills", time_zone: "UTC" },
    });
    expect(offHours.status).toBe(409);
    const [soon] = await db()
      .insert(calls)
      .values({
        userId: profile.id,
        adminId,
        startsAt: new Date(Date.now() + 30 * 60_000),
        topic: "x",
        timeZone: "UTC",
      })
      .returning();
    const late = await call(`/api/calls/${soon.id}/cancel`, { method: "POST", cookie });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual(refusalBody(CALL_MESSAGES.tooLate));
  });

  it("someone else's call answers 404; an admin may cancel it", async () => {
    const owner = await premium();
    const other = await premium();
    const [slot] = await slotsOf(owner.cookie);
    const booked = await call("/api/calls", {
      method: "POST",
      cookie: owner.cookie,
      json: { starts_at: slot, topic: "Bills", time_zone: "UTC" },
    });
    const { id } = (await booked.json()) as { id: string };
    expect((await call(`/api/calls/${id}/cancel`, { method: "POST", cookie: other.cookie })).status).toBe(404);
    expect((await call(`/api/calls/${id}/cancel`, { method: "POST", cookie: await cookieFor(adminId) })).status).toBe(
      200,
    );
  });
});

describe("a member's calls are their data", () => {
  it("are in Download my data, and go with Delete my account", async () => {
    const { profile, cookie } = await premium();
    const [slot] = await slotsOf(cookie);
    await call("/api/calls", { method: "POST", cookie, json: { starts_at: slot, topic: "Data", time_zone: "UTC" } });
    const data = (await (await call("/dashboard/data", { cookie })).json()) as { calls: { topic: string }[] };
    expect(data.calls).toEqual([expect.objectContaining({ topic: "Data", status: "booked", timeZone: "UTC" })]);
    const res = await call("/dashboard/account/delete", { cookie, ...form({ confirm: "yes" }) });
    expect(res.headers.get("Location")).toBe("/account-deleted");
    expect(await db().select().from(calls).where(eq(calls.userId, profile.id))).toEqual([]);
  });
});
