import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import AssuranceSante from "~/routes/assurance-sante";
import InsuranceGuidance from "~/routes/insurance-guidance";
import { fr as insurancePageFr } from "~/i18n/insurance-page/fr";

function renderPage(element: JSX.Element) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/"] });
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

describe("the French page is the Care Coverage page's sections with French words", () => {
  it("renders the shared hero, tier cards, call to action and disclaimer in French", () => {
    renderPage(<AssuranceSante />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(insurancePageFr.hero.title);
    const tiers = screen.getAllByRole("article").filter((a) => a.classList.contains("plan-card"));
    expect(tiers.map((t) => within(t).getByRole("heading").textContent)).toEqual(["Core", "Essential", "Premium"]);
    expect(tiers[0].textContent).toContain("100 $ à 200 $ par mois");
    expect(screen.getByRole("heading", { name: "Avertissement" })).toBeTruthy();
    const naic = screen.getByRole("link", { name: /département des assurances/ });
    expect(naic.textContent).toContain("(s'ouvre dans un nouvel onglet)");
    expect(document.body.textContent).not.toMatch(/opens in a new tab|\/month|Request |Disclaimer|See Your Price/);
  });

  it("the English page renders the same sections with its own words", () => {
    renderPage(<InsuranceGuidance />);
    const tiers = screen.getAllByRole("article").filter((a) => a.classList.contains("plan-card"));
    expect(tiers.map((t) => within(t).getByRole("heading").textContent)).toEqual(["Core", "Essential", "Premium"]);
    expect(within(tiers[0]).getByRole("link", { name: "Request Core" }).getAttribute("href")).toBe("/form");
    expect(tiers[1].classList.contains("plan-card--highlight")).toBe(true);
    expect(screen.getByRole("heading", { name: "Disclaimer" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /HealthCare\.gov/ }).textContent).toContain("(opens in a new tab)");
  });
});
