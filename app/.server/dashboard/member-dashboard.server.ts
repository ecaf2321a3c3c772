/**
 * What the member's dashboard and documents pages read, in as few D1 round
 * trips as the page allows: the guard has already read the session with its
 * profile, so the profile is not read again, and the member's requests and
 * documents go to D1 in one batch.
 */
import type { AuthorizedUser } from "../auth/authorize.server";
import type { ServerContext } from "../context";
import { memberDocumentsQuery, toDocumentView } from "../documents/documents.server";
import { toProfileView } from "../profiles/profiles.server";
import { memberRequestsQuery, toRequestSummary } from "../requests/requests.server";

/** The member's own requests (as the lists show them) and documents, newest first, in one round trip. */
export async function readMemberWork(server: ServerContext, userId: string) {
  const [requestRows, documentRows] = await server.db.batch([
    memberRequestsQuery(server.db, userId),
    memberDocumentsQuery(server.db, userId),
  ]);
  return { requests: requestRows.map(toRequestSummary), documents: documentRows.map(toDocumentView) };
}

/** The dashboard: the profile the session already carries, plus the member's work. */
export async function readMemberDashboard(server: ServerContext, user: AuthorizedUser) {
  const work = await readMemberWork(server, user.id);
  return { profile: toProfileView(user.session.profile, server.env), ...work };
}
