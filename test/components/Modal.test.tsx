import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "~/components/Modal";

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open details</button>
      <Modal
        open={open}
        title="Edit profile"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label>
          Full name <input />
        </label>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("renders nothing inside until opened, then names the dialog by its title", () => {
    render(<Harness />);
    expect(screen.queryByRole("heading", { name: "Edit profile" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open details" }));
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    const heading = screen.getByRole("heading", { name: "Edit profile" });
    expect(dialog.getAttribute("aria-labelledby")).toBe(heading.id);
  });

  it("closes from its labelled close button and from Escape (cancel)", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Open details" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector("dialog")!.open).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Open details" }));
    fireEvent(document.querySelector("dialog")!, new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(document.querySelector("dialog")!.open).toBe(false);
  });

  it("returns focus to the control that opened it", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open details" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(document.activeElement).toBe(opener);
  });
});

/** Owners that close the dialog by unmounting it, as the admin Send Email dialog does. */
function UnmountingHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Send Email</button>
      {open ? (
        <Modal open title="Send Email" onClose={() => setOpen(false)}>
          <label>
            Subject <input />
          </label>
        </Modal>
      ) : null}
    </>
  );
}

describe("Modal unmounted by its owner", () => {
  it("returns focus to the control that opened it after Escape", () => {
    render(<UnmountingHarness />);
    const opener = screen.getByRole("button", { name: "Send Email" });
    opener.focus();
    fireEvent.click(opener);
    screen.getByRole("textbox", { name: "Subject" }).focus();
    fireEvent(document.querySelector("dialog")!, new Event("cancel", { cancelable: true }));
    expect(document.querySelector("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
