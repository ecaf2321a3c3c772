/**
 * Input is validated once, at the door (the Remix action's form, the `/api`
 * validator, a loader's query), and the service takes the schema's typed
 * output. A service that parsed again would read its own output as input:
 * a due date already turned into a Date would be refused as "not a valid date".
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTask } from "../../app/.server/admin/work.server";
import * as validation from "../../app/.server/validation.server";
import { ADMIN_MESSAGES } from "../../app/domain/admin";
import { previewPricesFromUrl } from "../../app/.server/prices/preview-form.server";
import { call, callApi, db, server, signedInAdmin, signedInMember } from "../support/auth-helpers";

describe("validated once, at the door", () => {
  it("a service takes the schema's output as it is (a Date stays a Date), without parsing it again", async () => {
    const { admin } = await signedInAdmin();
    const { member } = await signedInMember();
    const due = new Date("2026-12-01T15:00:00.000Z");
    const task = await createTask(server(), admin, member.id, { task_text: "Call the hospital", due_date: due });
    const stored = await db().query.tasks.findFirst({ where: (t, { eq }) => eq(t.id, task.id) });
    expect(stored?.dueDate?.toISOString()).toBe(due.toISOString());
  });

  it("the /api door refuses a bad value with the spec's message and passes a good one through once", async () => {
    const { cookie } = await signedInAdmin();
    const { member } = await signedInMember();
    const path = `/api/admin/users/${member.id}/tasks`;
    const refused = await call(path, { method: "POST", cookie, json: { task_text: "Call", due_date: "someday" } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: ADMIN_MESSAGES.dueDateInvalid,
      code: "invalid",
      details: { due_date: ADMIN_MESSAGES.dueDateInvalid },
    });
    const sent = await call(path, {
      method: "POST",
      cookie,
      json: { task_text: "  Call the hospital  ", due_date: "2026-12-01T15:00:00Z" },
    });
    expect(sent.status).toBe(201);
    const { task } = (await sent.json()) as { task: { id: string } };
    const stored = await db().query.tasks.findFirst({ where: (t, { eq }) => eq(t.id, task.id) });
    expect(stored).toMatchObject({ taskText: "Call the hospital" });
    expect(stored?.dueDate?.toISOString()).toBe("2026-12-01T15:00:00.000Z");
  });

  describe("the price search", () => {
    afterEach(() => vi.restoreAllMocks());

    it("its /api door checks the body once, with valid(): the service does not parse it again", async () => {
      const parses = vi.spyOn(validation, "parseInput");
      const res = await callApi("/search-providers", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://app.test" },
        body: JSON.stringify({ procedure: "MRI", zipCode: "10001", deductibleRemaining: 500, coinsurancePercent: 20 }),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { yourPlanOutOfPocket?: unknown }).yourPlanOutOfPocket).toBeDefined();
      expect(parses).not.toHaveBeenCalled();
    });

    it("the preview form's door checks its values once, and still refuses a bad one", async () => {
      const parses = vi.spyOn(validation, "parseInput");
      const answered = await previewPricesFromUrl(server(), new URL("https://app.test/?procedure=mri&zip=10001"));
      expect(answered?.ok).toBe(true);
      expect(parses).toHaveBeenCalledTimes(1);
      const refused = await previewPricesFromUrl(server(), new URL("https://app.test/?procedure=mri&zip=1"));
      expect(refused?.ok).toBe(false);
    });
  });

  it("no module-level memory of what was validated: the door helper is all the validation module holds", () => {
    expect(Object.keys(validation)).toEqual(["parseInput"]);
  });
});
