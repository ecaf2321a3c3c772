import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorList, FormError } from "~/components/forms";
import { DOCUMENT_MESSAGES, fileProblem } from "~/domain/documents";
import { PROFILE_MESSAGES } from "~/domain/profile";
import { es } from "~/i18n/refusals/es";
import { memberPageHandle, usePageLang } from "~/utils/member-lang";

// The page's matches: a member page (its handle is memberPageHandle) whose loader answered `lang`.
const page = { lang: "es" };
vi.mock("@remix-run/react", () => ({
  useMatches: () => [{ id: "routes/member-page", handle: memberPageHandle, data: page }],
}));

/** A member page's form, drawn by a part that reads the page's language (which asks for its refusal words). */
function MemberForm() {
  usePageLang();
  return (
    <form>
      <ErrorList id="name-error" errors={[PROFILE_MESSAGES.fullNameRequired]} />
      <FormError id="form-error" errors={[fileProblem("factura.pdf", DOCUMENT_MESSAGES.storageFull)]} />
    </form>
  );
}

afterEach(() => {
  page.lang = "es";
});

describe("a form's message in the page's language (useSayMessage, app/components/forms.tsx)", () => {
  it("ErrorList and FormError say an English refusal in Spanish on a Spanish member page, once its words arrive", async () => {
    render(<MemberForm />);
    // The Spanish refusals load on demand (app/i18n/refusals/load.ts): English until they arrive, then Spanish.
    expect(screen.getByText(PROFILE_MESSAGES.fullNameRequired)).toBeTruthy();
    expect(await screen.findByText(es.fullNameRequired())).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(`factura.pdf: ${es.storageFull()}`);
  });

  it("keeps the English on an English page, and a message with no code as it is", () => {
    page.lang = "en";
    render(<ErrorList id="a" errors={PROFILE_MESSAGES.fullNameRequired} />);
    expect(screen.getByText(PROFILE_MESSAGES.fullNameRequired)).toBeTruthy();
    page.lang = "es";
    render(<ErrorList id="b" errors="Words nobody catalogued" />);
    expect(screen.getByText("Words nobody catalogued")).toBeTruthy();
  });
});
