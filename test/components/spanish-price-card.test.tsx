import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { en as PRICE_CARD_WORDS } from "~/i18n/prices/en";
import { PriceResults } from "~/components/PriceResults";
import type { PriceInsight } from "~/domain/prices";
import { es as priceCardEs } from "~/i18n/prices/es";
import answers from "../fixtures/price-answers/answers.json";
import { kneeSurgeryInsight } from "../support/price-insight";

/** The card test's answer, with the codes (`said`) the price service gives for the same search. */
const insight: PriceInsight = {
  ...kneeSurgeryInsight,
  said: (answers["knee-surgery@99501"] as PriceInsight).said,
  hospitalCashNote:
    "The middle half of the cash prices hospitals post for this procedure (mostly the hospital's own fee)",
  regionNote: "Adjusted for Medicare costs in the Anchorage area (AK).",
  coverage: { ...kneeSurgeryInsight.coverage!, excludes: ["anesthesia time, which is billed by the minute"] },
  nearbyHospitals: {
    ...kneeSurgeryInsight.nearbyHospitals!,
    hospitals: [{ ...kneeSurgeryInsight.nearbyHospitals!.hospitals[0], priceFlag: "high" }],
    unplacedInState: 2,
  },
};

function renderSpanishCard() {
  const router = createMemoryRouter(
    [{ path: "*", element: <PriceResults data={{ kind: "ok", insight }} words={priceCardEs} /> }],
    { initialEntries: ["/precios-y-planes?zip=99501&procedure=knee-surgery"] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return screen.getByRole("region", {
    name: "Precio estimado: Cirugía artroscópica de rodilla (menisco) — Knee Surgery cerca de 99501",
  });
}

/** Every sentence a words object holds (functions called with sample values), for the leak check. */
function sentences(words: unknown): string[] {
  if (words && typeof words === "object" && "sentence" in words) {
    // The answer's sentences take their values by name: price-sentences.test.ts checks them.
    const { sentence: _s, part: _p, datasets: _d, benchmark: _b, ...card } = words as Record<string, unknown>;
    return sentences(card);
  }
  if (typeof words === "string") return [words];
  if (typeof words === "function") {
    const said = (words as (...args: unknown[]) => unknown)("X", "Y", "Z", "W");
    return sentences(said).map((s) => s.replace(/\b[XYZW]\b/g, "").trim());
  }
  if (Array.isArray(words)) return words.flatMap(sentences);
  if (words && typeof words === "object") return Object.values(words).flatMap(sentences);
  return [];
}

describe("the Spanish page's price card", () => {
  it("is the same card as the English page's: hospitals, the after-deductible line and what it includes", () => {
    const card = renderSpanishCard();
    expect(within(card).getByText("Con seguro").tagName).toBe("DT");
    expect(card.textContent).toContain("Después de cubrir su deducible: $800–$900");
    expect(card.textContent).toContain(
      "Incluye los honorarios del médico, la tarifa del centro quirúrgico y la anestesia (su tarifa base).",
    );
    expect(card.textContent).toContain("No incluye: el tiempo de anestesia, que se cobra por minuto.");
    expect(card.textContent).toContain("hasta $200 (unos $32–$102)");
    const hospitals = within(card).getByRole("region", {
      name: "Hospitales cerca de 99501 que publican un precio en efectivo",
    });
    expect(within(hospitals).getByRole("link", { name: "Providence Alaska Medical Center" })).toBeTruthy();
    expect(within(hospitals).getByRole("columnheader", { name: "Precio en efectivo publicado" })).toBeTruthy();
    expect(hospitals.textContent).toContain("Más del triple de la mediana nacional de los hospitales");
    expect(hospitals.textContent).toContain(
      "2 hospitales de AK que publican un precio para Cirugía artroscópica de rodilla (menisco) — Knee Surgery",
    );
    expect(within(card).getByRole("link", { name: "Quiero que me ayuden a pagar menos" }).getAttribute("href")).toBe(
      "/form?lang=es",
    );
  });

  it("says the answer's sentences in Spanish, marks only the procedure's English name, and leaks no English card words", () => {
    const card = renderSpanishCard();
    const english = [...card.querySelectorAll('[lang="en"]')].map((e) => e.textContent);
    // the procedure's English name, beside its Spanish one (which has brackets of its own)
    expect(english).toEqual([" — Knee Surgery"]);
    expect(card.textContent).toContain("Ajustados a los costos de Medicare en la zona de Alaska (AK).");
    expect(card.textContent).not.toContain("Adjusted for Medicare costs");
    for (const element of card.querySelectorAll('[lang="en"]')) element.remove();
    const spanishText = card.textContent ?? "";
    const spanish = new Set(sentences(priceCardEs));
    const leaks = sentences(PRICE_CARD_WORDS)
      .filter((s) => s.length > 4 && !spanish.has(s))
      .filter((s) => spanishText.includes(s));
    expect(leaks).toEqual([]);
    expect(spanishText).not.toMatch(/\b(the|with|your|near|Includes|miles|price)\b/);
  });

  it("marks an answer's English sentences as English when the answer has no codes (one cached before them)", () => {
    const router = createMemoryRouter(
      [{ path: "*", element: <PriceResults data={{ kind: "ok", insight: kneeSurgeryInsight }} words={priceCardEs} /> }],
      { initialEntries: ["/precios-y-planes?zip=99501&procedure=knee-surgery"] },
    );
    render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    const card = screen.getByRole("region", { name: /^Precio estimado/ });
    const english = [...card.querySelectorAll('[lang="en"]')].map((e) => e.textContent);
    expect(english).toContain("Medicare Physician Fee Schedule, CY2025");
  });
});
