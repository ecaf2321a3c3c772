/**
 * The team's page for one help request (/admin-dashboard/requests/:id): the member's words,
 * the whole thread, both kinds of notes, the timeline and the attached documents. Opening it
 * marks the member's messages read.
 */
import { eq } from "drizzle-orm";
import { helpRequests, profiles } from "../../../db/schema";
import type { ServerContext } from "../context.server";
import { listDocuments } from "../documents/documents.server";
import { notFound } from "../errors.server";
import { readRequestDetail } from "../requests/requests.server";
import { markRead } from "../requests/unread.server";

export async function openRequestForTeam(server: ServerContext, admin: { id: string }, requestId: string) {
  const row = await server.db
    .select({ request: helpRequests, fullName: profiles.fullName, email: profiles.email })
    .from(helpRequests)
    .innerJoin(profiles, eq(profiles.id, helpRequests.userId))
    .where(eq(helpRequests.id, requestId))
    .get();
  if (!row) throw notFound("Request not found");
  const [detail, documents] = await Promise.all([
    readRequestDetail(server, row.request, admin.id),
    listDocuments(server, row.request.userId, { requestId }),
  ]);
  await markRead(server, row.request, "team");
  return {
    ...detail,
    internalNotes: row.request.internalNotes,
    member: { id: row.request.userId, name: row.fullName, email: row.email },
    documents,
  };
}
