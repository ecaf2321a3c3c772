import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { BillLinesForm, type LineFields } from "~/components/admin/BillCaseForms";

/** What the page's action received: a row removed or added in the browser posts nothing. */
let posted: FormData[] = [];
afterEach(() => {
  posted = [];
});

const LINES: LineFields[] = [
  { code: "70450", description: "CT head", units: "1", billed_amount: "2500.00" },
  { code: "85025", description: "Blood count", units: "1", billed_amount: "80.00" },
  { code: "85025", description: "Blood count again", units: "1", billed_amount: "80.00" },
];

/** The concierge's lines form (the shared BillLineRows) inside a data router, as on the bill case page. */
function renderLinesForm() {
  const router = createMemoryRouter(
    [
      {
        path: "/admin-dashboard/bills/b1",
        element: <BillLinesForm lastResult={null} lines={LINES} />,
        action: async ({ request }) => {
          posted.push(await request.formData());
          return null;
        },
      },
    ],
    { initialEntries: ["/admin-dashboard/bills/b1"], future: { v7_relativeSplatPath: true } },
  );
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

const codeOf = (line: number) => screen.getByLabelText(`Code (line ${line})`) as HTMLInputElement;

describe("the bill line editor (BillLineRows)", () => {
  it("Add line: a new blank row, and focus moves to its first field", async () => {
    renderLinesForm();
    const add = screen.getByRole("button", { name: "Add line" });
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByLabelText(/^Code \(line \d\)$/)).toHaveLength(4));
    expect(codeOf(4).value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(codeOf(4)));
    expect(posted).toHaveLength(0);
  });

  it("Remove line: that row goes, the others keep what was typed, and focus moves to the row in its place", async () => {
    renderLinesForm();
    fireEvent.input(codeOf(3), { target: { value: "85027" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove line 2" }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Code \(line \d\)$/)).toHaveLength(2));
    expect([codeOf(1).value, codeOf(2).value]).toEqual(["70450", "85027"]);
    expect((screen.getByLabelText("Description (optional) (line 2)") as HTMLInputElement).value).toBe(
      "Blood count again",
    );
    await waitFor(() => expect(document.activeElement).toBe(codeOf(2)));
    expect(posted).toHaveLength(0);
  });

  it("removing the last row moves focus to the row before it; a single row has nothing to remove", async () => {
    renderLinesForm();
    fireEvent.click(screen.getByRole("button", { name: "Remove line 3" }));
    await waitFor(() => expect(document.activeElement).toBe(codeOf(2)));
    fireEvent.click(screen.getByRole("button", { name: "Remove line 2" }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Code \(line \d\)$/)).toHaveLength(1));
    expect(screen.queryByRole("button", { name: /^Remove line/ })).toBeNull();
    expect(document.activeElement).toBe(codeOf(1));
  });

  it("without JavaScript each Remove line is a submit button naming Conform's remove intent for its row", () => {
    renderLinesForm();
    const remove = screen.getByRole("button", { name: "Remove line 2" }) as HTMLButtonElement;
    expect(remove.type).toBe("submit");
    expect(remove.name).toBe("__intent__");
    expect(JSON.parse(remove.value)).toEqual({ type: "remove", payload: { name: "lines", index: 1 } });
    expect(remove.form?.id).toBe("bill-lines-form");
  });
});
