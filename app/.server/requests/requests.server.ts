import type * as v from "valibot";
import { and, eq, getTableColumns, type SQL } from "drizzle-orm";
import { helpRequests, profiles, requestMessages, requestStatusEvents, type HelpRequest } from "../../../db/schema";
import {
  type newRequestSchema,
  type RequestEventView,
  type RequestMessageView,
  type RequestView,
} from "../../domain/requests";
import { isAdminProfile } from "../auth/roles.server";
import type { Database } from "../../../db";
import type { ServerContext } from "../context.server";
import { notFound } from "../errors.server";
import { markRead, unreadFor } from "./unread.server";
import { newestFirst, oldestFirst } from "../insertion-order.server";

const ALL_COLUMNS = getTableColumns(helpRequests);

function toRequestView(row: HelpRequest): RequestView {
  return {
    id: row.id,
    request_type: row.requestType,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    admin_notes: row.adminNotes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

/**
 * The member's own requests, newest first, each with how many of the team's messages on it the
 * member has not read (a statement, so a page can read it in one batch with others).
 * `userId` may be a subquery (liveSessionOwner) for reads that start beside the guard; `columns` narrows the read
 * to what a list shows (summaries.server.ts).
 */
export function memberRequestsQuery<Columns extends Partial<typeof ALL_COLUMNS> = typeof ALL_COLUMNS>(
  db: Database,
  userId: string | SQL,
  columns: Columns = ALL_COLUMNS as Columns,
) {
  return db
    .select({ ...columns, unread: unreadFor("member") })
    .from(helpRequests)
    .where(eq(helpRequests.userId, userId))
    .orderBy(...newestFirst(helpRequests, helpRequests.createdAt));
}

export async function listHelpRequests(server: ServerContext, userId: string): Promise<RequestView[]> {
  const rows = await memberRequestsQuery(server.db, userId);
  return rows.map(toRequestView);
}

/** What a new request holds; the rest (its id, owner, status 'pending', time) the statements fill in. */
type NewRequest = Pick<HelpRequest, "requestType" | "title" | "description" | "priority">;

/** A new request and its first timeline entry ('pending'), for the caller's batch: every way a request starts. */
export function newRequestStatements(
  server: ServerContext,
  {
    id = crypto.randomUUID(),
    userId,
    now = new Date(),
    ...request
  }: NewRequest & { id?: string; userId: string; now?: Date },
) {
  return [
    server.db
      .insert(helpRequests)
      .values({ id, userId, ...request, status: "pending", createdAt: now })
      .returning(),
    server.db
      .insert(requestStatusEvents)
      .values({ requestId: id, status: "pending", changedBy: userId, createdAt: now }),
  ] as const;
}

export async function createHelpRequest(
  server: ServerContext,
  userId: string,
  data: v.InferOutput<typeof newRequestSchema>,
): Promise<RequestView> {
  const [inserted] = await server.db.batch(
    newRequestStatements(server, {
      userId,
      requestType: data.request_type,
      title: data.title,
      description: data.description,
      priority: data.priority,
    }),
  );
  return toRequestView(inserted[0]);
}

/** The member's own request, or 404 (someone else's id looks like a missing one). */
async function getOwnHelpRequest(server: ServerContext, userId: string, requestId: string): Promise<HelpRequest> {
  const row = await server.db
    .select()
    .from(helpRequests)
    .where(and(eq(helpRequests.id, requestId), eq(helpRequests.userId, userId)))
    .get();
  if (!row) throw notFound();
  return row;
}

export type RequestDetail = {
  request: RequestView;
  events: RequestEventView[];
  messages: RequestMessageView[];
};

/**
 * A request with its status timeline and message thread. Members see only
 * their own (404 otherwise); pass `asAdmin: true` from admin code to read any.
 */
export async function getHelpRequestDetail(
  server: ServerContext,
  viewer: { id: string; asAdmin?: boolean },
  requestId: string,
): Promise<RequestDetail> {
  const row = viewer.asAdmin
    ? await server.db.select().from(helpRequests).where(eq(helpRequests.id, requestId)).get()
    : await getOwnHelpRequest(server, viewer.id, requestId);
  if (!row) throw notFound();
  return readRequestDetail(server, row, viewer.id);
}

/**
 * The request page (/dashboard/requests/:id): a member's own request, whose team messages are
 * read from now on, or, for an admin, any request as its member sees it, read-only (nothing
 * marked read: the team reads on its own request page).
 */
export async function openHelpRequest(
  server: ServerContext,
  viewer: { id: string; role: "member" | "admin" },
  requestId: string,
): Promise<RequestDetail & { ownerId: string }> {
  const asAdmin = viewer.role === "admin";
  const row = asAdmin
    ? await server.db.select().from(helpRequests).where(eq(helpRequests.id, requestId)).get()
    : await getOwnHelpRequest(server, viewer.id, requestId);
  if (!row) throw notFound();
  const detail = await readRequestDetail(server, row, viewer.id);
  if (!asAdmin) await markRead(server, row, "member");
  return { ...detail, ownerId: row.userId };
}

/** A request row with its timeline and thread, as `viewerId` reads it (`mine` marks their own messages). */
export async function readRequestDetail(
  server: ServerContext,
  row: HelpRequest,
  viewerId: string,
): Promise<RequestDetail> {
  const requestId = row.id;
  const [events, messages] = await Promise.all([
    server.db
      .select()
      .from(requestStatusEvents)
      .where(eq(requestStatusEvents.requestId, requestId))
      .orderBy(...oldestFirst(requestStatusEvents, requestStatusEvents.createdAt)),
    server.db
      .select({
        id: requestMessages.id,
        body: requestMessages.body,
        createdAt: requestMessages.createdAt,
        authorId: requestMessages.authorId,
        authorRole: profiles.role,
        authorEmail: profiles.email,
        authorGivenName: profiles.givenName,
        authorFullName: profiles.fullName,
      })
      .from(requestMessages)
      .leftJoin(profiles, eq(profiles.id, requestMessages.authorId))
      .where(eq(requestMessages.requestId, requestId))
      .orderBy(...oldestFirst(requestMessages, requestMessages.createdAt)),
  ]);
  return {
    request: toRequestView(row),
    events: events.map((e) => ({
      id: e.id,
      status: e.status,
      admin_notes: e.adminNotes,
      created_at: e.createdAt.toISOString(),
    })),
    messages: messages.map((m) => {
      const isAdmin =
        m.authorRole != null && m.authorEmail != null
          ? isAdminProfile({ role: m.authorRole, email: m.authorEmail }, server.env)
          : null;
      return {
        id: m.id,
        body: m.body,
        created_at: m.createdAt.toISOString(),
        author: isAdmin === null ? "unknown" : isAdmin ? "admin" : "member",
        // Members see the team's first name only, never an admin's email.
        author_name: isAdmin ? "Care Finder team" : (m.authorGivenName ?? m.authorFullName ?? null),
        mine: m.authorId === viewerId,
      } satisfies RequestMessageView;
    }),
  };
}

/**
 * Appends a message to a request's thread. No ownership check here: callers
 * decide who may write (members and the team write through conversation.server.ts,
 * which also sends the emails); tests use it to set a thread up.
 */
export async function addRequestMessage(
  server: ServerContext,
  { requestId, authorId, body }: { requestId: string; authorId: string; body: string },
): Promise<RequestMessageView> {
  const exists = await server.db
    .select({ id: helpRequests.id })
    .from(helpRequests)
    .where(eq(helpRequests.id, requestId))
    .get();
  if (!exists) throw notFound();
  const [row] = await server.db.insert(requestMessages).values({ requestId, authorId, body }).returning();
  return {
    id: row.id,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    author: "unknown",
    author_name: null,
    mine: true,
  };
}
