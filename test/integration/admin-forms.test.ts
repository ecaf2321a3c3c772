/**
 * The admin dashboard's forms on the real action (app/.server/admin/dashboard-actions.server.ts):
 * a post without JavaScript comes back as the page with the form open, its
 * field errors and what was typed; a service's refusal is the form's one message.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FORM_BODY_MESSAGES } from "../../app/.server/forms.server";
import { ADMIN_MESSAGES } from "../../app/domain/admin";
import { BULK_MESSAGES } from "../../app/domain/admin-bulk";
import { emailOutbox, helpRequests, profiles } from "../../db/schema";
import { insertHelpRequest, insertProfile } from "../support/factories";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";

/** What a browser without JavaScript sends: a plain form post to the page's address. */
function postPage(path: string, cookie: string, fields: Record<string, string> | URLSearchParams) {
  return call(path, {
    method: "POST",
    cookie,
    redirect: "manual",
    body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** The opening tags of the controls named `name` (a list can hold several: filter, bulk bar, row form). */
function controls(html: string, name: string): string[] {
  return html.match(new RegExp(`<(?:input|textarea|select)[^>]*name="${name}"[^>]*>`, "g")) ?? [];
}

/** The one control named `name`. */
function control(html: string, name: string): string {
  const tags = controls(html, name);
  expect(tags, `one control named ${name}`).toHaveLength(1);
  return tags[0];
}

/** The page's flash message, as rendered (not the copy in the page's data). */
function flashText(html: string): string | undefined {
  return html.match(/<div class="alert alert-(?:success|error) admin-flash"><span>([^<]*)<\/span>/)?.[1];
}

describe("admin forms without JavaScript", () => {
  it("a refused profile edit comes back open, with field errors and the values typed", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db(), { zipCode: "33101" });
    const res = await postPage(`/admin-dashboard?q=${encodeURIComponent(member.email)}`, cookie, {
      intent: "update-user",
      userId: member.id,
      full_name: "Typed Name",
      email: member.email,
      phone_number: "",
      zip_code: "123",
      admin_notes: "Typed note",
      user_tags: "",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    // The page's one message, and the field's own under it.
    expect(flashText(html)).toBe("Update failed: Please enter a valid ZIP code");
    expect(html).toMatch(/<p class="field-error" id="[^"]+">Please enter a valid ZIP code<\/p>/);
    const zip = control(html, "zip_code");
    expect(zip).toContain('aria-invalid="true"');
    expect(zip).toContain('value="123"');
    expect(control(html, "full_name")).toContain('value="Typed Name"');
    expect(html).toMatch(/<textarea[^>]*name="admin_notes"[^>]*>Typed note<\/textarea>/);
    const stored = await db().query.profiles.findFirst({ where: eq(profiles.id, member.id) });
    expect(stored).toMatchObject({ fullName: member.fullName, zipCode: "33101" });
  });

  it("a refused request status comes back with the status error beside the form", async () => {
    const { cookie } = await signedInAdmin();
    const owner = await insertProfile(db());
    const request = await insertHelpRequest(db(), owner.id, { title: `Status ${crypto.randomUUID()}` });
    const res = await postPage(`/admin-dashboard?tab=requests&q=${encodeURIComponent(request.title)}`, cookie, {
      intent: "request-status",
      id: request.id,
      status: "archived",
      admin_notes: "Kept notes",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(flashText(html)).toBe(ADMIN_MESSAGES.statusInvalid);
    expect(controls(html, "status").filter((tag) => tag.includes('aria-invalid="true"'))).toHaveLength(1);
    expect(html).toMatch(/<textarea[^>]*name="admin_notes"[^>]*>Kept notes<\/textarea>/);
    expect((await db().query.helpRequests.findFirst({ where: eq(helpRequests.id, request.id) }))?.status).toBe(
      "pending",
    );
  });

  it("a bulk change posted without the dialog's confirmation says so beside its button, and changes nothing", async () => {
    const { cookie } = await signedInAdmin();
    const owner = await insertProfile(db());
    const request = await insertHelpRequest(db(), owner.id);
    const form = new URLSearchParams({ intent: "bulk-request-status", status: "completed" });
    form.append("ids", request.id);
    const res = await postPage("/admin-dashboard?tab=requests", cookie, form);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(
      new RegExp(`class="admin-bulk__result field-error[^"]*">${BULK_MESSAGES.notConfirmed}<`),
    );
    expect((await db().query.helpRequests.findFirst({ where: eq(helpRequests.id, request.id) }))?.status).toBe(
      "pending",
    );
  });

  it("a successful post shows its message on the page", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const res = await postPage("/admin-dashboard", cookie, {
      intent: "update-tags",
      userId: member.id,
      user_tags: "vip, call-first",
    });
    expect(res.status).toBe(200);
    expect(flashText(await res.text())).toBe(ADMIN_MESSAGES.tagsUpdated);
    expect((await db().query.profiles.findFirst({ where: eq(profiles.id, member.id) }))?.userTags).toBe(
      "vip, call-first",
    );
  });
});

describe("a service's refusal is the form's message", () => {
  it("another account's email: 409 with 'Update failed: …' and nothing saved", async () => {
    const { cookie } = await signedInAdmin();
    const taken = await insertProfile(db());
    const member = await insertProfile(db());
    const res = await postPage("/admin-dashboard", cookie, {
      intent: "update-user",
      userId: member.id,
      email: taken.email,
    });
    expect(res.status).toBe(409);
    expect(flashText(await res.text())).toBe(`Update failed: ${ADMIN_MESSAGES.emailTaken}`);
    expect((await db().query.profiles.findFirst({ where: eq(profiles.id, member.id) }))?.email).toBe(member.email);
  });

  it("retrying an email that has not failed: the service's words, 409", async () => {
    const { cookie } = await signedInAdmin();
    const [email] = await db()
      .insert(emailOutbox)
      .values({
        kind: "admin_email",
        toAddress: "x@example.com",
        fromAddress: "support@carefinder.example",
        subject: "Waiting",
        textBody: "Hi",
        status: "pending",
      })
      .returning();
    const res = await call("/admin-dashboard.data?tab=outbox", {
      method: "POST",
      cookie,
      body: new URLSearchParams({ intent: "email-retry", id: email.id }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await res.text()).toContain("Only a failed email can be retried");
  });

  it("a task for someone who does not exist: the spec's task message", async () => {
    const { cookie } = await signedInAdmin();
    const res = await postPage("/admin-dashboard", cookie, {
      intent: "create-task",
      userId: "no-such-user",
      task_text: "Call back",
    });
    expect(res.status).toBe(404);
    expect(flashText(await res.text())).toBe(ADMIN_MESSAGES.taskFailed);
  });
});

describe("who may post", () => {
  it("a member's post is sent to their dashboard and changes nothing", async () => {
    const { cookie } = await signedInMember();
    const target = await insertProfile(db());
    const res = await postPage("/admin-dashboard", cookie, {
      intent: "update-user",
      userId: target.id,
      full_name: "Hijacked",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard");
    expect((await db().query.profiles.findFirst({ where: eq(profiles.id, target.id) }))?.fullName).toBe(
      target.fullName,
    );
  });

  it("a visitor's post is sent home and changes nothing", async () => {
    const target = await insertProfile(db());
    const res = await call("/admin-dashboard", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "update-user", userId: target.id, full_name: "Hijacked" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect((await db().query.profiles.findFirst({ where: eq(profiles.id, target.id) }))?.fullName).toBe(
      target.fullName,
    );
  });
});

describe("the dashboard's error boundary", () => {
  it("a post it cannot read shows the refusal inside the dashboard's frame, with its sections to go on from", async () => {
    const { cookie } = await signedInAdmin();
    const res = await call("/admin-dashboard", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "text/plain" },
      body: "intent=x",
    });
    expect(res.status).toBe(415);
    // The route has no `headers` export: the Worker marks every signed-in answer, error pages included.
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain(FORM_BODY_MESSAGES.notForm);
    expect(html).toMatch(/<nav aria-label="Dashboard sections"/);
    expect(html).toContain('href="/admin-dashboard?tab=outbox"');
  });
});
