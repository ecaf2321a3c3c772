/**
 * "Download my data": everything we hold about a member, as one JSON file. Each
 * section reads one of the member's tables; a new kind of member data is one
 * more entry in MEMBER_DATA_SECTIONS (and one more table in delete.server.ts).
 */
import { eq } from "drizzle-orm";
import {
  calls,
  documents,
  memberMessages,
  helpRequests,
  payments,
  profiles,
  requestMessages,
  requestStatusEvents,
  subscriptions,
} from "../../../db/schema";
import { summarizePasskey } from "../auth/passkeys/account.server";
import { passkeysOf } from "../auth/passkeys/credentials.server";
import { unusedRecoveryCodeCount } from "../auth/passkeys/recovery-codes.server";
import { exportBillCases } from "../bills/member-data.server";
import type { ServerContext } from "../context.server";
import { notFound } from "../errors.server";
import { signedDocumentLink } from "./document-links.server";
import { byThenWritten, newestFirst, oldestFirst } from "../insertion-order.server";

type SectionReader = (server: ServerContext, userId: string, now: Date) => Promise<unknown>;

/** The member's own rows, section by section (staff working notes are the team's, not the member's data). */
const MEMBER_DATA_SECTIONS: Record<string, SectionReader> = {
  profile: async (server, userId) => {
    const row = await server.db.select().from(profiles).where(eq(profiles.id, userId)).get();
    if (!row) throw notFound();
    const { adminNotes: _notes, userTags: _tags, ...profile } = row;
    return profile;
  },
  requests: async (server, userId) => {
    const rows = await server.db
      .select()
      .from(helpRequests)
      .where(eq(helpRequests.userId, userId))
      .orderBy(...newestFirst(helpRequests, helpRequests.createdAt));
    const events = rows.length
      ? await server.db
          .select({
            requestId: requestStatusEvents.requestId,
            status: requestStatusEvents.status,
            at: requestStatusEvents.createdAt,
          })
          .from(requestStatusEvents)
          .innerJoin(helpRequests, eq(helpRequests.id, requestStatusEvents.requestId))
          .where(eq(helpRequests.userId, userId))
          .orderBy(...oldestFirst(requestStatusEvents, requestStatusEvents.createdAt))
      : [];
    return rows.map(({ adminNotes: _notes, ...request }) => ({
      ...request,
      timeline: events.filter((event) => event.requestId === request.id).map(({ status, at }) => ({ status, at })),
    }));
  },
  messages: async (server, userId) => {
    const rows = await server.db
      .select({
        requestId: requestMessages.requestId,
        authorId: requestMessages.authorId,
        body: requestMessages.body,
        createdAt: requestMessages.createdAt,
      })
      .from(requestMessages)
      .innerJoin(helpRequests, eq(helpRequests.id, requestMessages.requestId))
      .where(eq(helpRequests.userId, userId))
      .orderBy(...oldestFirst(requestMessages, requestMessages.createdAt));
    return rows.map(({ authorId, ...message }) => ({ ...message, from: authorId === userId ? "you" : "Care Finder" }));
  },
  payments: async (server, userId) => ({
    payments: await server.db
      .select({
        planName: payments.planName,
        planType: payments.planType,
        amountCents: payments.amountCents,
        currency: payments.currency,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(...newestFirst(payments, payments.createdAt)),
    subscriptions: await server.db
      .select({
        planName: subscriptions.planName,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
  }),
  bills: (server, userId) => exportBillCases(server, userId),
  calls: (server, userId) =>
    server.db
      .select({ startsAt: calls.startsAt, topic: calls.topic, status: calls.status, timeZone: calls.timeZone })
      .from(calls)
      .where(eq(calls.userId, userId))
      .orderBy(...byThenWritten(calls, calls.startsAt, "asc")),
  conversation: async (server, userId) => {
    const rows = await server.db
      .select({ authorId: memberMessages.authorId, body: memberMessages.body, createdAt: memberMessages.createdAt })
      .from(memberMessages)
      .where(eq(memberMessages.userId, userId))
      .orderBy(...oldestFirst(memberMessages, memberMessages.createdAt));
    return rows.map(({ authorId, ...message }) => ({ ...message, from: authorId === userId ? "you" : "Care Finder" }));
  },
  // What a passkey is and when it was used; its public key and credential id stay with us.
  passkeys: async (server, userId) => (await passkeysOf(server, userId)).map(summarizePasskey),
  // That codes exist and how many are left: the codes themselves are stored only hashed.
  recoveryCodes: async (server, userId) => ({ left: await unusedRecoveryCodeCount(server, userId) }),
  documents: async (server, userId, now) => {
    const rows = await server.db
      .select({
        id: documents.id,
        filename: documents.filename,
        fileType: documents.fileType,
        fileSize: documents.fileSize,
        requestId: documents.requestId,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(eq(documents.userId, userId))
      .orderBy(...newestFirst(documents, documents.createdAt));
    return Promise.all(
      rows.map(async (row) => {
        const link = await signedDocumentLink(server.env, row.id, userId, now);
        return { ...row, download: link.url, downloadExpiresAt: link.expiresAt };
      }),
    );
  },
};

/** The whole export, read in parallel: `{ exportedAt, <section>: … }`. */
export async function exportMemberData(server: ServerContext, userId: string, now = new Date()) {
  const entries = await Promise.all(
    Object.entries(MEMBER_DATA_SECTIONS).map(async ([name, read]) => [name, await read(server, userId, now)] as const),
  );
  return { exportedAt: now.toISOString(), ...Object.fromEntries(entries) };
}

/** The file name of an export made on `now`'s day. */
export function exportFilename(now = new Date()): string {
  return `care-finder-my-data-${now.toISOString().slice(0, 10)}.json`;
}
