// The hospital picker (app/components/bills/HospitalCombobox.tsx): a WAI-ARIA combobox searched by name, city or ZIP
// through the page's `?q=` search; arrows move the active option, Enter chooses it without posting, Escape closes,
// the count is announced, and the form posts the chosen hospital's id.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HospitalCombobox } from "~/components/bills/HospitalCombobox";

const HOSPITALS = [
  { ccn: "220071", name: "Massachusetts General Hospital", city: "Boston", state: "MA", zip: "02114" },
  { ccn: "220086", name: "Beth Israel Deaconess Medical Center", city: "Boston", state: "MA", zip: "02215" },
  { ccn: "360107", name: "Bellevue Hospital", city: "Bellevue", state: "OH", zip: "44811" },
];
const load = vi.fn();

// @remix-run/testing is not installed: the page's search answers through a stubbed fetcher, as the loader would.
vi.mock("@remix-run/react", async () => {
  const { useCallback, useState } = await import("react");
  return {
    useFetcher: () => {
      const [data, setData] = useState<unknown>(undefined);
      const loadNow = useCallback((url: string) => {
        load(url);
        const q = new URL(url, "http://x").searchParams.get("q") ?? "";
        const words = q.toLowerCase().split(/\s+/);
        const found = HOSPITALS.filter((h) =>
          words.every((w) => `${h.name} ${h.city} ${h.state} ${h.zip}`.toLowerCase().includes(w)),
        ).map(({ ccn, name, city, state }) => ({ ccn, name, city, state }));
        setData({ q, hospitals: found });
      }, []);
      return { state: "idle", data, load: loadNow };
    },
  };
});

function renderPicker(initial?: string) {
  const submitted = vi.fn();
  render(
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submitted(new FormData(e.currentTarget).get("ccn"));
      }}
    >
      <label htmlFor="ccn">Hospital</label>
      <HospitalCombobox
        id="ccn"
        name="ccn"
        label="Hospital"
        hospitals={[{ ccn: "360107", name: "Bellevue Hospital", city: "Bellevue", state: "OH" }]}
        initial={initial}
        searchPath="/check-a-bill"
      />
      <button type="submit">Check this bill</button>
    </form>,
  );
  return { box: screen.getByRole("combobox", { name: "Hospital" }), submitted };
}

async function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  await act(async () => {
    vi.runAllTimers();
  });
}

describe("the hospital combobox", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    load.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("searches by city, announces the count, and chooses with the arrows and Enter without posting", async () => {
    const { box, submitted } = renderPicker();
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await type(box, "boston");
    expect(load).toHaveBeenCalledWith("/check-a-bill?q=boston");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option")).toHaveLength(2);
    expect(screen.getByText(/2 hospitals found/).getAttribute("aria-live")).toBe("polite");

    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    const second = screen.getByRole("option", { name: "Beth Israel Deaconess Medical Center, Boston MA" });
    expect(box.getAttribute("aria-activedescendant")).toBe(second.id);
    expect(second.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[0].id);
    fireEvent.keyDown(box, { key: "ArrowUp" });
    expect(box.getAttribute("aria-activedescendant")).toBe(second.id);

    const enter = fireEvent.keyDown(box, { key: "Enter" });
    expect(enter).toBe(false);
    expect(box).toHaveProperty("value", "Beth Israel Deaconess Medical Center, Boston MA");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(box.hasAttribute("aria-activedescendant")).toBe(false);
    expect(submitted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Check this bill" }));
    expect(submitted).toHaveBeenCalledWith("220086");
  });

  it("searches by ZIP and a click chooses; Escape closes the list, then clears the box", async () => {
    const { box, submitted } = renderPicker();
    await type(box, "44811");
    fireEvent.click(screen.getByRole("option", { name: "Bellevue Hospital, Bellevue OH" }));
    expect(box).toHaveProperty("value", "Bellevue Hospital, Bellevue OH");
    fireEvent.click(screen.getByRole("button", { name: "Check this bill" }));
    expect(submitted).toHaveBeenLastCalledWith("360107");

    await type(box, "bost");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(box).toHaveProperty("value", "bost");
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box).toHaveProperty("value", "");
    // Words typed but nothing chosen post no hospital: the form asks for one.
    fireEvent.click(screen.getByRole("button", { name: "Check this bill" }));
    expect(submitted).toHaveBeenLastCalledWith("");
  });

  it("starts with the form's hospital, and says when nothing matches", async () => {
    const { box } = renderPicker("360107");
    expect(box).toHaveProperty("value", "Bellevue Hospital, Bellevue OH");
    await type(box, "zzz");
    expect(screen.getByText(/No hospital on our list matches "zzz"/)).toBeTruthy();
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await type(box, "b");
    expect(load).not.toHaveBeenCalledWith("/check-a-bill?q=b");
    expect(screen.getByText("Type at least 2 letters or numbers.")).toBeTruthy();
  });
});
