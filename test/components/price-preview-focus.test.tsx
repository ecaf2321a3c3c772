import { act, render, screen } from "@testing-library/react";
import { forwardRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PricePreviewResults } from "~/components/landing/PricePreviewResults";
import type { PriceResultsData } from "~/components/PriceResults";

// The answer's own code is not what is tested here: a focusable region stands in for it, passed the same ref.
vi.mock("~/components/PriceResults", () => ({
  PriceResults: forwardRef<HTMLElement>(function Answer(_props, ref) {
    return <section ref={ref} tabIndex={-1} aria-label="Knee Surgery price preview" />;
  }),
}));
vi.mock("~/components/YourPlanForm", () => ({ YourPlanForm: () => null }));

const DATA = { kind: "fallback", reason: "no_prices" } as unknown as PriceResultsData;

async function showAnswer() {
  render(
    <>
      <input aria-label="Find a procedure" />
      <PricePreviewResults data={DATA} />
    </>,
  );
  const box = screen.getByLabelText("Find a procedure");
  box.focus();
  // The answer's code loads lazily; let it arrive, then its pause starts.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return { box, answer: await screen.findByRole("region", { name: /price preview/ }) };
}

describe("the price answer takes focus when it arrives", () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => vi.useRealTimers());

  it("moves focus to the answer after its pause when the person has not moved on", async () => {
    const { answer } = await showAnswer();
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(document.activeElement).toBe(answer);
    expect(answer.scrollIntoView).toHaveBeenCalled();
  });

  it("leaves focus where the person put it when they type or move within the pause", async () => {
    const { box, answer } = await showAnswer();
    // Enter in the search box sent focus to the procedure list before the answer's pause ended (asking.spec.ts).
    box.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(document.activeElement).toBe(box);
    expect(document.activeElement).not.toBe(answer);
  });

  it("leaves focus where the person put it when they click elsewhere within the pause", async () => {
    const { answer } = await showAnswer();
    const elsewhere = document.body.appendChild(document.createElement("button"));
    elsewhere.focus();
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(document.activeElement).toBe(elsewhere);
    expect(document.activeElement).not.toBe(answer);
  });
});
