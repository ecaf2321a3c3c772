// The reader's "we put it in the form" message on a Spanish page names the bill form's button by its Spanish label
// (app/i18n/bill-reading/es.ts and app/i18n/bills/es.ts say the same words), so the person finds the button it names.
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReadingReview } from "~/components/bill-reading/ReadingReview";
import type { BillReading } from "~/domain/bill-reading/bill-reader";
import { es } from "~/i18n/bill-reading/es";
import { es as billsEs } from "~/i18n/bills/es";

vi.mock("@remix-run/react", () => ({
  useFetcher: () => ({ state: "idle", load: vi.fn(), data: { hospitals: [] } }),
}));

const reading: BillReading = {
  kind: "bill",
  hospital: null,
  accountNumber: null,
  statementDate: null,
  serviceDate: "2026-09-01",
  lines: [
    {
      date: null,
      revenueCode: null,
      code: "73610",
      modifier: null,
      description: "XR ANKLE",
      units: 1,
      amountCents: 1000,
    },
  ],
  credits: [],
  unread: [],
  totals: { chargesCents: 1000, creditsCents: 0, balanceCents: 1000 },
};

describe("the reader's message in Spanish", () => {
  it("names the Spanish button, «Revisar esta factura», not the English one", () => {
    render(<ReadingReview reading={reading} matches={[null]} words={es} searchPath="/check-a-bill" onFill={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: es.fill }));
    const said = screen.getByRole("status").textContent ?? "";
    expect(billsEs.form.submit).toBe("Revisar esta factura");
    expect(said).toContain(`«${billsEs.form.submit}»`);
    expect(said).not.toContain("Check this bill");
  });
});
