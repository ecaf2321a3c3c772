// A read line left as "None of these" (or one we found no procedure for) is not put in the form, and the page
// says so by name and amount once the form is filled (app/domain/bill-reading/fill.ts).
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReadingReview } from "~/components/bill-reading/ReadingReview";
import type { ReadFill } from "~/components/bill-reading/read-fill";
import type { BillReading } from "~/domain/bill-reading/bill-reader";
import type { MatchResult } from "~/domain/bill-reading/match-description";
import { en } from "~/i18n/bill-reading/en";
import { es } from "~/i18n/bill-reading/es";

vi.mock("@remix-run/react", () => ({
  useFetcher: () => ({ state: "idle", load: vi.fn(), data: { hospitals: [] } }),
}));

const line = (code: string | null, description: string, amountCents: number) => ({
  date: null,
  revenueCode: "0250",
  code,
  modifier: null,
  description,
  units: 1,
  amountCents,
});
const reading: BillReading = {
  kind: "bill",
  hospital: null,
  accountNumber: null,
  statementDate: null,
  serviceDate: "2026-09-01",
  lines: [line("73610", "XR ANKLE", 21000), line(null, "MRI KNEE W/O CONTRAST", 180000), line(null, "PHARMACY", 12050)],
  credits: [],
  unread: [],
  totals: { chargesCents: null, creditsCents: null, balanceCents: null },
};
const knee: MatchResult = {
  sureness: "likely",
  candidates: [{ code: "73721", name: "Knee MRI", slug: "knee-mri", score: 0.9 }],
};

function fill(words = en) {
  const onFill = vi.fn<(fill: ReadFill) => void>();
  render(
    <ReadingReview reading={reading} matches={[null, knee, null]} words={words} searchPath="/x" onFill={onFill} />,
  );
  return onFill;
}

describe("lines we could not match", () => {
  it("a line left as 'None of these' stays out of the form and is named with its amount", () => {
    const onFill = fill();
    fireEvent.click(screen.getByRole("radio", { name: en.matchNone }));
    fireEvent.click(screen.getByRole("button", { name: en.fill }));
    expect(onFill.mock.calls[0][0].start.lines.map((l) => l.code)).toEqual(["73610"]);
    const said = screen.getByRole("status").textContent ?? "";
    expect(said).toContain("Not matched: we could not price these lines");
    expect(said).toContain("MRI KNEE W/O CONTRAST ($1,800); PHARMACY ($120.50)");
    // The form carries them on as hidden fields, so the case keeps them and the letter names them.
    expect(onFill.mock.calls[0][0].start.unmatched).toEqual([
      { description: "MRI KNEE W/O CONTRAST", amount: "1800.00" },
      { description: "PHARMACY", amount: "120.50" },
    ]);
  });

  it("a line matched to a procedure goes in the form, and only the other is named", () => {
    const onFill = fill();
    fireEvent.click(screen.getByRole("button", { name: en.fill }));
    expect(onFill.mock.calls[0][0].start.lines.map((l) => l.code)).toEqual(["73610", "73721"]);
    const said = screen.getByRole("status").textContent ?? "";
    expect(said).toContain("we could not price this line, so it is not in the form: PHARMACY ($120.50)");
    expect(said).not.toContain("MRI KNEE");
  });

  it("says it in Spanish on the Spanish page", () => {
    fill(es);
    fireEvent.click(screen.getByRole("button", { name: es.fill }));
    expect(screen.getByRole("status").textContent).toContain("Sin emparejar: no pudimos poner precio a esta línea");
  });
});
