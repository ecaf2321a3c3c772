import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../app/domain/admin";
import { insertHelpRequest, insertProfile } from "../support/factories";
import { profiles, tasks } from "../../db/schema";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";

/** Remix single-fetch action call (what a fetcher sends). */
function act(cookie: string, fields: Record<string, string>) {
  const init = { body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } };
  return call("/admin-dashboard.data", { method: "POST", cookie, ...init });
}

/** A page's visible words, tags and React's text markers dropped, spaces collapsed. */
const words = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replace(/\( /g, "(")
    .replace(/ \)/g, ")");

describe("/admin-dashboard page", () => {
  it("sends visitors to / and members to their dashboard, for the page and its action", async () => {
    const visitor = await call("/admin-dashboard", { redirect: "manual" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/");
    const { cookie } = await signedInMember();
    const member = await call("/admin-dashboard", { cookie, redirect: "manual" });
    expect(member.status).toBe(302);
    expect(member.headers.get("Location")).toBe("/dashboard");
    const post = await call("/admin-dashboard", {
      method: "POST",
      cookie,
      redirect: "manual",
      body: new URLSearchParams({ intent: "task-status" }),
    });
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toBe("/dashboard");
  });

  it("renders the header, stat cards, tabs with counts, search and the traffic chart for an admin", async () => {
    const { admin, cookie } = await signedInAdmin();
    const res = await call("/admin-dashboard", { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Admin: <!-- -->${admin.givenName}`);
    for (const text of [
      "Members",
      "Total requests",
      "Pending requests",
      "Total tasks",
      "Sign Out",
      ADMIN_MESSAGES.searchPlaceholder,
      "Traffic, last 30 days",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/aria-current="page"[^>]*>.*Users/);
    expect(html).not.toContain("All Status"); // no status filter on the users tab
    const requests = await (await call("/admin-dashboard?tab=requests&status=pending", { cookie })).text();
    expect(requests).toContain("All Status");
  });

  it("says what each count counts: Members leaves the admins out; the Users tab, like its list, counts every account", async () => {
    const { cookie } = await signedInAdmin();
    const page = words(await (await call("/admin-dashboard", { cookie })).text());
    const [{ members }] = await db().select({ members: count() }).from(profiles).where(eq(profiles.role, "member"));
    const [{ accounts }] = await db().select({ accounts: count() }).from(profiles);
    expect(accounts).toBeGreaterThan(members); // the signed-in admin is an account, not a member
    expect(page).toContain(`Members ${members} Admins not counted`);
    expect(page).toContain(`Users (${accounts})`);
    expect(page).toContain(`Users (${accounts} results)`);
  });

  it("offers the CSV export only when rows match, counted in words that fit the number", async () => {
    const { cookie } = await signedInAdmin();
    const tag = crypto.randomUUID().slice(0, 8);
    const list = async (q: string) => (await call(`/admin-dashboard?q=${q}`, { cookie })).text();
    await insertProfile(db(), { fullName: `Solo Export${tag}` });
    const one = await list(`export${tag}`);
    expect(words(one)).toContain(`Users (1 result for “export${tag}”)`);
    expect(words(one)).toContain("Export CSV of this 1 user");
    await insertProfile(db(), { fullName: `Second Export${tag}` });
    const two = await list(`export${tag}`);
    expect(words(two)).toContain(`Users (2 results for “export${tag}”)`);
    expect(words(two)).toContain("Export CSV of these 2 users");
    const none = await list(`nobody${tag}`);
    expect(words(none)).toContain(`Users (0 results for “nobody${tag}”)`);
    expect(none).not.toContain("/api/admin/export.csv");
    expect(words(none)).toContain("Nothing matches, so there is nothing to export.");
  });

  it("keeps search and filter in the URL and filters on the server", async () => {
    const { cookie } = await signedInAdmin();
    const tag = crypto.randomUUID().slice(0, 6);
    const a = await insertProfile(db(), { fullName: `Ana Search${tag}` });
    await insertHelpRequest(db(), a.id, { title: `Done ${tag}`, status: "completed" });
    await insertHelpRequest(db(), a.id, { title: `Open ${tag}`, status: "pending" });
    const html = await (await call(`/admin-dashboard?tab=requests&q=search${tag}&status=completed`, { cookie })).text();
    expect(html).toContain(`Done ${tag}`);
    expect(html).not.toContain(`Open ${tag}`);
  });
});

describe("/admin-dashboard actions (docs/product.md#messages)", () => {
  it("updates a profile, or answers 'Update failed: {details}'", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const bad = await (
      await act(cookie, { intent: "update-user", userId: member.id, full_name: "X", email: "nope", zip_code: "" })
    ).text();
    expect(bad).toContain("Update failed: Please enter a valid email");
    const good = await (
      await act(cookie, {
        intent: "update-user",
        userId: member.id,
        full_name: "New Name",
        email: member.email,
        zip_code: "33101",
        phone_number: "",
        admin_notes: "n",
        user_tags: "a, b",
      })
    ).text();
    expect(good).toContain(ADMIN_MESSAGES.profileUpdated);
    const tags = await (await act(cookie, { intent: "update-tags", userId: member.id, user_tags: "vip" })).text();
    expect(tags).toContain(ADMIN_MESSAGES.tagsUpdated);
    const stored = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(stored).toMatchObject({ fullName: "New Name", userTags: "vip", zipCode: "33101" });
  });

  it("creates a task, or answers 'Failed to create task. Please try again.'", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    expect(await (await act(cookie, { intent: "create-task", userId: member.id, task_text: "  " })).text()).toContain(
      ADMIN_MESSAGES.taskFailed,
    );
    expect(
      await (
        await act(cookie, {
          intent: "create-task",
          userId: member.id,
          task_text: "Call back",
          due_date: "2026-12-24T14:00:00.000Z",
        })
      ).text(),
    ).toContain(ADMIN_MESSAGES.taskCreated);
    const rows = await db().select().from(tasks).where(eq(tasks.userId, member.id));
    expect(rows.map((t) => [t.taskText, t.dueDate?.toISOString()])).toEqual([
      ["Call back", "2026-12-24T14:00:00.000Z"],
    ]);
  });

  it("changes request and task status through the same services", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const request = await insertHelpRequest(db(), member.id);
    expect(
      await (
        await act(cookie, {
          intent: "request-status",
          id: request.id,
          status: "completed",
          admin_notes: "Refund issued",
        })
      ).text(),
    ).toContain("Request status set to Completed.");
    const stored = await db().query.helpRequests.findFirst({ where: (r, { eq }) => eq(r.id, request.id) });
    expect(stored).toMatchObject({ status: "completed", adminNotes: "Refund issued" });
  });
});
