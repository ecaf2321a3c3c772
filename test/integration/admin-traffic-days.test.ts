/**
 * The traffic chart's 30 day names are written once per window (dashboard.server.ts `windowDays`): a view on
 * another day must still get its own window's days, zero-filled, never the last window's.
 */
import { describe, expect, it } from "vitest";
import { toTraffic, trafficWindow } from "../../app/.server/admin/dashboard.server";

describe("the traffic chart's days", () => {
  it("are the window's own, each time, with the views read for them", () => {
    const first = toTraffic(trafficWindow(new Date("2026-11-28T05:00:00Z"), 30), [{ day: "2026-11-27", views: 4 }]);
    expect(first).toHaveLength(30);
    expect(first[0]).toEqual({ day: "2026-10-30", views: 0 });
    expect(first.at(-2)).toEqual({ day: "2026-11-27", views: 4 });
    expect(first.at(-1)).toEqual({ day: "2026-11-28", views: 0 });
    const again = toTraffic(trafficWindow(new Date("2026-11-28T23:59:00Z"), 30), [{ day: "2026-11-28", views: 2 }]);
    expect(again.at(-1)).toEqual({ day: "2026-11-28", views: 2 });
    expect(again.at(-2)).toEqual({ day: "2026-11-27", views: 0 });
    const next = toTraffic(trafficWindow(new Date("2026-11-29T00:00:00Z"), 30), []);
    expect(next[0].day).toBe("2026-10-31");
    expect(next.at(-1)).toEqual({ day: "2026-11-29", views: 0 });
    expect(toTraffic(trafficWindow(new Date("2026-11-29T00:00:00Z"), 7), [])[0].day).toBe("2026-11-23");
  });
});
