// "Check what we read" (app/components/bill-reading/ReadingReview.tsx): what was read is shown for the person to
// confirm before anything reaches the form; a code-less line's likely procedure is chosen for them to confirm, an
// unmatched line and an unread row say so, and "Put these in the form" hands the page what they confirmed.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReadingReview } from "~/components/bill-reading/ReadingReview";
import type { BillReading } from "~/domain/bill-reading/bill-reader";
import { matchDescription } from "~/domain/bill-reading/match-description";
import { en } from "~/i18n/bill-reading/en";

// @remix-run/testing is not installed: the page's hospital search answers through a stubbed fetcher.
const load = vi.fn();
vi.mock("@remix-run/react", () => ({
  useFetcher: () => ({
    state: "idle",
    load,
    data: { hospitals: [{ ccn: "450388", name: "Methodist Hospital", city: "San Antonio", state: "TX" }] },
  }),
}));

const line = (code: string | null, description: string, amountCents: number) => ({
  date: null,
  revenueCode: "0450",
  code,
  modifier: code ? "RT" : null,
  description,
  units: 1,
  amountCents,
});
const reading: BillReading = {
  kind: "bill",
  hospital: {
    name: "Methodist Hospital",
    address: "7700 Floyd Curl Dr",
    city: "San Antonio",
    state: "TX",
    zip: "78229",
  },
  accountNumber: "MH-2026-60877",
  statementDate: "2026-09-10",
  serviceDate: "2026-09-01",
  lines: [line("73610", "XR ANKLE", 121500), line(null, "MRI KNEE W/O CONTRAST", 632900), line(null, "PHARMACY", 3600)],
  credits: [],
  unread: ["85025 CBC W/ AUTO DIFF 2026-08-03 1 $7.O0"],
  totals: { chargesCents: 760000, creditsCents: 0, balanceCents: 760000 },
};

describe("Check what we read", () => {
  it("shows what was read, and fills the form only when asked, with what the person confirmed", () => {
    const onFill = vi.fn();
    const matches = reading.lines.map((l) => (l.code ? null : matchDescription(l.description)));
    render(<ReadingReview reading={reading} matches={matches} words={en} searchPath="/check-a-bill" onFill={onFill} />);
    expect(screen.getByRole("heading", { name: "Check what we read" })).toBeTruthy();
    expect(load).toHaveBeenCalledWith("/check-a-bill?q=78229");
    expect(screen.getByRole("radio", { name: "Methodist Hospital, San Antonio TX" })).toHaveProperty("checked", true);
    expect(screen.getByText("85025 CBC W/ AUTO DIFF 2026-08-03 1 $7.O0")).toBeTruthy();
    const knee = screen.getByRole("group", { name: /Which of our procedures is this/ });
    expect(within(knee).getByRole("radio", { name: "MRI (73721, likely)" })).toHaveProperty("checked", true);
    expect(screen.getAllByText(/We could not match this line/)).toHaveLength(1);
    expect(onFill).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Put these in the form" }));
    expect(onFill).toHaveBeenCalledTimes(1);
    const { start, hospitals } = onFill.mock.calls[0][0];
    expect(start.ccn).toBe("450388");
    expect(start.lines.map((l: { code: string }) => l.code)).toEqual(["73610-RT", "73721"]);
    expect(hospitals.map((h: { ccn: string }) => h.ccn)).toEqual(["450388"]);
    expect(screen.getByRole("status").textContent).toContain("We put what we read in the form below");
  });
});
