// The reader's file input says what it takes: on the member's form (where the team reads photos) a PDF or a
// photo, on the public page a PDF only; the hint says what happens to each, in English and in Spanish.
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BillReader } from "~/components/bill-reading/BillReader";

/** The text the input's aria-describedby names (what a screen reader says after the label). */
const describedBy = (input: HTMLElement) =>
  document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent ?? "";

describe("the reader's file input", () => {
  it("on the member's form takes a PDF or a photo, and says a photo goes to the team", async () => {
    render(<BillReader searchPath="/dashboard/bills/new" onFill={vi.fn()} teamReads />);
    const input = await screen.findByLabelText("Your bill (PDF or photo)");
    expect(input.getAttribute("accept")).toContain("image/jpeg");
    expect(describedBy(input)).toMatch(/A photo or a scan \(JPG, PNG or GIF\) goes to our team/);
  });

  it("on the public page takes a PDF only, and says so", async () => {
    render(<BillReader searchPath="/check-a-bill" onFill={vi.fn()} />);
    const input = await screen.findByLabelText("Your bill (PDF)");
    expect(input.getAttribute("accept")).not.toContain("image/");
    expect(describedBy(input)).toMatch(/We cannot read a photo or a scan on this page/);
  });

  it("says the same in Spanish", async () => {
    render(<BillReader lang="es" searchPath="/dashboard/bills/new" onFill={vi.fn()} teamReads />);
    const input = await screen.findByLabelText("Su factura (PDF o foto)");
    expect(describedBy(input)).toMatch(/Una foto o un escaneo \(JPG, PNG o GIF\) se envía a nuestro equipo/);
  });
});
