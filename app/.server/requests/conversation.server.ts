/**
 * The concierge conversation on a help request (docs/product.md#registration-and-dashboard): a
 * member's message tells the team, the team's reply tells the member, each through the outbox,
 * written in one batch with the message itself (unread.server.ts says what is read).
 */
import { and, eq } from "drizzle-orm";
import type * as v from "valibot";
import { helpRequests, profiles, requestMessages } from "../../../db/schema";
import { type requestMessageSchema, type RequestMessageView } from "../../domain/requests";
import type { AdminActor } from "../admin/shared.server";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { announceEmails, enqueueEmailStatement } from "../email/outbox.server";
import { notFound } from "../errors.server";
import { markReadStatement } from "./unread.server";

const appLink = (server: ServerContext, path: string) => new URL(path, server.env.APP_URL).toString();
const shortTitle = (title: string) => (title.length > 80 ? `${title.slice(0, 79)}…` : title);

/** A member writes on their own request (404 for anyone else's); the team is told by email. */
export async function sendMemberMessage(
  server: ServerContext,
  userId: string,
  requestId: string,
  data: v.InferOutput<typeof requestMessageSchema>,
): Promise<RequestMessageView> {
  const request = await server.db
    .select({ id: helpRequests.id, title: helpRequests.title })
    .from(helpRequests)
    .where(and(eq(helpRequests.id, requestId), eq(helpRequests.userId, userId)))
    .get();
  if (!request) throw notFound();
  const id = crypto.randomUUID();
  const [[row], queued] = await server.db.batch([
    server.db.insert(requestMessages).values({ id, requestId, authorId: userId, body: data.body }).returning(),
    enqueueEmailStatement(server, {
      kind: "request_message",
      to: server.env.SUPPORT_EMAIL,
      subject: `New message on “${shortTitle(request.title)}”`,
      // What the member wrote stays in the app: the email says where to read it.
      text: [
        `A member wrote on their help request “${request.title}”.`,
        "",
        `Read it and reply: ${appLink(server, `/admin-dashboard/requests/${requestId}`)}`,
      ].join("\n"),
      dedupeKey: `request-message:${id}`,
      relatedUserId: userId,
    }),
  ]);
  announceEmails(
    server,
    queued.map((email) => email.id),
  );
  return {
    id: row.id,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    author: "member",
    author_name: null,
    mine: true,
  };
}

/**
 * The team answers on a request: the reply, the member's messages marked read, the email to the
 * member and the audit entry, in one batch.
 */
export async function sendTeamReply(
  server: ServerContext,
  actor: AdminActor,
  requestId: string,
  data: v.InferOutput<typeof requestMessageSchema>,
): Promise<{ id: string }> {
  const request = await server.db
    .select({ id: helpRequests.id, title: helpRequests.title, userId: helpRequests.userId, email: profiles.email })
    .from(helpRequests)
    .innerJoin(profiles, eq(profiles.id, helpRequests.userId))
    .where(eq(helpRequests.id, requestId))
    .get();
  if (!request) throw notFound("Request not found");
  const id = crypto.randomUUID();
  const now = new Date();
  const [, , queued] = await server.db.batch([
    server.db.insert(requestMessages).values({ id, requestId, authorId: actor.id, body: data.body, createdAt: now }),
    markReadStatement(server.db, { id: requestId, userId: request.userId }, "team", now),
    enqueueEmailStatement(server, {
      kind: "request_reply",
      to: request.email,
      subject: `Our team replied: “${shortTitle(request.title)}”`,
      text: [
        `Our team replied on your help request “${request.title}”.`,
        "",
        `Read the reply and answer it here: ${appLink(server, `/dashboard/requests/${requestId}`)}`,
        "",
        "For your privacy the message itself stays in your Care Finder dashboard.",
      ].join("\n"),
      dedupeKey: `request-reply:${id}`,
      relatedUserId: request.userId,
    }),
    auditStatement(server, {
      action: "admin.request_replied",
      actorId: actor.id,
      actorEmail: actor.email,
      targetType: "request",
      targetId: requestId,
    }),
  ]);
  announceEmails(
    server,
    queued.map((email) => email.id),
  );
  return { id };
}
