/** "Messages" and the Inbox (docs/product.md#messages-with-the-team): one conversation, unread counts, a reply email without text. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, memberMessages } from "../../db/schema";
import { insertProfile } from "../support/factories";
import { call, cookieFor, db, signedInAdmin } from "../support/auth-helpers";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});
const visible = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");

describe("Messages between a member and the team", () => {
  it("the member writes, the team sees it unread in the Inbox, replies; the member is emailed a link, no text, and sees the unread count", async () => {
    const member = await insertProfile(db(), {
      fullName: "Rosa Diaz",
      currentPlan: "ESSENTIAL CARE",
      planStatus: "active",
    });
    const cookie = await cookieFor(member.id);
    const dashboard = visible(await (await call("/dashboard", { cookie })).text());
    expect(dashboard).toMatch(/<a[^>]*href="\/dashboard\/messages"[^>]*>.*Write to support/s);

    const sent = await call("/dashboard/messages", { cookie, ...form({ body: "Is my MRI covered?" }) });
    expect(sent.headers.get("Location")).toBe("/dashboard/messages?sent=1");

    const { cookie: adminCookie } = await signedInAdmin();
    const inbox = visible(await (await call("/admin-dashboard/inbox", { cookie: adminCookie })).text());
    expect(inbox).toContain("Rosa Diaz");
    expect(inbox).toContain("1 unread");
    expect(inbox).toContain("Essential Care (active)");
    expect(inbox).toContain(`/admin-dashboard/inbox/${member.id}`);

    const thread = visible(await (await call(`/admin-dashboard/inbox/${member.id}`, { cookie: adminCookie })).text());
    // The conversation's own page, not the Inbox's list with the thread only in the page's data.
    expect(thread).toContain("<h1>Messages with Rosa Diaz</h1>");
    expect(thread).toContain("Is my MRI covered?");
    expect(visible(await (await call("/admin-dashboard/inbox", { cookie: adminCookie })).text())).toContain(
      "Nothing unread.",
    );
    const reply = await call(`/admin-dashboard/inbox/${member.id}`, {
      cookie: adminCookie,
      ...form({ body: "Yes, at Bellevue it is in network." }),
    });
    expect(reply.headers.get("Location")).toBe(`/admin-dashboard/inbox/${member.id}?sent=1`);

    const emails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: "message_waiting", subject: "A reply from Care Finder is waiting" });
    expect(emails[0].textBody).toContain("/dashboard/messages");
    expect(emails[0].textBody).not.toContain("Bellevue");

    expect(visible(await (await call("/dashboard", { cookie })).text())).toContain("1 unread reply");
    const page = visible(await (await call("/dashboard/messages", { cookie })).text());
    expect(page).toContain("Yes, at Bellevue it is in network.");
    expect(visible(await (await call("/dashboard", { cookie })).text())).not.toContain("unread reply");
  });

  it("through /api/messages: the owner or an admin; anyone else's conversation is 404; an empty message is 400", async () => {
    const member = await insertProfile(db());
    const other = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const post = (who: string, json: unknown, id = member.id) =>
      call(`/api/messages/${id}`, { method: "POST", cookie: who, json });
    expect((await post(cookie, { body: "Hello" })).status).toBe(201);
    expect((await post(cookie, { body: " " })).status).toBe(400);
    expect((await post(await cookieFor(other.id), { body: "Hi" })).status).toBe(404);
    const { cookie: adminCookie } = await signedInAdmin();
    const read = await call(`/api/messages/${member.id}`, { cookie: adminCookie });
    expect(((await read.json()) as { messages: { body: string }[] }).messages.map((m) => m.body)).toEqual(["Hello"]);
    const rows = await db().select().from(memberMessages).where(eq(memberMessages.userId, member.id));
    expect(rows[0].readAt).not.toBeNull();
  });
});
