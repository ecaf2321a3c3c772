/** The audit log names what it is about: the member, the request's title, the task's words, never a bare id. */
import { describe, expect, it } from "vitest";
import { listAudit } from "../../app/.server/admin/dashboard.server";
import { recordAudit } from "../../app/.server/audit.server";
import { insertHelpRequest, insertProfile, insertTask } from "../support/factories";
import { call, db, server, signedInAdmin } from "../support/auth-helpers";

describe("the audit log", () => {
  it("names each entry's target and who did it, and the Audit tab shows them as labelled cards", async () => {
    const { admin, cookie } = await signedInAdmin();
    const tag = crypto.randomUUID().slice(0, 6);
    const member = await insertProfile(db(), { fullName: `Olive ${tag}` });
    const request = await insertHelpRequest(db(), member.id, { title: `Knee MRI quote ${tag}` });
    const task = await insertTask(db(), member.id, { taskText: `Call Olive back ${tag}` });
    const actor = { actorId: admin.id, actorEmail: admin.email };
    await recordAudit(server(), {
      ...actor,
      action: "admin.user_tags_updated",
      targetType: "user",
      targetId: member.id,
    });
    await recordAudit(server(), {
      ...actor,
      action: "admin.request_status_changed",
      targetType: "request",
      targetId: request.id,
    });
    await recordAudit(server(), { ...actor, action: "admin.task_created", targetType: "task", targetId: task.id });
    await recordAudit(server(), { ...actor, action: "admin.task_created", targetType: "task", targetId: "gone-task" });

    const { items } = await listAudit(server(), { pageSize: 4 });
    expect(items.map((e) => [e.target_type, e.target_name, e.actor_name])).toEqual([
      ["task", null, admin.fullName],
      ["task", `Call Olive back ${tag}`, admin.fullName],
      ["request", `Knee MRI quote ${tag}`, admin.fullName],
      ["user", `Olive ${tag}`, admin.fullName],
    ]);

    const page = await (await call("/admin-dashboard?tab=audit", { cookie })).text();
    const html = page.slice(0, page.indexOf("window.__remixContext")).replace(/<!-- -->/g, "");
    expect(html).toContain(`Knee MRI quote ${tag}`);
    expect(html).toContain(`Olive ${tag}`);
    expect(html).not.toContain(member.id.slice(0, 8));
    // Each cell says what it is, so a phone can draw the row as a card.
    expect(html).toMatch(/<td data-label="Target">Request: Knee MRI quote/);
    expect(html).toContain('class="admin-table admin-data-table"');
    // The shared DataTable: a focusable scrolling region on a phone, and a cell's own class kept.
    expect(html).toContain(
      '<div class="admin-table-wrap" role="region" aria-label="Audit log, scrollable" tabindex="0">',
    );
    expect(html).toContain('<td data-label="Who" class="admin-audit__who">');
  });
});
