import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "~/components/SiteFooter";
import AssuranceSante from "~/routes/assurance-sante";
import InsuranceGuidance from "~/routes/insurance-guidance";
import Pricing from "~/routes/pricing";
import PrivacyTerms from "~/routes/privacy-terms";
import { fr } from "~/i18n/site/fr";
import { CONCIERGE_PLANS } from "~/data/plans";
import { planCharge } from "~/.server/payments/offers.server";

/** The pages that render the contact dialog (every page has the footer's; privacy-terms has its own too). */
// Each page's own loader data, as a visitor gets it: the plans at a new visitor's prices, the retention period.
const PAGES: { path: string; Page: ComponentType; lang?: "fr"; data?: Record<string, unknown> }[] = [
  {
    path: "/pricing",
    Page: Pricing,
    data: {
      charges: CONCIERGE_PLANS.map((plan) => planCharge(plan, { newMember: true, credit: false, enrolled: false })),
    },
  },
  { path: "/insurance-guidance", Page: InsuranceGuidance },
  { path: "/assurance-sante", Page: AssuranceSante, lang: "fr" },
  { path: "/privacy-terms", Page: PrivacyTerms, data: { retentionDays: 365 } },
];

function Shell() {
  return (
    <>
      <main>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

async function dialogButtonClasses(
  path: string,
  Page: ComponentType,
  lang?: "fr",
  trigger: "footer" | "page" = "footer",
  data?: Record<string, unknown>,
) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        loader: () => ({ user: null, turnstileSiteKey: null }),
        element: <Shell />,
        children: [
          {
            path,
            element: <Page />,
            loader: () => ({ appUrl: "https://app.test", ...data }),
            handle: lang ? { messages: fr } : undefined,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  const scope = trigger === "footer" ? await screen.findByRole("contentinfo") : await screen.findByRole("main");
  const opener = await within(scope).findByRole("button", { name: lang === "fr" ? "Nous contacter" : "Contact Us" });
  await act(async () => fireEvent.click(opener));
  // The dialog's code loads on first opening.
  const dialog = await waitFor(() => {
    const open = document.querySelector<HTMLElement>("dialog[open]");
    if (!open) throw new Error("the dialog is not open yet");
    return open;
  });
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
    // The dialog's code loads on first opening: await that load itself, so a busy machine's slow import is not
    // mistaken for a dialog that never opens (waitFor below gives up after a second).
    await import("~/components/ContactModal");
    const seen: string[][] = [];
    for (const { path, Page, lang, data } of PAGES) {
      const { classes, inDialogFooter } = await dialogButtonClasses(path, Page, lang, "footer", data);
      expect(inDialogFooter).toBe(true);
      seen.push(classes.map((c) => c.replace(/^[^:]+: /, "")));
    }
    const privacy = await dialogButtonClasses("/privacy-terms", PrivacyTerms, undefined, "page", {
      retentionDays: 365,
    });
    seen.push(privacy.classes.map((c) => c.replace(/^[^:]+: /, "")));
    expect(seen[0]).toEqual(["btn btn-secondary", "btn btn-primary"]);
    for (const classes of seen) expect(classes).toEqual(seen[0]);
  });
});

describe("the contact dialog's form", () => {
  afterEach(() => vi.restoreAllMocks());

  async function openFooterDialog() {
    const router = createMemoryRouter(
      [
        {
          id: "root",
          loader: () => ({ user: null, turnstileSiteKey: null }),
          element: <Shell />,
          children: [{ path: "/", element: <p>Home</p> }],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    const opener = await within(await screen.findByRole("contentinfo")).findByRole("button", { name: "Contact Us" });
    await act(async () => fireEvent.click(opener));
    return within(await screen.findByRole("dialog", { name: "Contact Us" }));
  }

  it("says beside a disabled Send why it is disabled, and stops once all three are filled in", async () => {
    const dialog = await openFooterDialog();
    const send = dialog.getByRole("button", { name: "Send Message" }) as HTMLButtonElement;
    const reason = () => document.getElementById(send.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(send.disabled).toBe(true);
    expect(reason()).toBe("Fill in your name, email and message first.");
    fireEvent.input(dialog.getByLabelText("Name"), { target: { value: "Ana Ruiz" } });
    fireEvent.input(dialog.getByLabelText("Email"), { target: { value: "ana@example.com" } });
    fireEvent.input(dialog.getByLabelText("Message"), { target: { value: "How much is a knee MRI?" } });
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(send.getAttribute("aria-describedby")).toBeNull();
  });

  it("keeps Send disabled until all three are filled in after trimming, then shows the server's refusal and keeps what was typed", async () => {
    const post = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ error: "Please wait a minute and try again." }, { status: 429 }));
    const dialog = await openFooterDialog();
    const send = dialog.getByRole("button", { name: "Send Message" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.input(dialog.getByLabelText("Name"), { target: { value: "Ana Ruiz" } });
    fireEvent.input(dialog.getByLabelText("Email"), { target: { value: "ana@example.com" } });
    fireEvent.input(dialog.getByLabelText("Message"), { target: { value: "   " } });
    await waitFor(() => expect(send.disabled).toBe(true));
    fireEvent.input(dialog.getByLabelText("Message"), { target: { value: "How much is a knee MRI?" } });
    await waitFor(() => expect(send.disabled).toBe(false));

    await act(async () => fireEvent.click(send));
    expect(await dialog.findByRole("alert")).toHaveProperty("textContent", "Please wait a minute and try again.");
    expect(post).toHaveBeenCalledWith("/api/contact", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(String(post.mock.calls[0][1]?.body))).toEqual({
      name: "Ana Ruiz",
      email: "ana@example.com",
      message: "How much is a knee MRI?",
    });
    expect((dialog.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("How much is a knee MRI?");
    expect(dialog.getByLabelText("Name").getAttribute("aria-describedby")).toBe(dialog.getByRole("alert").id);
  });

  it("checks the email with the server's schema before sending, and says what is wrong under the field", async () => {
    const post = vi.spyOn(globalThis, "fetch");
    const dialog = await openFooterDialog();
    fireEvent.input(dialog.getByLabelText("Name"), { target: { value: "Ana" } });
    fireEvent.input(dialog.getByLabelText("Email"), { target: { value: "ana@" } });
    fireEvent.input(dialog.getByLabelText("Message"), { target: { value: "Hello" } });
    const send = dialog.getByRole("button", { name: "Send Message" });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(send));
    expect(await dialog.findByText("Please enter a valid email")).toBeTruthy();
    expect(dialog.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(dialog.getByLabelText("Email"));
    expect(post).not.toHaveBeenCalled();
  });
});
