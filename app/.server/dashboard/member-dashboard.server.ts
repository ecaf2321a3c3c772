/**
 * What the member's dashboard and documents pages read, in as few D1 round
 * trips as the page allows: the guard's session lookup already carries the
 * profile, and the member's requests and documents are read beside it, scoped
 * by the session itself, so lookup and reads travel in one batch
 * (read-together.server.ts).
 */
import { liveSessionOwner, liveSessionValuesOf } from "../auth/session.server";
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
 * The requests (as the lists show them), documents and bill cases of whoever holds the
 * request's live session, newest first. Start it beside the page's guard
 * (`Promise.all`): it returns nobody else's rows, and the guard still decides
 * whether the page is shown at all.
 */
export async function readMemberWork(server: ServerContext, request: Request) {
  const session = await liveSessionValuesOf(request, server);
  // No cookie: no one's rows (the guard sends the visitor to sign in).
  if (!session) {
    const bills = toDashboardBills([], [], undefined);
    return { requests: [], documents: [], payments: [], offer: offerFrom([], false), bills, messagesUnread: 0 };
  }
  const [requestRows, documentRows, paymentRows, enrollment, billRows, deadlineRows, [billTotals], [unread]] =
    await Promise.all([
      readTogether(server, sessionHolderRequests(), session),
      readTogether(server, sessionHolderDocuments(), session),
      readTogether(server, sessionHolderPayments(), session),
      readTogether(server, sessionHolderEnrollment(), session),
      readTogether(server, sessionHolderBillCases(), session),
      readTogether(server, sessionHolderBillDeadlines(), session),
      readTogether(server, sessionHolderBillTotals(), session),
      readTogether(server, sessionHolderUnreadMessages(), session),
    ]);
  return {
    requests: requestRows.map(toRequestSummary),
    documents: documentRows.map(toDocumentView),
    payments: paymentRows.map(toMemberPaymentView),
    offer: offerFrom(paymentRows, enrollment.length > 0),
    bills: toDashboardBills(billRows, deadlineRows, billTotals),
    messagesUnread: unread?.n ?? 0,
  };
}
