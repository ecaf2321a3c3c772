/**
 * The general conversation between a member and the team (docs/product.md#messages-with-the-team): reading
 * it marks the other side's messages read; a team reply emails the member that a reply is waiting, with a
 * link and never the text (health details stay out of mail).
 */
import { and, count, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db";
import { newestFirst } from "../insertion-order.server";
import type * as v from "valibot";
import { memberMessages, profiles } from "../../../db/schema";
import type { messageSchema } from "../../domain/messages";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { announceEmails, enqueueEmailStatement } from "../email/outbox.server";
import { ServiceError } from "../errors.server";

type Reader = "member" | "team";
/** The last messages a conversation page shows. */
const SHOWN = 100;

/** The other side's messages: the team's are anyone's but the member's. */
const writtenBy = (side: Reader, userId: string | SQL) =>
  side === "member"
    ? eq(memberMessages.authorId, userId)
    : or(isNull(memberMessages.authorId), ne(memberMessages.authorId, userId));

/** One member's conversation, oldest first; the reader's unread messages become read. */
export async function readConversation(server: ServerContext, userId: string, reader: Reader) {
  const other: Reader = reader === "member" ? "team" : "member";
  const [rows] = await server.db.batch([
    server.db
      .select({
        id: memberMessages.id,
        authorId: memberMessages.authorId,
        body: memberMessages.body,
        createdAt: memberMessages.createdAt,
      })
      .from(memberMessages)
      .where(eq(memberMessages.userId, userId))
      .orderBy(...newestFirst(memberMessages, memberMessages.createdAt))
      .limit(SHOWN),
    server.db
      .update(memberMessages)
      .set({ readAt: new Date() })
      .where(and(eq(memberMessages.userId, userId), isNull(memberMessages.readAt), writtenBy(other, userId))),
  ]);
  return rows.reverse().map((row) => ({
    id: row.id,
    body: row.body,
    at: row.createdAt.toISOString(),
    from: (row.authorId === userId ? "member" : "team") as Reader,
  }));
}

/** The team's messages the member has not read: the dashboard's Messages count. */
/** How many of the team's messages the member has not read (the dashboard's Messages count). */
export function memberUnreadQuery(db: Database, userId: string | SQL) {
  return db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.userId, userId), isNull(memberMessages.readAt), writtenBy("team", userId)));
}

/** A message in a member's conversation: by the member themself, or by an admin (a reply). */
export async function postMessage(
  server: ServerContext,
  author: { id: string; email: string; role: string },
  userId: string,
  input: v.InferOutput<typeof messageSchema>,
) {
  const member = await server.db
    .select({ id: profiles.id, email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .get();
  const fromTeam = author.role === "admin";
  if (!member || member.role !== "member" || (!fromTeam && author.id !== userId))
    throw ServiceError.refusing(404, { code: "conversationNotFound" });
  const id = crypto.randomUUID();
  const link = new URL(fromTeam ? "/dashboard/messages" : `/admin-dashboard/inbox/${userId}`, server.env.APP_URL);
  const [, queued] = await server.db.batch([
    server.db.insert(memberMessages).values({ id, userId, authorId: author.id, body: input.body }),
    enqueueEmailStatement(server, {
      kind: "message_waiting",
      to: fromTeam ? member.email : server.env.SUPPORT_EMAIL,
      subject: fromTeam ? "A reply from Care Finder is waiting" : "A member wrote in Messages",
      // Never the message itself: only that one is waiting, and where.
      text: fromTeam
        ? ["Our team replied to your message. Read it here:", link.toString()].join("\n")
        : ["A member wrote in Messages. Read and answer it in the Inbox:", link.toString()].join("\n"),
      dedupeKey: `message:${id}`,
      relatedUserId: userId,
    }),
    auditStatement(server, {
      action: "message.sent",
      actorId: author.id,
      actorEmail: author.email,
      targetType: "conversation",
      targetId: userId,
    }),
    // Writing answers what came before it: the writer has read the other side's messages.
    server.db
      .update(memberMessages)
      .set({ readAt: sql`coalesce(${memberMessages.readAt}, ${Date.now()})` })
      .where(
        and(
          eq(memberMessages.userId, userId),
          isNull(memberMessages.readAt),
          writtenBy(fromTeam ? "member" : "team", userId),
        ),
      ),
  ]);
  announceEmails(
    server,
    queued.map((row) => row.id),
  );
  return { id };
}
