import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SendEmailModal } from "~/components/admin/SendEmailModal";

// @remix-run/testing is not installed: the fetcher is stubbed at the module boundary; the modal,
// Conform and the schemas are the real ones.
const submit = vi.fn();
vi.mock("@remix-run/react", () => ({ useFetcher: () => ({ state: "idle", data: undefined, submit }) }));

const recipient = { id: "user-1", name: "Claire Dubois", email: "claire@example.com" };

beforeEach(() => submit.mockClear());

function type(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field, { target: { value } });
}

/** The words a button's aria-describedby points to; each must be on screen (not visually hidden). */
function reasonFor(button: HTMLElement): string {
  const ids = (button.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  const notes = ids.map((id) => document.getElementById(id));
  expect(notes.every((note) => note && !note.closest(".visually-hidden"))).toBe(true);
  return notes.map((note) => note?.textContent ?? "").join(" ");
}

describe("SendEmailModal (docs/product.md#admin)", () => {
  it("Send stays disabled until subject and message are filled after trimming", async () => {
    render(<SendEmailModal recipient={recipient} onClose={() => {}} />);
    const send = screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(true));
    type("Subject", "   ");
    type("Message", "Hello");
    await waitFor(() => expect(send.disabled).toBe(true));
    type("Subject", "Your estimate");
    await waitFor(() => expect(send.disabled).toBe(false));
  });

  it("a disabled Send says why in words beside it (aria-describedby), and stops saying it once it can send", async () => {
    render(<SendEmailModal recipient={recipient} onClose={() => {}} />);
    const send = screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(true));
    expect(reasonFor(send)).toBe("Write a subject and a message first.");
    type("Subject", "Your estimate");
    await waitFor(() => expect(reasonFor(send)).toBe("Write a message first."));
    type("Subject", " ");
    type("Message", "Hello");
    await waitFor(() => expect(reasonFor(send)).toBe("Write a subject first."));
    type("Subject", "Your estimate");
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(send.getAttribute("aria-describedby")).toBeNull();
  });

  it("sends subject, message and the listed files as multipart/form-data to the user's email route, never base64", async () => {
    render(<SendEmailModal recipient={recipient} onClose={() => {}} />);
    type("Subject", "Your estimate");
    type("Message", "See attached");
    const input = screen.getByLabelText("Attachments (optional, max 10MB each)");
    const keep = new File(["MRI: $400"], "estimate.txt", { type: "text/plain" });
    const drop = new File(["remove me"], "extra.txt", { type: "text/plain" });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge-scan.pdf", { type: "application/pdf" });
    fireEvent.change(input, { target: { files: [keep, drop, huge] } });
    expect(screen.getByRole("alert").textContent).toContain('"huge-scan.pdf" is larger than 10MB');
    fireEvent.click(screen.getByRole("button", { name: "Remove extra.txt" }));
    const send = screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.submit(document.getElementById(send.getAttribute("form")!)!);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const [body, options] = submit.mock.calls[0] as [FormData, Record<string, string>];
    expect(options).toEqual({
      method: "post",
      encType: "multipart/form-data",
      action: "/admin-dashboard/users/user-1/email",
    });
    expect([...body.keys()]).toEqual(["subject", "message", "attachments"]);
    expect(body.get("subject")).toBe("Your estimate");
    const sent = body.get("attachments") as File;
    expect(sent.name).toBe("estimate.txt");
    expect(await sent.text()).toBe("MRI: $400");
  });
});
