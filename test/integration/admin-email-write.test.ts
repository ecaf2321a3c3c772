import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { adminAuditLog, emailOutbox } from "../../db/schema";
import { cookieFor, firstFactorCookieFor } from "../support/auth-helpers";
import { insertAdmin, insertProfile } from "../support/factories";
import { callWorker, countingEnv } from "../support/worker-call";

/**
 * An admin email without attachments is one D1 batch that checks the session itself (email-write.server.ts):
 * the outbox row and the audit entry, no session lookup or recipient read before them. Whoever the guard
 * refused before is refused the same way, and writes nothing.
 */
const db = () => createServerContext(env).db;

async function send(cookie: string, userId: string, withEnv: Env = env) {
  return callWorker(
    `https://app.test/api/admin/users/${userId}/send-email`,
    {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ subject: "About your bill", message: "We called the hospital." }),
    },
    withEnv,
  );
}

async function writtenFor(userId: string) {
  const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedUserId, userId));
  const audits = await db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, "admin.email_sent"), eq(adminAuditLog.targetId, userId)));
  return { rows, audits };
}

describe("an admin email through the API", () => {
  it("is one trip to D1: the outbox row to the member's address and its audit entry, checked by the session", async () => {
    const admin = await insertAdmin(db(), { email: "writer.admin@example.com" });
    const member = await insertProfile(db(), { email: "reader.member@example.com" });
    const counted = countingEnv();
    const res = await send(await cookieFor(admin.id), member.id, counted.env);
    expect(res.status).toBe(200);
    expect(counted.roundTrips, counted.roundTrips.join("\n")).toHaveLength(1);
    expect(counted.roundTrips[0]).toMatch(/^batch: insert into "email_outbox" .* \| insert into "admin_audit_log"/);
    const { id } = JSON.parse(res.body) as { id: string };
    const { rows, audits } = await writtenFor(member.id);
    expect(rows).toMatchObject([
      {
        id,
        kind: "admin_email",
        toAddress: "reader.member@example.com",
        subject: "About your bill",
        status: "pending",
      },
    ]);
    expect(rows[0].textBody).toBe("We called the hospital.");
    expect(rows[0].fromAddress).toBe(env.MAIL_FROM);
    expect(rows[0].replyTo).toBe(env.SUPPORT_EMAIL || null);
    expect(audits).toMatchObject([
      { actorId: admin.id, actorEmail: "writer.admin@example.com", targetType: "user", details: { attachments: 0 } },
    ]);
  });

  it("refuses a member (403) and an admin without the second factor (401), and writes nothing", async () => {
    const member = await insertProfile(db());
    const otherMember = await insertProfile(db());
    const admin = await insertAdmin(db());
    expect((await send(await cookieFor(otherMember.id), member.id)).status).toBe(403);
    expect((await send(await firstFactorCookieFor(admin.id), member.id)).status).toBe(401);
    expect((await send("__Host-cf_session=not-a-session", member.id)).status).toBe(401);
    expect(await writtenFor(member.id)).toEqual({ rows: [], audits: [] });
  });

  it("answers 404 for an unknown member, and writes nothing", async () => {
    const admin = await insertAdmin(db());
    const missing = crypto.randomUUID();
    const res = await send(await cookieFor(admin.id), missing);
    expect(res.status).toBe(404);
    expect(await writtenFor(missing)).toEqual({ rows: [], audits: [] });
  });
});
