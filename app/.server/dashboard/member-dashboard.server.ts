/**
 * What the member's dashboard and documents pages read, in as few D1 round
 * trips as the page allows: the guard's session lookup already carries the
 * profile, and the member's requests and documents are read beside it, scoped
 * by the session itself, so lookup and reads travel in one batch
 * (read-together.server.ts). The dashboard's eight reads are kept per isolate
 * at the member's version, which the lookup also carries: while it holds, the
 * lookup alone is the trip (ADR 0085).
 */
import { getSession, liveSessionOwner, liveSessionValuesOf } from "../auth/session.server";
import {
  memberBillTotalsQuery,
  memberNewestBillCasesQuery,
  memberNewestBillDeadlinesQuery,
  toDashboardBills,
} from "../bills/dashboard-bills.server";
import type { ServerContext } from "../context.server";
import { memberDocumentsQuery, toDocumentView } from "../documents/documents.server";
import { preparedRead, readTogether } from "../read-together.server";
import { memberUnreadQuery } from "../messages/conversation.server";
import { KeptMemberRows, stillStands } from "./member-work-memo.server";
import { memberRequestSummariesQuery, toRequestSummary } from "../requests/summaries.server";
import { toMemberPaymentView } from "../payments/history.server";
import { memberEnrollmentQuery, memberPaymentsQuery, offerFrom } from "../payments/offers.server";

/** The session holder's requests and documents, built once per database client. */
export const sessionHolderRequests = preparedRead((db) => memberRequestSummariesQuery(db, liveSessionOwner).prepare());
export const sessionHolderDocuments = preparedRead((db) => memberDocumentsQuery(db, liveSessionOwner).prepare());
/**
 * The holder's payments: their receipts and refunds, and what their offer is read from
 * (payments/offers.server.ts), the $39 credit the dashboard names.
 */
export const sessionHolderPayments = preparedRead((db) => memberPaymentsQuery(db, liveSessionOwner).prepare());
/** Whether their insurance enrollment makes Care Access free (the dashboard says so). */
export const sessionHolderEnrollment = preparedRead((db) => memberEnrollmentQuery(db, liveSessionOwner).prepare());
/**
 * The holder's bill cases (docs/product.md#bill-check): the newest few with their deadlines (status, next
 * deadline), and the count and "Saved $X so far" summed in SQL: a member with hundreds of cases costs the same.
 */
export const sessionHolderBillCases = preparedRead((db) => memberNewestBillCasesQuery(db, liveSessionOwner).prepare());
export const sessionHolderBillDeadlines = preparedRead((db) =>
  memberNewestBillDeadlinesQuery(db, liveSessionOwner).prepare(),
);
export const sessionHolderBillTotals = preparedRead((db) => memberBillTotalsQuery(db, liveSessionOwner).prepare());
/** The team's replies the holder has not read yet (docs/product.md#messages-with-the-team). */
export const sessionHolderUnreadMessages = preparedRead((db) => memberUnreadQuery(db, liveSessionOwner).prepare());

/**
 * The documents page's rows only: the holder's documents, and their requests (the upload form
 * links a file to one). Nothing of the dashboard's payments or bill cases.
 */
export async function readMemberDocuments(server: ServerContext, request: Request) {
  const session = await liveSessionValuesOf(request, server);
  if (!session) return { requests: [], documents: [] };
  const [requestRows, documentRows] = await Promise.all([
    readTogether(server, sessionHolderRequests(), session),
    readTogether(server, sessionHolderDocuments(), session),
  ]);
  return { requests: requestRows.map(toRequestSummary), documents: documentRows.map(toDocumentView) };
}

/**
 * The eight reads of the member's own rows the dashboard shows: what an isolate keeps per session (ADR 0085). Every
 * table they read moves the member's version (migrations/0039; member-versions.test.ts checks each one).
 */
export const MEMBER_WORK_READS = [
  sessionHolderRequests,
  sessionHolderDocuments,
  sessionHolderPayments,
  sessionHolderEnrollment,
  sessionHolderBillCases,
  sessionHolderBillDeadlines,
  sessionHolderBillTotals,
  sessionHolderUnreadMessages,
] as const;
type SessionValues = NonNullable<Awaited<ReturnType<typeof liveSessionValuesOf>>>;
/** The eight reads' rows, as drizzle maps them: what an isolate keeps per session. */
type RowsOf<T> = {
  -readonly [K in keyof T]: T[K] extends () => { execute(...args: never[]): Promise<infer R> } ? R : never;
};
type MemberRows = RowsOf<typeof MEMBER_WORK_READS>;

const readEight = (server: ServerContext, values: Record<string, unknown>) =>
  Promise.all(MEMBER_WORK_READS.map((read) => readTogether(server, read(), values))) as unknown as Promise<MemberRows>;

const kept = new KeptMemberRows<MemberRows>();

/**
 * The eight reads' rows for the session's holder: the rows this isolate kept for the session while the holder's
 * version (carried by the guard's own session lookup) has not moved; read again, and kept, otherwise. A version is
 * kept with rows read no earlier than it, so kept rows are never older than their version says. Null: no live session.
 */
async function memberRows(server: ServerContext, request: Request, session: SessionValues): Promise<MemberRows | null> {
  // A write's request looks its session up afresh (getSession): no version to share, nothing kept.
  if (request.method !== "GET" && request.method !== "HEAD") return readEight(server, session);
  const held = kept.get(session.tokenHash);
  // The guard's lookup (one per request: getSession), in the same batch as the reads when they go.
  const holder = getSession(server, request);
  if (held) {
    const now = await holder;
    if (!now) return null;
    if (stillStands(held, { userId: now.profile.id, version: now.memberVersion })) return held.rows;
  }
  const [now, rows] = await Promise.all([holder, readEight(server, session)]);
  if (!now) return null;
  kept.keep(session.tokenHash, { userId: now.profile.id, version: now.memberVersion, rows });
  return rows;
}

function noWork() {
  const bills = toDashboardBills([], [], undefined);
  return { requests: [], documents: [], payments: [], offer: offerFrom([], false), bills, messagesUnread: 0 };
}

/**
 * The requests (as the lists show them), documents and bill cases of whoever holds the
 * request's live session, newest first. Start it beside the page's guard
 * (`Promise.all`): it returns nobody else's rows, and the guard still decides
 * whether the page is shown at all.
 */
export async function readMemberWork(server: ServerContext, request: Request) {
  const session = await liveSessionValuesOf(request, server);
  // No cookie, or no live session: no one's rows (the guard sends the visitor to sign in).
  const rows = session && (await memberRows(server, request, session));
  if (!rows) return noWork();
  const [requestRows, documentRows, paymentRows, enrollment, billRows, deadlineRows, [billTotals], [unread]] = rows;
  return {
    requests: requestRows.map(toRequestSummary),
    documents: documentRows.map(toDocumentView),
    payments: paymentRows.map(toMemberPaymentView),
    offer: offerFrom(paymentRows, enrollment.length > 0),
    bills: toDashboardBills(billRows, deadlineRows, billTotals),
    messagesUnread: unread?.n ?? 0,
  };
}
