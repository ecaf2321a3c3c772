import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "~/components/SiteHeader";
import type { Lang } from "~/i18n";
import type { Messages } from "~/i18n/site/en";
import { en } from "~/i18n/site/en";
import { es } from "~/i18n/site/es";
import { fr } from "~/i18n/site/fr";
import type { SessionUser } from "~/utils/user";

const member: SessionUser = {
  id: "u1",
  email: "m@example.com",
  givenName: "Maria",
  role: "member",
  onboardingCompleted: true,
};
const admin: SessionUser = { ...member, id: "a1", role: "admin" };

const CATALOGS: Record<Lang, Messages> = { en, fr, es };

/** The header inside a data router (its Sign Out is a router form), on a page in `lang` (pages name their catalog in `handle`). */
function renderHeader(user: SessionUser | null, lang: Lang = "en", path = "/") {
  const router = createMemoryRouter(
    [
      { path: "*", element: <SiteHeader user={user} />, handle: { messages: CATALOGS[lang] } },
      { path: "/logout", action: () => null },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

describe("SiteHeader", () => {
  it("its menu button is a disclosure for the same links: aria-controls, aria-expanded, Escape returns focus", () => {
    renderHeader(null);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const button = within(nav).getByRole("button", { name: "Menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "")!;
    expect(panel).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/sign-in");
    expect(within(panel).getByRole("link", { name: "Care Concierge" }).getAttribute("href")).toBe("/pricing");

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel.dataset.open).toBe("true");
    within(panel).getByRole("link", { name: "Care Coverage" }).focus();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("closes when the page changes", async () => {
    const router = renderHeader(null);
    const button = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await act(() => router.navigate("/pricing"));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  // Sign Out's code loads when a signed-in header first shows it (the server draws it in place).
  it("a member sees their dashboard and exactly one Sign Out", async () => {
    renderHeader(member);
    expect(screen.getByRole("link", { name: "My Care Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(await screen.findAllByRole("button", { name: "Sign Out" })).toHaveLength(1);
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  });

  it("an admin sees the admin dashboard, never 'My Care Dashboard'", async () => {
    renderHeader(admin);
    expect(screen.getByRole("link", { name: "Admin Dashboard" }).getAttribute("href")).toBe("/admin-dashboard");
    expect(screen.queryByRole("link", { name: "My Care Dashboard" })).toBeNull();
    expect(await screen.findAllByRole("button", { name: "Sign Out" })).toHaveLength(1);
  });

  it("links to the other languages with their own names and hreflang", () => {
    renderHeader(null, "es", "/precios-y-planes");
    const nav = screen.getByRole("navigation", { name: "Navegación principal" });
    const languages = within(nav).getByRole("list", { name: "Idiomas" });
    const links = within(languages).getAllByRole("link");
    expect(
      links.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("hreflang"), a.getAttribute("lang")]),
    ).toEqual([
      ["English", "/", "en", "en"],
      ["Français", "/assurance-sante", "fr", "fr"],
    ]);
    expect(within(nav).getByRole("link", { name: "Iniciar sesión" })).toBeTruthy();
  });
});
