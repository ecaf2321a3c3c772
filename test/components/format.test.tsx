import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocalTime } from "~/components/LocalTime";
import { StatusBadge } from "~/components/StatusBadge";
import { CONCIERGE_PLANS, planDisplayName, planPrice } from "~/data/plans";
import { formatBytes } from "~/format/bytes";
import { formatCalendarDate, formatInstant } from "~/format/dates";
import { formatUsd, formatUsdRange } from "~/format/money";
import { en as requestWords } from "~/i18n/requests/en";

describe("formatBytes", () => {
  it("never says 0.0 KB or 10240.0 KB", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(1024)).toBe("1 KB");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(1.2 * 1024 * 1024)).toBe("1.2 MB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
    // Just under a megabyte rounds up to the next unit, not "1,024 KB".
    expect(formatBytes(1024 * 1024 - 10)).toBe("1 MB");
  });
});

describe("dates", () => {
  const instant = "2026-03-01T03:30:00.000Z";

  it("formats an instant in the zone it is given: the same instant is a different day in New York", () => {
    expect(formatInstant(instant, { timeZone: "UTC" })).toBe("Mar 1, 2026");
    expect(formatInstant(instant, { timeZone: "America/New_York" })).toBe("Feb 28, 2026");
    expect(formatInstant(instant, { timeZone: "America/New_York", withTime: true })).toBe("Feb 28, 2026, 10:30 PM");
  });

  it("without a zone uses the viewer's (the runtime's) zone", () => {
    const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatInstant(instant)).toBe(formatInstant(instant, { timeZone: viewer }));
  });

  it("a date of birth is a calendar date: the same day everywhere, in the same words as other dates", () => {
    expect(formatCalendarDate("1985-03-12")).toBe("Mar 12, 1985");
    expect(formatCalendarDate(null)).toBe("");
  });

  it("LocalTime renders the viewer's zone once React runs, with no hydration warning to hide", () => {
    render(<LocalTime iso={instant} />);
    const time = screen.getByText(formatInstant(instant, { withTime: true }));
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("datetime")).toBe(instant);
  });
});

describe("money", () => {
  it("writes whole dollars without cents and groups thousands", () => {
    expect(formatUsd(149)).toBe("$149");
    expect(formatUsd(1100)).toBe("$1,100");
    expect(formatUsd(49.5)).toBe("$49.50");
    expect(formatUsdRange(100, 200)).toBe("$100–$200");
  });

  it("plan prices come from the plan amounts", () => {
    expect(CONCIERGE_PLANS.map((plan) => planPrice(plan))).toEqual([
      { amount: "$149", per: "one-time" },
      { amount: "$49", per: "/month" },
      { amount: "$99", per: "/month" },
    ]);
  });
});

describe("labels", () => {
  it("members and admins read the same status words", () => {
    expect(requestWords.statuses.in_progress).toBe("In Progress");
    render(<StatusBadge status="in_progress" />);
    expect(screen.getByText("In Progress")).toBeTruthy();
  });

  it("plan names read the same everywhere", () => {
    expect(CONCIERGE_PLANS.map((plan) => plan.label)).toEqual(["Care Access", "Essential Care", "Premium Care"]);
    expect(planDisplayName("PREMIUM CARE")).toBe("Premium Care");
    expect(planDisplayName(null)).toBe("Care Access");
    expect(planDisplayName("SOMETHING ELSE")).toBe("Care Access");
  });
});
