import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "~/components/SiteFooter";
import AssuranceSante from "~/routes/assurance-sante";
import InsuranceGuidance from "~/routes/insurance-guidance";
import Pricing from "~/routes/pricing";
import PrivacyTerms from "~/routes/privacy-terms";
import { useLang } from "~/utils/lang";

/** The pages that render the contact dialog (every page has the footer's; privacy-terms has its own too). */
const PAGES: { path: string; Page: ComponentType; lang?: "fr" }[] = [
  { path: "/pricing", Page: Pricing },
  { path: "/insurance-guidance", Page: InsuranceGuidance },
  { path: "/assurance-sante", Page: AssuranceSante, lang: "fr" },
  { path: "/privacy-terms", Page: PrivacyTerms },
];

function Shell() {
  return (
    <>
      <main>
        <Outlet />
      </main>
      <SiteFooter lang={useLang()} />
    </>
  );
}

async function dialogButtonClasses(path: string, Page: ComponentType, lang?: "fr", trigger: "footer" | "page" = "footer") {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        loader: () => ({ user: null, turnstileSiteKey: null }),
        element: <Shell />,
        children: [{ path, element: <Page />, loader: () => ({ appUrl: "https://app.test" }), handle: lang ? { lang } : undefined }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  const scope = trigger === "footer" ? await screen.findByRole("contentinfo") : await screen.findByRole("main");
  const opener = await within(scope).findByRole("button", { name: lang === "fr" ? "Nous contacter" : "Contact Us" });
  await act(async () => fireEvent.click(opener));
  const dialog = document.querySelector("dialog[open]") as HTMLElement;
  const classes = within(dialog)
    .getAllByRole("button")
    .filter((b) => b.getAttribute("type") === "submit" || b.textContent === (lang === "fr" ? "Annuler" : "Cancel"))
    .map((b) => `${b.textContent}: ${b.className}`);
  // The buttons sit in the dialog's own footer row (outside the scrolling body), so they stay in view.
  const row = dialog.querySelector("button[type=submit]")!.parentElement!;
  const inDialogFooter = row.parentElement === dialog && row !== dialog.firstElementChild;
  view.unmount();
  return { classes, inDialogFooter };
}

describe("the contact dialog", () => {
  it("has the same buttons, with the same classes, on every page that includes it", async () => {
    const seen: string[][] = [];
    for (const { path, Page, lang } of PAGES) {
      const { classes, inDialogFooter } = await dialogButtonClasses(path, Page, lang);
      expect(inDialogFooter).toBe(true);
      seen.push(classes.map((c) => c.replace(/^[^:]+: /, "")));
    }
    const privacy = await dialogButtonClasses("/privacy-terms", PrivacyTerms, undefined, "page");
    seen.push(privacy.classes.map((c) => c.replace(/^[^:]+: /, "")));
    expect(seen[0]).toEqual(["btn btn-secondary", "btn btn-primary"]);
    for (const classes of seen) expect(classes).toEqual(seen[0]);
  });
});
