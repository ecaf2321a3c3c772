import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { StatusBadge } from "~/components/StatusBadge";
import { RegistrationForm } from "~/components/registration/RegistrationForm";
import { SIGNUP_DRAFT_KEY } from "~/utils/storage";

function setup(overrides: Partial<Parameters<typeof RegistrationForm>[0]> = {}) {
  const onComplete = vi.fn();
  render(<RegistrationForm signedIn={false} busy={false} onComplete={onComplete} {...overrides} />);
  return { onComplete };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

function fillStep1() {
  type("Full name", "Nina Novak");
  type("Email", "nina@example.com");
  type("Phone number", "(305) 555-0188");
  type("ZIP code", "33101");
  type("Date of birth", "1990-05-17");
}

describe("RegistrationForm", () => {
  beforeEach(() => window.localStorage.clear());

  it("shows every step-1 message under its field and stays on step 1", async () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: /Next Step/ }));
    for (const message of [
      "Full name is required",
      "Email is required",
      "Phone number is required",
      "ZIP code is required",
      "Date of birth is required",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    const name = screen.getByLabelText("Full name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toContain("registration-full_name-error");
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole("heading", { name: "Basic Information" })).toBeTruthy();
  });

  it("says 'Please enter a valid email' and 'Please enter a valid ZIP code' for bad formats", async () => {
    setup();
    fillStep1();
    type("Email", "nina@");
    type("ZIP code", "331");
    fireEvent.click(screen.getByRole("button", { name: /Next Step/ }));
    expect(await screen.findByText("Please enter a valid email")).toBeTruthy();
    expect(screen.getByText("Please enter a valid ZIP code")).toBeTruthy();
    expect(screen.queryByText("Full name is required")).toBeNull();
  });

  it("moves to step 2, shows provider fields only when insured, and checks step 2", async () => {
    const { onComplete } = setup();
    fillStep1();
    fireEvent.click(screen.getByRole("button", { name: /Next Step/ }));
    expect(await screen.findByRole("heading", { name: "Care & Coverage" })).toBeTruthy();
    expect(screen.queryByLabelText(/Insurance provider/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Complete Registration" }));
    expect(await screen.findByText("Insurance status is required")).toBeTruthy();
    expect(screen.getByText("Service needed is required")).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText("I have health insurance"));
    expect(screen.getByLabelText(/Insurance provider/)).toBeTruthy();
    expect(screen.getByLabelText(/Member ID/)).toBeTruthy();
    type("Service needed", "A second opinion on a bill");
    fireEvent.click(screen.getByRole("button", { name: "Complete Registration" }));
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({
        full_name: "Nina Novak",
        insurance_status: "insured",
        member_id: "",
        service_needed: "A second opinion on a bill",
      }),
    );

    fireEvent.click(screen.getByRole("button", { name: /Previous Step/ }));
    expect(screen.getByRole("heading", { name: "Basic Information" })).toBeTruthy();
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Nina Novak");
  });

  it("keeps the draft in browser storage and restores it", async () => {
    setup();
    type("Full name", "Draft Person");
    await waitFor(() => expect(window.localStorage.getItem(SIGNUP_DRAFT_KEY)).toContain("Draft Person"));
    screen.getByLabelText("Full name");
    // A fresh render (a reload) restores the value.
    document.body.innerHTML = "";
    setup();
    await waitFor(() => expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Draft Person"));
  });

  it("shows 'Submitting...' while busy", () => {
    window.localStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify({ step: 2, values: { full_name: "A" } }));
    setup({ busy: true });
    return waitFor(() => expect(screen.getByRole("button", { name: "Submitting..." })).toBeTruthy());
  });
});

describe("StatusBadge", () => {
  it("pairs each status with its word", () => {
    render(
      <>
        <StatusBadge status="pending" />
        <StatusBadge status="in_progress" />
        <StatusBadge status="completed" />
        <StatusBadge status="weird" />
      </>,
    );
    expect(screen.getAllByText("Pending")).toHaveLength(2);
    expect(screen.getByText("In Progress")).toBeTruthy();
    expect(screen.getByText("Completed")).toBeTruthy();
  });
});
