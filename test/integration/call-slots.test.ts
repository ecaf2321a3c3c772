/** The slot rules of the booked call and its invitation, as pure code (app/domain/call-slots.ts, call-invite.ts). */
import { describe, expect, it } from "vitest";
import { callInvite, foldLine } from "~/domain/call-invite";
import { callsIncluded, freeSlots, hostSlots, slotsByDay, withinPlan, type CallHost } from "~/domain/call-slots";
import { localParts, zonedToUtc } from "~/domain/time-zones";

const HOUR = 3_600_000;
const host = (over: Partial<CallHost> = {}): CallHost => ({
  adminId: "admin-1",
  timeZone: "America/New_York",
  weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: 9 * 60, end: 11 * 60 })),
  daysOff: [],
  bufferMinutes: 0,
  noticeMinutes: 0,
  ...over,
});
const iso = (ms: number) => new Date(ms).toISOString();

describe("time zones across a daylight-saving change", () => {
  it("reads 9:00 in New York as 13:00 UTC before the clocks go back and 14:00 UTC after", () => {
    // 2026-11-01 is the first Sunday of November: EDT (UTC-4) ends at 2:00.
    const now = Date.parse("2026-10-31T00:00:00Z");
    const slots = hostSlots(host({ weekly: [6, 0].map((day) => ({ day, start: 540, end: 570 })) }), now, []);
    expect(slots.slice(0, 2).map(iso)).toEqual(["2026-10-31T13:00:00.000Z", "2026-11-01T14:00:00.000Z"]);
  });

  it("skips the hour that does not exist when the clocks go forward, and keeps the first of a repeated hour", () => {
    expect(zonedToUtc("America/New_York", { year: 2026, month: 3, day: 8, hour: 2, minute: 30 })).toBeNull();
    expect(iso(zonedToUtc("America/New_York", { year: 2026, month: 3, day: 8, hour: 3, minute: 0 })!)).toBe(
      "2026-03-08T07:00:00.000Z",
    );
    expect(iso(zonedToUtc("America/New_York", { year: 2026, month: 11, day: 1, hour: 1, minute: 30 })!)).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    const night = host({ weekly: [{ day: 0, start: 60, end: 240 }] });
    const march = hostSlots(night, Date.parse("2026-03-07T12:00:00Z"), []).filter(
      (ms) => ms < Date.parse("2026-03-09T00:00:00Z"),
    );
    expect(
      march.map((ms) => localParts("America/New_York", ms).hour * 60 + localParts("America/New_York", ms).minute),
    ).toEqual([60, 90, 180, 210]);
  });

  it("shows the member the slot on their own date: a London admin's 9:00 is the night before in Los Angeles", () => {
    const london = host({ timeZone: "Europe/London", weekly: [{ day: 1, start: 540, end: 570 }] });
    const slots = freeSlots([london], Date.parse("2026-10-20T00:00:00Z"), []);
    // Monday 26 October, after London's clocks went back on the 25th: 9:00 GMT = 09:00Z = 02:00 in LA.
    expect(iso(slots[0].startsAt)).toBe("2026-10-26T09:00:00.000Z");
    expect(slotsByDay(slots, "America/Los_Angeles")[0].date).toBe("2026-10-26");
    expect(slotsByDay(slots, "Pacific/Honolulu")[0].date).toBe("2026-10-25");
  });
});

describe("clock readings kept per isolate", () => {
  it("answers a kept reading as the first one, each caller with its own copy", () => {
    const instant = Date.UTC(2026, 10, 1, 13, 30); // a whole minute: kept
    const first = localParts("America/New_York", instant);
    first.hour = 99;
    expect(localParts("America/New_York", instant)).toEqual({
      year: 2026,
      month: 11,
      day: 1,
      hour: 8,
      minute: 30,
      weekday: 0,
    });
    expect(localParts("Europe/London", instant)).toMatchObject({ hour: 13, minute: 30 });
    expect(localParts("America/New_York", instant + 1234)).toMatchObject({ hour: 8, minute: 30 });
  });
});

describe("notice, buffer and days off", () => {
  const now = Date.parse("2026-06-01T12:00:00Z"); // Monday 8:00 in New York

  it("offers nothing inside the notice period", () => {
    const slots = hostSlots(host({ noticeMinutes: 24 * 60 }), now, []);
    expect(slots.every((ms) => ms >= now + 24 * HOUR)).toBe(true);
    expect(iso(slots[0])).toBe("2026-06-02T13:00:00.000Z");
    expect(iso(hostSlots(host(), now, [])[0])).toBe("2026-06-01T13:00:00.000Z");
  });

  it("keeps the buffer after each call and around a booked one", () => {
    const buffered = host({ bufferMinutes: 15 });
    const day = hostSlots(buffered, now, []).filter((ms) => ms < Date.parse("2026-06-02T00:00:00Z"));
    expect(day.map(iso)).toEqual(["2026-06-01T13:00:00.000Z", "2026-06-01T13:45:00.000Z", "2026-06-01T14:30:00.000Z"]);
    const busy = [{ adminId: "admin-1", startsAt: Date.parse("2026-06-01T13:30:00Z") }];
    const around = hostSlots(host({ bufferMinutes: 15 }), now, busy).filter(
      (ms) => ms < Date.parse("2026-06-02T00:00:00Z"),
    );
    // 9:30 local is booked: 9:00 and 9:45 are within 30 minutes + 15 of it, 10:30 is not.
    expect(around.map(iso)).toEqual(["2026-06-01T14:30:00.000Z"]);
    // Another admin's call holds nobody else's time.
    expect(hostSlots(buffered, now, [{ adminId: "other", startsAt: day[0] }])[0]).toBe(day[0]);
  });

  it("offers nothing on a day off, and nothing past 14 days", () => {
    const slots = hostSlots(host({ daysOff: ["2026-06-01"] }), now, []);
    expect(iso(slots[0])).toBe("2026-06-02T13:00:00.000Z");
    expect(slots.every((ms) => ms <= now + 14 * 24 * HOUR)).toBe(true);
  });

  it("lets two admins cover one time once, the first free one holding it", () => {
    const a = host({ adminId: "a" });
    const b = host({ adminId: "b" });
    const busy = [{ adminId: "a", startsAt: Date.parse("2026-06-01T13:00:00Z") }];
    const slots = freeSlots([a, b], now, busy);
    expect(slots[0]).toEqual({ adminId: "b", startsAt: Date.parse("2026-06-01T13:00:00Z") });
    expect(new Set(slots.map((s) => s.startsAt)).size).toBe(slots.length);
  });
});

describe("plan limits", () => {
  it("gives Premium Care one call a month, and other plans or a lapsed plan none", () => {
    expect(callsIncluded("PREMIUM CARE", true)).toBe(1);
    expect(callsIncluded("PREMIUM CARE", false)).toBe(0);
    expect(callsIncluded("ESSENTIAL CARE", true)).toBe(0);
    expect(callsIncluded(null, true)).toBe(0);
  });

  it("counts calls by the member's calendar month", () => {
    const june = Date.parse("2026-06-10T15:00:00Z");
    expect(withinPlan(1, [], june, "America/New_York")).toBe(true);
    expect(withinPlan(1, [june], Date.parse("2026-06-20T15:00:00Z"), "America/New_York")).toBe(false);
    expect(withinPlan(1, [june], Date.parse("2026-07-02T15:00:00Z"), "America/New_York")).toBe(true);
    // 1 July 02:00 UTC is still 30 June in New York.
    expect(withinPlan(1, [june], Date.parse("2026-07-01T02:00:00Z"), "America/New_York")).toBe(false);
  });
});

describe("the .ics invitation (RFC 5545)", () => {
  const base = {
    callId: "3f1c",
    startsAt: Date.parse("2026-11-01T14:00:00Z"),
    sequence: 0,
    method: "REQUEST" as const,
    organizerEmail: "support@carefinder.example",
    attendeeEmail: "member@example.com",
    summary: "30-minute call with Care Finder",
    description: "Manage it: https://app.test/dashboard/call, or write to us; we answer",
    stamp: Date.parse("2026-10-20T10:00:00.123Z"),
    domain: "carefinder.example",
  };

  it("has UTC times, a stable UID, CRLF lines and escaped text", () => {
    const ics = callInvite(base);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(ics).toContain("\r\nUID:call-3f1c@carefinder.example\r\n");
    expect(ics).toContain("\r\nDTSTART:20261101T140000Z\r\nDTEND:20261101T143000Z\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20261020T100000Z\r\n");
    expect(ics).toContain("\r\nSEQUENCE:0\r\n");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics.replace(/\r\n /g, "")).toContain("call\\, or write to us\\; we answer");
  });

  it("updates and cancels the same event: same UID, a higher SEQUENCE, METHOD:CANCEL", () => {
    const moved = callInvite({ ...base, sequence: 1, startsAt: Date.parse("2026-11-02T15:00:00Z") });
    const cancelled = callInvite({ ...base, sequence: 2, method: "CANCEL" });
    for (const ics of [moved, cancelled]) expect(ics).toContain("UID:call-3f1c@carefinder.example");
    expect(moved).toContain("SEQUENCE:1");
    expect(moved).toContain("DTSTART:20261102T150000Z");
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("SEQUENCE:2");
    expect(cancelled).toContain("STATUS:CANCELLED");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).byteLength).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join("")).toBe(`DESCRIPTION:${"é".repeat(80)}`);
  });
});
