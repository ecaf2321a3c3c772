/** Outbox tab: failed and pending emails listed; retry and discard audited; admin only. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, emailOutbox } from "../../db/schema";
import { call, db, signedInAdmin, signedInMember } from "../support/auth-helpers";

async function failedEmail(subject: string) {
  const [row] = await db()
    .insert(emailOutbox)
    .values({
      kind: "admin_email",
      toAddress: "x@example.com",
      fromAddress: "support@carefinder.example",
      subject,
      textBody: "Hi",
      status: "failed",
      attempts: 5,
      lastError: "Relay said no (550)",
    })
    .returning();
  return row;
}

describe("admin outbox", () => {
  it("names no landmark twice when two emails share a subject (axe landmark-unique)", async () => {
    const { cookie } = await signedInAdmin();
    const subject = `Same subject ${crypto.randomUUID()}`;
    await failedEmail(subject);
    await failedEmail(subject);
    const html = await (await call("/admin-dashboard?tab=outbox&size=100", { cookie })).text();
    expect(html.split(`Retry <span class="visually-hidden">${subject}</span>`)).toHaveLength(3);
    // The shared DataTable: each cell labelled by its column (a card on a phone), figures in tabular digits.
    expect(html).toContain('<td data-label="Attempts" class="tabular">5</td>');
    const formNames = [...html.matchAll(/<form[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(formNames.length).toBe(new Set(formNames).size);
  });

  it("lists failed emails with error and attempts; retry queues it again with an audit entry", async () => {
    const { admin, cookie } = await signedInAdmin();
    const email = await failedEmail(`Failed ${crypto.randomUUID()}`);
    const list = await (
      await call("/api/admin/outbox?status=failed&page_size=100", { cookie })
    ).json<{ emails: Record<string, unknown>[]; failed: number }>();
    expect(list.failed).toBeGreaterThan(0);
    expect(list.emails.find((e) => e.id === email.id)).toMatchObject({
      status: "failed",
      attempts: 5,
      last_error: "Relay said no (550)",
    });

    const res = await call(`/api/admin/outbox/${email.id}/retry`, { method: "POST", cookie });
    expect(res.status).toBe(200);
    const [after] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, email.id));
    expect(after.status === "pending" || after.status === "sending" || after.status === "sent").toBe(true);
    expect(after.lastError).toBeNull();
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, email.id));
    expect(audit).toMatchObject([{ action: "admin.email_retried", actorId: admin.id }]);
    // A second retry is refused: it is no longer failed.
    expect((await call(`/api/admin/outbox/${email.id}/retry`, { method: "POST", cookie })).status).toBe(409);
  });

  it("discards an email, audited; members get 403 and change nothing", async () => {
    const { cookie } = await signedInAdmin();
    const member = await signedInMember();
    const email = await failedEmail(`Discard ${crypto.randomUUID()}`);
    expect((await call(`/api/admin/outbox/${email.id}`, { method: "DELETE", cookie: member.cookie })).status).toBe(403);
    expect((await call(`/api/admin/outbox/${email.id}/retry`, { method: "POST", cookie: member.cookie })).status).toBe(
      403,
    );
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.id, email.id))).toHaveLength(1);
    expect((await call(`/api/admin/outbox/${email.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.id, email.id))).toHaveLength(0);
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, email.id));
    expect(audit.map((a) => a.action)).toEqual(["admin.email_discarded"]);
  });

  it("the dashboard's Outbox tab shows the email and its error", async () => {
    const { cookie } = await signedInAdmin();
    const email = await failedEmail(`Visible ${crypto.randomUUID()}`);
    const html = await (await call("/admin-dashboard?tab=outbox&size=100", { cookie })).text();
    expect(html).toContain(email.subject);
    expect(html).toContain("Relay said no (550)");
    expect(html).toContain(`Retry <span class="visually-hidden">${email.subject}</span>`);
  });

  it("says each email's real state: queued, waiting to retry and failed in the default view; sent ones in their own", async () => {
    const { cookie } = await signedInAdmin();
    const tag = crypto.randomUUID();
    const row = (subject: string, fields: Partial<typeof emailOutbox.$inferInsert>) => ({
      kind: "admin_email" as const,
      toAddress: "x@example.com",
      fromAddress: "support@carefinder.example",
      subject: `${subject} ${tag}`,
      textBody: "Hi",
      ...fields,
    });
    // Announced to no queue, so none of them moves while the test reads them.
    await db()
      .insert(emailOutbox)
      .values([
        row("Queued", { status: "pending", attempts: 0, nextAttemptAt: new Date(Date.now() + 3_600_000) }),
        row("Retrying", { status: "pending", attempts: 2, nextAttemptAt: new Date(Date.now() + 3_600_000) }),
        row("Went out", { status: "sent", attempts: 1, sentAt: new Date() }),
      ]);
    const view = async (show = "") =>
      words(await (await call(`/admin-dashboard?tab=outbox&size=100${show}`, { cookie })).text());
    const waiting = await view();
    expect(waiting).toContain(`Queued ${tag} x@example.com Queued`);
    expect(waiting).toContain(`Retrying ${tag} x@example.com Waiting to retry`);
    expect(waiting).not.toContain(`Went out ${tag}`);
    const sent = await view("&show=sent");
    expect(sent).toContain(`Went out ${tag} x@example.com Sent`);
    expect(sent).not.toContain(`Queued ${tag}`);
    // The same list through the API.
    const api = await (
      await call("/api/admin/outbox?status=sent&page_size=100", { cookie })
    ).json<{ emails: { subject: string; status: string; sent_at: string | null }[] }>();
    expect(api.emails.find((e) => e.subject === `Went out ${tag}`)).toMatchObject({ status: "sent" });
    expect(api.emails.find((e) => e.subject === `Went out ${tag}`)?.sent_at).toBeTruthy();
  });
});

/** A page's visible words, tags and React's text markers dropped, spaces collapsed. */
const words = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
