import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { formatRange } from "~/components/price-format";
import { PriceResults } from "~/components/PriceResults";
import { en as PRICE_CARD_WORDS, type PriceCardWords } from "~/i18n/prices/en";
import { kneeSurgeryInsight as insight } from "../support/price-insight";
import { plural } from "~/utils/plural";

function renderCard(words?: PriceCardWords) {
  const router = createMemoryRouter(
    [{ path: "*", element: <PriceResults data={{ kind: "ok", insight }} words={words} /> }],
    { initialEntries: ["/?zip=99501&procedure=knee-surgery"] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return screen.getByRole("region", { name: /Knee Surgery price preview|Vista previa/ });
}

describe("the price card's words", () => {
  it("says what the ranges include once, not under each figure", () => {
    const card = renderCard();
    expect(card.textContent?.match(/Includes /g)).toHaveLength(1);
    expect(card.textContent).toContain(
      "Includes the doctor's fee, the surgery center's fee and anesthesia (its base fee).",
    );
  });

  it("never reads 'under $100–$200': a range whose bottom rounds to $100 reads 'up to'", () => {
    const card = renderCard();
    expect(card.textContent).toContain("up to $200 (about $32–$102)");
    expect(card.textContent).not.toMatch(/under \$100–/);
    expect(formatRange({ min: 100, max: 200 })).toBe("up to $200");
    expect(formatRange({ min: 100, max: 100 })).toBe("under $100");
    expect(formatRange({ min: 300, max: 500 })).toBe("$300–$500");
  });

  it("puts plain words in the sentence and the technical term in its title", () => {
    const card = renderCard();
    const price = within(card).getByText("the plan's price in full");
    expect(price.tagName).toBe("ABBR");
    expect(price.getAttribute("title")).toMatch(/^Allowed amount: the rate your plan negotiated/);
    expect(within(card).getByText("your share of the plan's price").getAttribute("title")).toMatch(/^Coinsurance/);
    expect(card.textContent).not.toMatch(/allowed amount|negotiated rate/i);
  });

  it("counts hospitals with the language's plural rules", () => {
    const card = renderCard();
    expect(card.textContent).toContain(
      "1 hospital in AK that posts a price for Knee Surgery cannot be placed on a map, so it is not in this list.",
    );
    expect(within(card).getByRole("table").querySelector("caption")?.textContent).toMatch(
      /^1 hospital within 100 miles of 99501/,
    );
    expect(plural(21, { one: "# hospital posts", other: "# hospitals post" })).toBe("21 hospitals post");
    expect(plural(1234, { one: "# procedure", other: "# procedures" })).toBe("1,234 procedures");
    // French counts 0 as one: the rule is the language's, not `count === 1`
    expect(plural(0, { one: "# hôpital", other: "# hôpitaux" }, "fr-FR")).toBe("0 hôpital");
  });

  it("takes its words from its caller, so another language's page can show the same card", () => {
    const card = renderCard({
      ...PRICE_CARD_WORDS,
      title: (procedure) => `Vista previa de precios: ${procedure}`,
      nationalAverage: "Promedio nacional",
    });
    expect(card.textContent).toContain("Vista previa de precios: Knee Surgery");
    expect(within(card).getByText("Promedio nacional").tagName).toBe("DT");
  });
});
