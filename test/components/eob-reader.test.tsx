// "Read my EOB" on the EOB page (app/components/eob-reading/): a picked PDF is read, what was read is shown for the
// member to compare with their EOB (a figure not read says so), and only "Put these in the form" fills the form,
// keeping what the member typed; nothing is compared until they press the form's own button.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState, type ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { EobForm } from "~/components/bills/EobForm";
import { EobReaderSlot } from "~/components/eob-reading/EobReaderSlot";
import type { EobFill, EobRead } from "~/domain/eob-reading";

const readEobPdf = vi.fn<(data: Uint8Array) => Promise<EobRead>>();
vi.mock("~/components/eob-reading/read-eob.client", () => ({ readEobPdf }));
vi.mock("@remix-run/react", () => ({
  Form: (props: ComponentProps<"form">) => <form {...props} />,
  useNavigation: () => ({ state: "idle" }),
}));

/** The page's wiring (app/routes/dashboard_.bills.$id_.eob.tsx): the reader fills the form. */
function Page({ lang, documents }: { lang?: string; documents?: { id: string; filename: string }[] }) {
  const [fill, setFill] = useState<{ id: number; values: EobFill } | null>(null);
  return (
    <>
      <EobReaderSlot
        lang={lang}
        documents={documents}
        billServiceDate="2026-06-02"
        onFill={(values) => setFill({ id: Date.now(), values })}
      />
      <EobForm lastResult={null} billDate={null} lang={lang} fill={fill} />
    </>
  );
}

const value = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function pick(name: string, type: string) {
  const input = await screen.findByLabelText("Your Explanation of Benefits (PDF)");
  fireEvent.change(input, { target: { files: [new File(["%PDF-1.7"], name, { type })] } });
}

describe("Read my EOB", () => {
  it("shows what was read, says what was not, and fills the form only when asked", async () => {
    readEobPdf.mockResolvedValue({
      kind: "eob",
      insurer: "PIONEER CARE HMO",
      claimNumber: "PC00018843",
      serviceDate: "2026-06-02",
      figures: [
        { field: "eob_billed", value: "12469.00" },
        { field: "eob_allowed", value: null },
        { field: "eob_plan_paid", value: "2590.58" },
        { field: "eob_patient_responsibility", value: "2147.64" },
        { field: "processed_on", value: "2026-06-15" },
      ],
    });
    render(<Page />);
    await pick("eob.pdf", "application/pdf");
    fireEvent.input(screen.getByLabelText("Amount allowed by your plan"), { target: { value: "4000" } });
    fireEvent.input(screen.getByLabelText("What the hospital's bill asks you to pay"), { target: { value: "3000" } });
    fireEvent.click(screen.getByRole("button", { name: "Read my EOB" }));

    expect(await screen.findByRole("heading", { name: "Check what we read" })).toBeTruthy();
    expect(readEobPdf).toHaveBeenCalledTimes(1);
    expect(screen.getByText("PIONEER CARE HMO")).toBeTruthy();
    expect(screen.getByText("$2,147.64")).toBeTruthy();
    expect(screen.getByText("we could not read it: please type it from your EOB")).toBeTruthy();
    expect(value(/Your patient responsibility/)).toBe("");

    fireEvent.click(screen.getByRole("button", { name: "Put these in the form" }));
    await waitFor(() => expect(value(/Your patient responsibility/)).toBe("2147.64"));
    expect(value("Amount billed (on the EOB)")).toBe("12469.00");
    expect(value("Amount your plan paid")).toBe("2590.58");
    expect(value("Date the claim was processed (optional)")).toBe("2026-06-15");
    expect(value("Amount allowed by your plan")).toBe("4000");
    expect(value("What the hospital's bill asks you to pay")).toBe("3000");
    expect(screen.getByText(/1 figure we could not read is left for you to type/)).toBeTruthy();
  });

  it("says a hospital's bill is not an EOB, and a file that is not a PDF is not read", async () => {
    readEobPdf.mockReset();
    readEobPdf.mockResolvedValue({ kind: "bill" });
    render(<Page />);
    await pick("photo.jpg", "image/jpeg");
    fireEvent.click(screen.getByRole("button", { name: "Read my EOB" }));
    expect(await screen.findByText(/We can read PDF files only/)).toBeTruthy();
    expect(readEobPdf).not.toHaveBeenCalled();

    await pick("bill.pdf", "application/pdf");
    fireEvent.click(screen.getByRole("button", { name: "Read my EOB" }));
    expect(await screen.findByText(/This looks like the hospital's bill/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Put these in the form" })).toBeNull();
  });

  it("reads one of the member's uploaded PDFs, fetched from the route that answers only its owner", async () => {
    readEobPdf.mockReset();
    readEobPdf.mockResolvedValue({ kind: "no-text" });
    const fetched = vi.fn(async () => new Response(new Uint8Array([37, 80, 68, 70])));
    vi.stubGlobal("fetch", fetched);
    render(<Page documents={[{ id: "doc-1", filename: "evergreen-eob.pdf" }]} />);
    fireEvent.change(await screen.findByLabelText("Or one of your uploaded files"), { target: { value: "doc-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Read my EOB" }));
    expect(await screen.findByText(/it looks like a scan or a photo/)).toBeTruthy();
    expect(fetched).toHaveBeenCalledWith("/documents/doc-1/file");
    expect([...readEobPdf.mock.calls[0][0]]).toEqual([37, 80, 68, 70]);
    vi.unstubAllGlobals();
  });

  it("speaks Spanish on a Spanish page", async () => {
    render(<Page lang="es" />);
    expect(await screen.findByRole("button", { name: "Leer mi EOB" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Leer mi EOB" })).toBeTruthy();
  });
});
