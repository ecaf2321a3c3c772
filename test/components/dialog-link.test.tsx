import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { DialogLink } from "~/components/DialogLink";

/** A page with one dialog opener, and the address shown so a test sees whether it navigated. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <DialogLink to="/dashboard/profile/edit" onOpen={() => setOpen(true)}>
        Edit profile
      </DialogLink>
      {open ? <p>dialog open</p> : null}
    </>
  );
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/dashboard", element: <Page /> },
      { path: "/dashboard/profile/edit", element: <p>the edit page</p> },
    ],
    { initialEntries: ["/dashboard"], future: { v7_relativeSplatPath: true } },
  );
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

describe("DialogLink", () => {
  it("is a real link to the dialog's page", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "Edit profile" }).getAttribute("href")).toBe("/dashboard/profile/edit");
  });

  it("opens the dialog on a plain click, without leaving the page", () => {
    renderPage();
    fireEvent.click(screen.getByRole("link", { name: "Edit profile" }), { button: 0 });
    expect(screen.getByText("dialog open")).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/dashboard");
  });

  it("leaves a click with a modifier key (new tab, new window) to the browser", () => {
    renderPage();
    const link = screen.getByRole("link", { name: "Edit profile" });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(event);
    expect(screen.queryByText("dialog open")).toBeNull();
  });
});
