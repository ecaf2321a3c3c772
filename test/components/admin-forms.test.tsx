import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { AddTaskModal } from "~/components/admin/AddTaskModal";
import { UsersTable } from "~/components/admin/AdminTables";
import { FlashProvider } from "~/components/admin/shared";
import { UserDetail, type UserRow } from "~/components/admin/UsersPanel";
import { ADMIN_MESSAGES } from "~/domain/admin";
import { parseAdminForm, type AdminActionResult } from "~/domain/admin-forms";

/** What the page's action received, and what it answers (the dashboard action's shape, from the shared parser). */
let posted: FormData[] = [];
let answer: (form: FormData) => AdminActionResult = (form) => ({
  ok: true,
  intent: String(form.get("intent")),
  message: "Saved",
});

afterEach(() => {
  posted = [];
});

/** The component inside a data router, so its fetcher posts to a real route action. */
function renderInRoute(children: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: "/admin-dashboard",
        element: <FlashProvider>{children}</FlashProvider>,
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(form);
          return answer(form);
        },
      },
    ],
    { initialEntries: ["/admin-dashboard"], future: { v7_relativeSplatPath: true } },
  );
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

const user: UserRow = {
  user_id: "u1",
  email: "maria@example.com",
  full_name: "Maria Lopez",
  phone_number: "3055550101",
  zip_code: "33101",
  role: "member",
  admin_notes: null,
  user_tags: null,
  created_at: "2026-01-05T10:00:00.000Z",
  plan: { kind: "never_paid", planLabel: null, status: "Never paid", endedAt: null },
} as UserRow;

const flash = () => document.querySelector(".admin-flash");

describe("admin profile edit (Conform)", () => {
  it("checks the ZIP before sending: the field's error under it, focus on it, one message in the flash, nothing posted", async () => {
    renderInRoute(<UserDetail user={user} />);
    fireEvent.click(screen.getByRole("button", { name: /Edit/ }));
    const zip = screen.getByLabelText("ZIP code") as HTMLInputElement;
    expect(zip.value).toBe("33101");
    fireEvent.input(zip, { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(zip.getAttribute("aria-invalid")).toBe("true"));
    const error = document.getElementById(zip.getAttribute("aria-describedby")!.split(" ")[0]);
    expect(error?.textContent).toBe("Please enter a valid ZIP code");
    expect(document.activeElement).toBe(zip);
    expect(flash()?.textContent).toContain("Update failed: Please enter a valid ZIP code");
    expect(zip.value).toBe("123");
    expect(posted).toHaveLength(0);
  });

  it("shows the server's refusal as the form's message and keeps what was typed", async () => {
    answer = (form) => {
      const result = parseAdminForm("update-user", form).reply({ formErrors: [ADMIN_MESSAGES.emailTaken] });
      return { ok: false, intent: "update-user", targetId: "u1", error: result.error![""]![0], result };
    };
    renderInRoute(<UserDetail user={user} />);
    fireEvent.click(screen.getByRole("button", { name: /Edit/ }));
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    fireEvent.input(email, { target: { value: "taken@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(flash()?.textContent).toContain(`Update failed: ${ADMIN_MESSAGES.emailTaken}`));
    expect(posted).toHaveLength(1);
    expect(posted[0].get("email")).toBe("taken@example.com");
    expect(posted[0].get("intent")).toBe("update-user");
    // The form stays open with the typed value.
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("taken@example.com");
  });
});

/** The words a button's aria-describedby points to; each must be on screen (not visually hidden). */
function reasonFor(button: HTMLElement): string {
  const ids = (button.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  const notes = ids.map((id) => document.getElementById(id));
  expect(notes.every((note) => note && !note.closest(".visually-hidden"))).toBe(true);
  return notes
    .map((note) => note?.textContent ?? "")
    .filter(Boolean)
    .join(" ");
}

describe("a disabled button says why", () => {
  it("Create Task: until there is a description", async () => {
    renderInRoute(
      <AddTaskModal assignee={{ id: "u1", name: "Maria Lopez", email: "maria@example.com" }} onClose={() => {}} />,
    );
    const create = screen.getByRole("button", { name: "Create Task", hidden: true }) as HTMLButtonElement;
    await waitFor(() => expect(create.disabled).toBe(true));
    expect(reasonFor(create)).toBe("Describe the task first.");
    fireEvent.input(screen.getByLabelText("Task Description"), { target: { value: "Call the clinic" } });
    await waitFor(() => expect(create.disabled).toBe(false));
    expect(create.getAttribute("aria-describedby")).toBeNull();
  });

  it("Apply to selected: until a row is selected", async () => {
    renderInRoute(
      <UsersTable users={[user]} sort={{ key: "created", dir: "desc" }} sortHref={() => "/admin-dashboard"} />,
    );
    const apply = screen.getByRole("button", { name: "Apply to selected" }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(reasonFor(apply)).toBe("Select one or more rows in the table first.");
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Maria Lopez" }));
    await waitFor(() => expect(apply.disabled).toBe(false));
    expect(reasonFor(apply)).toBe("");
  });
});

describe("Add Task (Conform)", () => {
  it("sends the due date as the instant the viewer picked, in their zone", async () => {
    answer = (form) => ({ ok: true, intent: String(form.get("intent")), message: ADMIN_MESSAGES.taskCreated });
    let closed = false;
    renderInRoute(
      <AddTaskModal
        assignee={{ id: "u1", name: "Maria Lopez", email: "maria@example.com" }}
        onClose={() => (closed = true)}
      />,
    );
    const create = screen.getByRole("button", { name: "Create Task", hidden: true });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(screen.getByLabelText("Task Description"), { target: { value: "Send the GI clinic quotes" } });
    fireEvent.input(screen.getByLabelText(/Due date/), { target: { value: "2030-01-15T09:30" } });
    await waitFor(() => expect(screen.getByText(ADMIN_MESSAGES.reminderNote)).toBeTruthy());
    fireEvent.click(create);

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].get("task_text")).toBe("Send the GI clinic quotes");
    expect(posted[0].get("due_date")).toBe(new Date("2030-01-15T09:30").toISOString());
    expect(posted[0].get("userId")).toBe("u1");
    await waitFor(() => expect(closed).toBe(true));
  });
});
