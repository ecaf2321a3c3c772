import { fireEvent, render, screen } from "@testing-library/react";
import type { FormHTMLAttributes } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PriceSearchForm } from "~/components/landing/PriceSearchForm";
import type { ProcedureOption } from "~/domain/prices";

// Remix's <Form> needs the framework's router; the search is a plain GET form, so a <form> stands in for it.
vi.mock("@remix-run/react", () => ({
  Form: (props: FormHTMLAttributes<HTMLFormElement>) => <form {...props} />,
}));

const option = (slug: string, name: string, codes: string[], common = false): ProcedureOption => ({
  slug,
  name,
  category: "Orthopedics",
  codes,
  common,
});

const PROCEDURES = [
  option("mri", "MRI", ["73721"], true),
  option("knee-surgery", "Knee Surgery", ["29881"], true),
  option("knee-surgery-both-menisci", "Knee Surgery, Both Menisci", ["29880"]),
  option("knee-replacement", "Knee Replacement", ["27447"]),
  option("knee-x-ray", "Knee X-Ray", ["73560"]),
];

function setup(initial?: { procedure: string; zipCode: string; find?: string }) {
  const onPreview = vi.fn();
  render(<PriceSearchForm procedures={PROCEDURES} initial={initial} errors={{}} busy={false} onPreview={onPreview} />);
  const find = screen.getByLabelText(/Find a procedure/) as HTMLInputElement;
  const select = screen.getByLabelText("Procedure", { exact: true }) as unknown as HTMLSelectElement;
  const zip = screen.getByLabelText("ZIP code") as HTMLInputElement;
  const search = (text: string) => fireEvent.change(find, { target: { value: text } });
  const enter = () => fireEvent.keyDown(find, { key: "Enter", code: "Enter" });
  return { onPreview, find, select, zip, search, enter };
}

describe("the procedure search box, as a combobox", () => {
  it("Enter on the one match of what was typed chooses it and previews the search", () => {
    const { onPreview, select, zip, search, enter } = setup();
    fireEvent.change(zip, { target: { value: "10001" } });
    search("knee x");
    enter();
    expect(select.value).toBe("knee-x-ray");
    expect(onPreview).toHaveBeenCalledWith({ procedure: "knee-x-ray", zip: "10001" });
  });

  it("Enter on a name typed in full chooses that procedure even when longer names hold it too", () => {
    const { onPreview, select, zip, search, enter } = setup();
    fireEvent.change(zip, { target: { value: "10001" } });
    search("knee surgery");
    expect(select.value).toBe(""); // two names hold "knee surgery": nothing is chosen while typing
    enter();
    expect(select.value).toBe("knee-surgery");
    expect(onPreview).toHaveBeenCalledWith({ procedure: "knee-surgery", zip: "10001" });
  });

  it("Enter with the procedure chosen but no ZIP yet goes to the ZIP field instead of doing nothing", () => {
    const { onPreview, select, zip, search, enter } = setup();
    search("73721");
    enter();
    expect(select.value).toBe("mri");
    expect(document.activeElement).toBe(zip);
    expect(onPreview).not.toHaveBeenCalled();
  });

  it("Enter on words several procedures match goes to the narrowed list to choose from", () => {
    const { onPreview, select, zip, search, enter } = setup();
    fireEvent.change(zip, { target: { value: "10001" } });
    search("knee");
    enter();
    expect(document.activeElement).toBe(select);
    expect(select.value).toBe("");
    expect([...select.querySelectorAll("option")].filter((o) => o.value).map((o) => o.value)).toEqual([
      "knee-surgery",
      "knee-surgery-both-menisci",
      "knee-replacement",
      "knee-x-ray",
    ]);
    expect(onPreview).not.toHaveBeenCalled();
  });
});

describe("a procedure we do not list", () => {
  const ASK = "/dashboard/requests/new?about=hip+replacement";

  it("offers 'Ask our team': a help request that starts with what was typed", () => {
    const { search } = setup();
    search("hip replacement");
    expect(screen.getByText(/^0 procedures match/)).toBeTruthy();
    const ask = screen.getByRole("link", { name: /Ask our team/ });
    expect(ask.getAttribute("href")).toBe(ASK);
    search("knee");
    expect(screen.queryByRole("link", { name: /Ask our team/ })).toBeNull();
  });

  it("is a plain link in the server's HTML, so it works without JavaScript", () => {
    const html = renderToString(
      <PriceSearchForm
        procedures={PROCEDURES}
        initial={{ procedure: "", zipCode: "10001", find: "hip replacement" }}
        errors={{ procedure: "No procedure matches “hip replacement”." }}
        busy={false}
        onPreview={() => {}}
      />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const ask = [...doc.querySelectorAll("a")].find((a) => a.textContent?.includes("Ask our team"));
    expect(ask?.getAttribute("href")).toBe(ASK);
  });
});
