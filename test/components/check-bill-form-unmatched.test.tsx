// "Put these in the form" hands the bill form the read lines we could not match; the form sends them on as hidden
// fields, so the case keeps them and the letter names them (app/domain/bill-unmatched.ts).
import { render } from "@testing-library/react";
import type { FormHTMLAttributes } from "react";
import { describe, expect, it, vi } from "vitest";
import { CheckBillForm } from "~/components/bills/CheckBillForm";

// @remix-run/testing is not installed: the router's form and hooks are stubbed at the module boundary.
vi.mock("@remix-run/react", () => ({
  Form: (props: FormHTMLAttributes<HTMLFormElement>) => <form {...props} />,
  useNavigation: () => ({ state: "idle" }),
  useFetcher: () => ({ state: "idle", load: vi.fn(), data: undefined }),
  useMatches: () => [],
}));

const start = {
  ccn: "360107",
  service_date: "2026-09-01",
  bill_date: "",
  coverage: "",
  lines: [{ code: "70450", description: "CT HEAD", units: "1", billed_amount: "2500.00" }],
  unmatched: [
    { description: "MRI KNEE W/O CONTRAST", amount: "1800.00" },
    { description: "PHARMACY", amount: "120.50" },
  ],
};

describe("the bill form with lines we could not match", () => {
  it("sends each one's description and amount as hidden fields", () => {
    const { container } = render(
      <CheckBillForm lastResult={null} hospitals={[]} documents={[]} searched={false} searchPath="/x" start={start} />,
    );
    const form = container.querySelector("form")!;
    const sent = [...new FormData(form).entries()].filter(([name]) => name.startsWith("unmatched"));
    expect(sent).toEqual([
      ["unmatched[0].description", "MRI KNEE W/O CONTRAST"],
      ["unmatched[0].amount", "1800.00"],
      ["unmatched[1].description", "PHARMACY"],
      ["unmatched[1].amount", "120.50"],
    ]);
    expect(form.querySelectorAll('input[type="hidden"][name^="unmatched"]')).toHaveLength(4);
  });

  it("sends none when every line was matched", () => {
    const { container } = render(
      <CheckBillForm
        lastResult={null}
        hospitals={[]}
        documents={[]}
        searched={false}
        searchPath="/x"
        start={{ ...start, unmatched: undefined }}
      />,
    );
    expect(container.querySelectorAll('[name^="unmatched"]')).toHaveLength(0);
  });
});
