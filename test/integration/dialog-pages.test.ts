/**
 * The dashboards' dialogs as pages, for a browser without JavaScript
 * (/dashboard/profile/edit, /dashboard/requests/new,
 * /admin-dashboard/users/:id/task): the same guards as the dashboards, the
 * same services, a refusal answered on the page with what was typed, a
 * success sent back to the dashboard.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { helpRequests, profiles, tasks } from "../../db/schema";
import { insertProfile } from "../support/factories";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});
const visible = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");

const PROFILE = {
  full_name: "Nina Novak",
  phone_number: "(305) 555-0142",
  zip_code: "33101",
  date_of_birth: "1990-05-17",
  insurance_status: "uninsured",
  service_needed: "MRI of the knee",
};

describe("member dialog pages", () => {
  it("send visitors to sign in and admins to their dashboard, for the page and its post", async () => {
    const { cookie } = await signedInAdmin();
    for (const path of ["/dashboard/profile/edit", "/dashboard/requests/new"]) {
      const visitor = await call(path, { redirect: "manual" });
      expect([path, visitor.status, visitor.headers.get("Location")]).toEqual([path, 302, "/sign-in"]);
      const admin = await call(path, { cookie, ...form({ title: "x" }) });
      expect([path, admin.status, admin.headers.get("Location")]).toEqual([path, 302, "/admin-dashboard"]);
    }
  });

  it("edit profile: a refused date answers on the page with what was typed; saved, back to the dashboard, which says so", async () => {
    const { member, cookie } = await signedInMember();
    const page = await call("/dashboard/profile/edit", { cookie });
    expect(page.status).toBe(200);
    expect(visible(await page.text())).toContain(`value="${member.email}"`);

    const refused = await call("/dashboard/profile/edit", {
      cookie,
      ...form({ ...PROFILE, email: member.email, date_of_birth: "2099-01-01" }),
    });
    expect(refused.status).toBe(400);
    const html = visible(await refused.text());
    expect(html).toContain("Please enter a valid date of birth");
    expect(html).toContain('value="(305) 555-0142"');
    expect((await db().select().from(profiles).where(eq(profiles.id, member.id)))[0].phoneNumber).not.toBe(
      "(305) 555-0142",
    );

    const saved = await call("/dashboard/profile/edit", { cookie, ...form({ ...PROFILE, email: member.email }) });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/dashboard?saved=profile");
    expect((await db().select().from(profiles).where(eq(profiles.id, member.id)))[0].phoneNumber).toBe(
      "(305) 555-0142",
    );
    expect(visible(await (await call("/dashboard?saved=profile", { cookie })).text())).toContain(
      "Your profile is updated.",
    );
  });

  it("new request: a blank title answers on the page with the description kept; sent, back to the dashboard", async () => {
    const { member, cookie } = await signedInMember();
    const refused = await call("/dashboard/requests/new", {
      cookie,
      ...form({ request_type: "bill_review", title: "  ", description: "Billed twice.", priority: "high" }),
    });
    expect(refused.status).toBe(400);
    const html = visible(await refused.text());
    expect(html).toContain("Please fill in all required fields");
    expect(html).toContain(">Billed twice.</textarea>");
    expect(await db().select().from(helpRequests).where(eq(helpRequests.userId, member.id))).toHaveLength(0);

    const sent = await call("/dashboard/requests/new", {
      cookie,
      ...form({ request_type: "bill_review", title: "Two bills", description: "Billed twice.", priority: "high" }),
    });
    expect(sent.headers.get("Location")).toBe("/dashboard?saved=request");
    const [row] = await db().select().from(helpRequests).where(eq(helpRequests.userId, member.id));
    expect([row.title, row.requestType, row.priority]).toEqual(["Two bills", "bill_review", "high"]);
  });
});

describe("admin Add Task page", () => {
  it("sends visitors to / and members to their dashboard, for the page and its post; nothing is created", async () => {
    const { member, cookie } = await signedInMember();
    const path = `/admin-dashboard/users/${member.id}/task`;
    const visitor = await call(path, { redirect: "manual" });
    expect([visitor.status, visitor.headers.get("Location")]).toEqual([302, "/"]);
    const post = await call(path, { cookie, ...form({ task_text: "Do it" }) });
    expect([post.status, post.headers.get("Location")]).toEqual([302, "/dashboard"]);
    expect(await db().select().from(tasks).where(eq(tasks.userId, member.id))).toHaveLength(0);
  });

  it("is not found for an unknown user", async () => {
    const { cookie } = await signedInAdmin();
    expect((await call(`/admin-dashboard/users/${crypto.randomUUID()}/task`, { cookie })).status).toBe(404);
  });

  it("refuses a blank description on the page; creates the task for the user in its address only, then back to the task list", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const other = await insertProfile(db());
    const path = `/admin-dashboard/users/${member.id}/task`;
    const refused = await call(path, { cookie, ...form({ task_text: "   " }) });
    expect(refused.status).toBe(400);
    expect(visible(await refused.text())).toContain("Task description is required");

    // Another intent or user in the form changes nothing: this page makes a task for its user.
    const made = await call(path, {
      cookie,
      ...form({ intent: "update-user", userId: other.id, task_text: "Call about the quote" }),
    });
    expect([made.status, made.headers.get("Location")]).toEqual([302, "/admin-dashboard?tab=tasks&saved=task"]);
    const [task] = await db().select().from(tasks).where(eq(tasks.userId, member.id));
    expect(task.taskText).toBe("Call about the quote");
    expect(await db().select().from(tasks).where(eq(tasks.userId, other.id))).toHaveLength(0);
    expect(visible(await (await call("/admin-dashboard?tab=tasks&saved=task", { cookie })).text())).toContain(
      "Task created successfully!",
    );
  });
});
