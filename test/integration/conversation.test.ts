/**
 * The concierge conversation on a help request: a member's message reaches the team (thread,
 * unread count, email through the outbox), the team's reply reaches the member the same way,
 * an admin may read the member's page but not write on it, and internal notes stay the team's.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, emailOutbox, requestMessages } from "../../db/schema";
import { ADMIN_MESSAGES } from "../../app/domain/admin";
import { insertHelpRequest } from "../support/factories";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";

function postPage(path: string, cookie: string, fields: Record<string, string>) {
  return call(path, {
    method: "POST",
    cookie,
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

const outboxFor = (userId: string) => db().select().from(emailOutbox).where(eq(emailOutbox.relatedUserId, userId));

/** The Requests tab's count of members' messages no one on the team opened, and one row's own. */
const tabUnread = (html: string) => Number(html.match(/(\d+) unread messages?/)?.[1] ?? 0);
const rowUnread = (html: string, title: string) =>
  Number(html.match(new RegExp(`>${title}</a><span class="chip admin-unread">(\\d+) unread`))?.[1] ?? 0);

async function page(path: string, cookie: string) {
  const res = await call(path, { cookie, redirect: "manual" });
  return { status: res.status, html: await res.text() };
}

describe("the conversation on a help request", () => {
  it("a member's message reaches the team: an email to the team, then an unread count until the team opens it", async () => {
    const { member, cookie } = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const request = await insertHelpRequest(db(), member.id, { title: "Bill from the ER" });

    const res = await postPage(`/dashboard/requests/${request.id}`, cookie, { body: "Is my bill right?" });
    expect(res.status).toBe(200);

    const [email] = await outboxFor(member.id);
    expect(email).toMatchObject({ kind: "request_message", toAddress: "support@carefinder.example" });
    expect(email.subject).toContain("Bill from the ER");
    expect(email.textBody).toContain(`/admin-dashboard/requests/${request.id}`);
    // What the member wrote stays in the app.
    expect(email.textBody).not.toContain("Is my bill right?");

    const before = await page("/admin-dashboard?tab=requests", adminCookie);
    expect(tabUnread(before.html)).toBeGreaterThanOrEqual(1);
    expect(rowUnread(before.html, "Bill from the ER")).toBe(1);

    const opened = await page(`/admin-dashboard/requests/${request.id}`, adminCookie);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain("Is my bill right?");
    expect(opened.html).toContain("Send reply");

    const after = await page("/admin-dashboard?tab=requests", adminCookie);
    expect(tabUnread(after.html)).toBe(tabUnread(before.html) - 1);
    expect(rowUnread(after.html, "Bill from the ER")).toBe(0);
  });

  it("the team's reply is posted, emailed to the member through the outbox and audited; the member sees it as unread until opened", async () => {
    const { member, cookie } = await signedInMember();
    const { admin, cookie: adminCookie } = await signedInAdmin();
    const request = await insertHelpRequest(db(), member.id, { title: "MRI price" });

    const res = await postPage(`/admin-dashboard/requests/${request.id}`, adminCookie, {
      intent: "request-reply",
      id: request.id,
      body: "We found three lower prices.",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(ADMIN_MESSAGES.replyPosted);

    const [email] = await outboxFor(member.id);
    expect(email).toMatchObject({ kind: "request_reply", toAddress: member.email });
    expect(email.textBody).toContain(`/dashboard/requests/${request.id}`);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "admin.request_replied"), eq(adminAuditLog.targetId, request.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(admin.id);

    const dashboard = await page("/dashboard", cookie);
    expect(dashboard.html).toContain("1 unread reply");

    const opened = await page(`/dashboard/requests/${request.id}`, cookie);
    expect(opened.html).toContain("We found three lower prices.");
    expect(opened.html).toContain("Care Finder team");
    expect((await page("/dashboard", cookie)).html).not.toContain("unread repl");
  });

  it("refuses a blank reply under its field and writes nothing", async () => {
    const { member } = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const request = await insertHelpRequest(db(), member.id);
    const res = await postPage(`/admin-dashboard/requests/${request.id}`, adminCookie, {
      intent: "request-reply",
      id: request.id,
      body: "   ",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please write a message");
    expect(await db().select().from(requestMessages).where(eq(requestMessages.requestId, request.id))).toEqual([]);
    expect(await outboxFor(member.id)).toEqual([]);
  });

  it("an admin opens the member's request page read-only: no reply box there, nothing marked read, no post accepted", async () => {
    const { member, cookie } = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const request = await insertHelpRequest(db(), member.id, { title: "Claim denied" });
    await postPage(`/dashboard/requests/${request.id}`, cookie, { body: "They said no." });

    const seen = await page(`/dashboard/requests/${request.id}`, adminCookie);
    expect(seen.status).toBe(200);
    expect(seen.html).toContain("They said no.");
    expect(seen.html).toContain("as the member sees it");
    expect(seen.html).not.toContain("Send message");
    expect(rowUnread((await page("/admin-dashboard?tab=requests", adminCookie)).html, "Claim denied")).toBe(1);

    const post = await postPage(`/dashboard/requests/${request.id}`, adminCookie, { body: "From the wrong page" });
    expect(post.status).toBe(302);
    expect(await db().select().from(requestMessages).where(eq(requestMessages.requestId, request.id))).toHaveLength(1);

    // Someone else's request is still not found for a member.
    const other = await signedInMember();
    expect((await page(`/dashboard/requests/${request.id}`, other.cookie)).status).toBe(404);
  });

  it("keeps internal notes from the member: each field says who reads it, only the member's notes reach their page and the API", async () => {
    const { member, cookie } = await signedInMember();
    const { cookie: adminCookie } = await signedInAdmin();
    const request = await insertHelpRequest(db(), member.id);

    const form = await page(`/admin-dashboard/requests/${request.id}`, adminCookie);
    expect(form.html).toContain("Notes for the member");
    expect(form.html).toContain("under “Notes from our team”");
    expect(form.html).toContain("Internal notes");
    expect(form.html).toContain("Only the team sees these; the member never does.");

    const saved = await postPage(`/admin-dashboard/requests/${request.id}`, adminCookie, {
      intent: "request-status",
      id: request.id,
      status: "in_progress",
      admin_notes: "We called the hospital.",
      internal_notes: "Member sounded worried; call again Friday.",
    });
    expect(saved.status).toBe(200);

    const memberPage = await page(`/dashboard/requests/${request.id}`, cookie);
    expect(memberPage.html).toContain("Notes from our team");
    expect(memberPage.html).toContain("We called the hospital.");
    expect(memberPage.html).not.toContain("call again Friday");
    const api = await call(`/api/user-requests/${request.id}`, { cookie });
    const json = await api.text();
    expect(json).toContain("We called the hospital.");
    expect(json).not.toContain("call again Friday");

    const teamPage = await page(`/admin-dashboard/requests/${request.id}`, adminCookie);
    expect(teamPage.html).toContain("call again Friday");
  });

  it("a member cannot post to the team's page", async () => {
    const { member, cookie } = await signedInMember();
    const request = await insertHelpRequest(db(), member.id);
    const res = await postPage(`/admin-dashboard/requests/${request.id}`, cookie, {
      intent: "request-reply",
      id: request.id,
      body: "Pretending to be staff",
    });
    expect(res.status).toBe(302);
    expect(await db().select().from(requestMessages).where(eq(requestMessages.requestId, request.id))).toEqual([]);
  });
});
