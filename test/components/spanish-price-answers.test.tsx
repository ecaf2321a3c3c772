/**
 * The Spanish price card with real answers: each fixture is what the price service gives for that search
 * (test/integration/price-sentences.test.ts fails when the service's answer and its fixture part), rendered by
 * the real card with the Spanish words. No English sentence may reach the page: the answer's sentences arrive as
 * codes (`said`) and the card says them in Spanish. Names stay as they are: the procedure's English name (marked
 * `lang="en"`, beside its Spanish one) and the hospitals' names.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { PriceResults } from "~/components/PriceResults";
import type { PriceInsight } from "~/domain/prices";
import { es } from "~/i18n/prices/es";
import answers from "../fixtures/price-answers/answers.json";

/** Words that only English has: any of them on the Spanish card is an English sentence leaking through. */
const ENGLISH =
  /\b(the|of|and|with|your|for|near|from|is|are|this|that|which|only|not|price|prices|cash|fee|fees|hospitals|miles|includes|adjusted|estimate)\b/i;

afterEach(cleanup);

function renderSpanish(insight: PriceInsight) {
  const router = createMemoryRouter(
    [{ path: "*", element: <PriceResults data={{ kind: "ok", insight }} words={es} /> }],
    { initialEntries: [`/precios-y-planes?zip=${insight.zip}&procedure=${insight.procedureSlug}`] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return screen.getByRole("region", { name: /^Precio estimado/ });
}

describe("the Spanish price card with the price service's own answers", () => {
  for (const [search, answer] of Object.entries(answers)) {
    const insight = answer as PriceInsight;
    it(`says every sentence of ${search} in Spanish`, () => {
      expect(insight.said, "the fixture is an answer with codes").toBeTruthy();
      const card = renderSpanish(insight);
      // Marked English: only the procedure's English name, beside its Spanish one ("(MRI)", " — Knee Surgery").
      const marked = [...card.querySelectorAll('[lang="en"]')].map((e) => e.textContent?.replace(/^ — | \(|\)$/g, ""));
      expect(marked).toEqual([insight.procedure]);
      let text = card.textContent ?? "";
      const names = [insight.procedure, ...(insight.nearbyHospitals?.hospitals ?? []).map((h) => h.name)];
      for (const name of names) text = text.replaceAll(name, "");
      expect(text.match(ENGLISH)?.[0] ?? null).toBeNull();
      // The English strings the /api keeps are not on the page either.
      const english = [
        insight.regionNote,
        insight.hospitalCashNote,
        insight.cashNote,
        insight.nationalAverageNote,
        insight.nationalAverageSource,
        ...insight.dataSources,
        ...(insight.coverage?.includes ?? []),
      ].filter((s): s is string => Boolean(s));
      for (const sentence of english) expect(card.textContent).not.toContain(sentence);
    });
  }

  it("says the answer's figures in its sentences: the saving in the 'cash may be cheaper' line, the state's name", () => {
    const mri = answers["mri@10001"] as PriceInsight;
    expect(mri.cashSavings).toBeGreaterThan(0);
    const card = renderSpanish(mri);
    expect(card.textContent).toContain(
      `Pagar en efectivo puede salirle más barato que usar su seguro: unos $${mri.cashSavings!.toLocaleString("en-US")} menos`,
    );
    expect(card.textContent).toContain("ajustados a cómo fijan sus precios los hospitales de NY");
  });
});
