/**
 * The member's call page (/dashboard/call, docs/product.md#calls) as the member reads it: one trip to D1
 * (the session with its profile, the member's calls, the team's hours and the calls holding its time, in
 * one batch), and the free slots worked out only while the member is picking one; the page, the booking email
 * and its invitation in the member's language (the one saved on the profile).
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { queueCallReminders } from "../../app/.server/calls/reminders.server";
import { and, eq } from "drizzle-orm";
import { callHosts, calls, emailOutbox } from "../../db/schema";
import { insertAdmin, insertProfile } from "../support/factories";
import { call, cookieFor } from "../support/auth-helpers";
import { englishInContext } from "../support/spanish-page";
import { COMMON_TIME_ZONES } from "../../app/domain/calls";
import { callWorker, countingEnv } from "../support/worker-call";

const db = () => createServerContext(env).db;
const visible = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");

let adminId: string;
beforeEach(async () => {
  await db().delete(calls);
  await db().delete(callHosts);
  adminId = (await insertAdmin(db())).id;
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

async function premiumMember(fields: Parameters<typeof insertProfile>[1] = {}) {
  const profile = await insertProfile(db(), { currentPlan: "PREMIUM CARE", planStatus: "active", ...fields });
  return { profile, cookie: await cookieFor(profile.id) };
}

describe("the call page's reads", () => {
  it("one trip to D1: the session and profile, the member's calls, the team's hours and its booked calls", async () => {
    const { cookie } = await premiumMember({ timeZone: "America/Chicago" });
    const counted = countingEnv();
    const res = await callWorker("https://app.test/dashboard/call", { headers: { Cookie: cookie } }, counted.env);
    expect(res.status).toBe(200);
    const page = visible(res.body);
    expect(page).toContain("Pick a time");
    // The zone saved on the profile, read from the session's own row.
    expect(page).toContain("Times in America/Chicago");
    expect(counted.roundTrips).toHaveLength(1);
    const [trip] = counted.roundTrips;
    expect(trip).toMatch(/^batch: select .* from "sessions" inner join "profiles"/);
    expect(trip).toMatch(/from "calls" where "calls"\."user_id" = \(select/);
    expect(trip).toMatch(/from "call_hosts"/);
    expect(trip).toMatch(/from "calls" where \("calls"\."status" = /);
  });

  it("/api/calls reads the member's calls and the free slots' rows in one batch after the session", async () => {
    const { cookie } = await premiumMember();
    const counted = countingEnv();
    const res = await callWorker("https://app.test/api/calls", { headers: { Cookie: cookie } }, counted.env);
    expect(res.status).toBe(200);
    expect((JSON.parse(res.body) as { slots: unknown[] }).slots.length).toBeGreaterThan(0);
    const reads = counted.roundTrips.filter((trip) => /from "call/.test(trip));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/^batch: /);
    expect(reads[0]).toMatch(/from "call_hosts"/);
    expect(reads[0]).toMatch(/"calls"\."user_id" = \?/);
  });

  it("another member's call holds its slot; the member's own booked call shows instead of the slots", async () => {
    const other = await premiumMember();
    const { profile, cookie } = await premiumMember({ timeZone: "UTC" });
    const tomorrowNoon = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 12),
    );
    await db().insert(calls).values({
      userId: other.profile.id,
      adminId,
      startsAt: tomorrowNoon,
      topic: "Theirs",
      status: "booked",
      timeZone: "UTC",
    });
    const picking = (await callWorker("https://app.test/dashboard/call", { headers: { Cookie: cookie } })).body;
    expect(picking).toContain(`value="${tomorrowNoon.getTime() + 30 * 60_000}"`);
    expect(picking).not.toContain(`value="${tomorrowNoon.getTime()}"`);

    await db()
      .insert(calls)
      .values({
        userId: profile.id,
        adminId,
        startsAt: new Date(tomorrowNoon.getTime() + 60 * 60_000),
        topic: "Mine",
        status: "booked",
        timeZone: "UTC",
      });
    const booked = visible((await callWorker("https://app.test/dashboard/call", { headers: { Cookie: cookie } })).body);
    expect(booked).toContain("Your call is booked");
    expect(booked).toContain("About: Mine");
    expect(booked).not.toContain("Pick a time");
  });
});

/** Books the first free slot as the member, through the page's own form; answers the member's emails so far. */
async function bookFirstSlot(cookie: string, member: { id: string; email: string }) {
  const page = (await callWorker("https://app.test/dashboard/call", { headers: { Cookie: cookie } })).body;
  const slot = /name="starts_at" value="(\d+)"/.exec(page)?.[1];
  expect(slot).toBeDefined();
  const res = await call("/dashboard/call", {
    cookie,
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "book", starts_at: slot!, topic: "My bill", time_zone: "America/Chicago" }),
  });
  expect(res.status).toBe(302);
  const [email] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, member.email), eq(emailOutbox.kind, "call_booked")));
  const ics = await (await env.DOCUMENTS.get(email.attachments![0].r2Key))!.text();
  return { email, ics };
}

describe("in the member's language", () => {
  it("a Spanish member reads the page in Spanish, and English when the address asks for it", async () => {
    const { cookie } = await premiumMember({ language: "es", timeZone: "America/Chicago" });
    const spanish = visible(
      (await callWorker("https://app.test/dashboard/call", { headers: { Cookie: cookie } })).body,
    );
    expect(spanish).toContain("Programar una llamada de 30 minutos");
    expect(spanish).toContain("Elija una hora");
    expect(spanish).toContain("Horas en America/Chicago. Cada llamada dura 30 minutos.");
    expect(spanish).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de /);
    expect(spanish).not.toContain("Pick a time");
    const english = visible(
      (await callWorker("https://app.test/dashboard/call?lang=en", { headers: { Cookie: cookie } })).body,
    );
    expect(english).toContain("Pick a time");
  });

  it("no English word on the Spanish page, picking a time or with a booked call and past ones", async () => {
    // Allowed: the brand, the plan's name, and the time zones' place names.
    const allowed = ["Care Finder", "Premium Care", ...COMMON_TIME_ZONES.map((zone) => zone.replace(/_/g, " "))];
    const { profile, cookie } = await premiumMember({ language: "es", timeZone: "America/New_York" });
    const read = async () =>
      englishInContext(
        (await callWorker("https://app.test/dashboard/call", { headers: { Cookie: cookie } })).body,
        allowed,
      );
    expect(await read()).toEqual([]);
    const day = 86_400_000;
    await db()
      .insert(calls)
      .values([
        { userId: profile.id, adminId, startsAt: new Date(Date.now() + 2 * day), topic: "Factura", timeZone: "UTC" },
        {
          userId: profile.id,
          adminId,
          startsAt: new Date(Date.now() - 40 * day),
          topic: "Antes",
          status: "held",
          timeZone: "UTC",
        },
        {
          userId: profile.id,
          adminId,
          startsAt: new Date(Date.now() - 70 * day),
          topic: "Otra",
          status: "cancelled",
          timeZone: "UTC",
        },
      ]);
    expect(await read()).toEqual([]);
  });

  it("the booking email and its invitation are Spanish for a Spanish member, English for an English one", async () => {
    const spanish = await premiumMember({ language: "es" });
    const { email: es, ics: esIcs } = await bookFirstSlot(spanish.cookie, spanish.profile);
    expect(es.subject).toBe("Su llamada de 30 minutos con Care Finder está programada");
    expect(es.textBody).toContain("Su llamada de 30 minutos con el equipo de Care Finder está programada para el ");
    expect(es.textBody).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de /);
    expect(es.textBody).toContain("Para cambiar la hora o cancelar: ");
    expect(esIcs).toContain("SUMMARY:Llamada de 30 minutos con Care Finder");
    expect(esIcs).toContain("DESCRIPTION:Su llamada con el equipo de Care Finder.");

    await db().delete(calls);
    const english = await premiumMember({ language: "en" });
    const { email: en, ics: enIcs } = await bookFirstSlot(english.cookie, english.profile);
    expect(en.subject).toBe("Your 30-minute call with Care Finder is booked");
    expect(en.textBody).toContain("Your 30-minute call with the Care Finder team is booked for ");
    expect(en.textBody).not.toMatch(/programada|lunes|martes/);
    expect(enIcs).toContain("SUMMARY:30-minute call with Care Finder");
  });

  it("a Spanish member's reminder is Spanish; the admin's stays English", async () => {
    const { profile } = await premiumMember({ language: "es", email: `lucia.${crypto.randomUUID()}@example.com` });
    const now = new Date("2026-06-01T12:00:00Z");
    await db()
      .insert(calls)
      .values({
        userId: profile.id,
        adminId,
        startsAt: new Date(now.getTime() + 23 * 3_600_000),
        topic: "Factura",
        timeZone: "America/New_York",
      });
    await queueCallReminders(createServerContext(env), now);
    const sent = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedUserId, profile.id));
    const member = sent.find((email) => email.toAddress === profile.email);
    expect(member?.subject).toBe("Recordatorio: su llamada de 30 minutos con Care Finder es mañana");
    expect(member?.textBody).toContain("martes, 2 de junio de 2026");
    expect(sent.find((email) => email.toAddress !== profile.email)?.subject).toBe(
      "Reminder: a member's 30-minute call is tomorrow",
    );
  });
});
