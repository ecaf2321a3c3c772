/**
 * "Delete my account": any Stripe subscription still billing is canceled first; then the member's profile,
 * requests (with their timeline and messages), bill cases, documents, sessions, sign-in ways, contact messages and queued
 * mail go in one D1 batch; then the document files in R2. Payment records stay,
 * without the person (payments.user_id is set null). The audit log gets one
 * entry with counts only. The address may join again afterwards.
 */
import { eq } from "drizzle-orm";
import {
  adminAuditLog,
  contactMessages,
  documents,
  emailOutbox,
  helpRequests,
  memberVersions,
  profiles,
  signUpTokens,
} from "../../../db/schema";
import { auditStatement } from "../audit.server";
import { countBillCases } from "../bills/member-data.server";
import type { ServerContext } from "../context.server";
import { notFound } from "../errors.server";
import { logError } from "../observability.server";
import { cancelLiveSubscriptions } from "../payments/cancel-subscriptions.server";

/** R2 deletes at most 1000 keys a call. */
const R2_KEYS_PER_DELETE = 1000;

export async function deleteMemberAccount(server: ServerContext, userId: string): Promise<void> {
  const { db } = server;
  const profile = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId)).get();
  if (!profile) throw notFound();
  // Stripe first: a failure here leaves the account whole, so the member can try again.
  await cancelLiveSubscriptions(server, userId);
  const files = await db.select({ r2Key: documents.r2Key }).from(documents).where(eq(documents.userId, userId));
  const requestCount = (
    await db.select({ id: helpRequests.id }).from(helpRequests).where(eq(helpRequests.userId, userId))
  ).length;
  const billCount = await countBillCases(server, userId);
  await db.batch([
    db.delete(documents).where(eq(documents.userId, userId)),
    db.delete(contactMessages).where(eq(contactMessages.email, profile.email)),
    db.delete(emailOutbox).where(eq(emailOutbox.relatedUserId, userId)),
    db.delete(emailOutbox).where(eq(emailOutbox.toAddress, profile.email)),
    db.delete(signUpTokens).where(eq(signUpTokens.email, profile.email)),
    // Their own entries in the audit log keep the action, not the address.
    db.update(adminAuditLog).set({ actorEmail: null }).where(eq(adminAuditLog.actorId, userId)),
    // Cascades: sessions, linked Google accounts, sign-in links, requests (timeline, messages), tasks,
    // subscriptions, bill cases (their lines, estimates and deadlines); payments keep their rows with user_id null.
    db.delete(profiles).where(eq(profiles.id, userId)),
    // After the cascades, whose triggers set it once more (migration 0039): no row of theirs is left behind.
    db.delete(memberVersions).where(eq(memberVersions.userId, userId)),
    auditStatement(server, {
      action: "account.deleted",
      details: { documents: files.length, requests: requestCount, bills: billCount },
    }),
  ]);
  const keys = files.map((file) => file.r2Key);
  for (let i = 0; i < keys.length; i += R2_KEYS_PER_DELETE) {
    // A file left behind has no record now: the orphan sweep (documents/orphans.server.ts) removes it.
    await server.env.DOCUMENTS.delete(keys.slice(i, i + R2_KEYS_PER_DELETE)).catch((error: unknown) =>
      logError("account delete: document files", error),
    );
  }
}
