import { DELETE_ACCOUNT_MESSAGES } from "./account";
import { BILL_MESSAGES } from "./bills";
import { CALL_MESSAGES } from "./calls";
import { CONTACT_MESSAGES } from "./contact";
import { COVERAGE_MESSAGES } from "./coverage";
import { DISPUTE_MESSAGES } from "./dispute";
import { DOCUMENT_MESSAGES, NOT_READ_MESSAGE } from "./documents";
import { EOB_MESSAGES } from "./eob";
import { MESSAGE_WORDS } from "./messages";
import { PAYMENT_MESSAGES } from "./payments";
import { PRICE_MESSAGES } from "./prices";
import { PROFILE_MESSAGES } from "./profile";
import { REQUEST_MESSAGES } from "./requests";

/**
 * The refusals a member's own pages (and `/api`) may show, by code (docs/decisions/0063-refusal-codes-everywhere.md).
 * A catalog's English stays where its rule is and is named here; an English sentence that had no catalog lives here.
 * A service throws one by its code (`ServiceError.refusing`, docs/decisions/0066-refusal-codes-at-the-throw.md); the
 * English words are what `/api` answers as `error` and what an English page shows.
 */
export const MEMBER_REFUSAL_ENGLISH = {
  // Sessions and access (app/.server/auth/authorize.server.ts, worker/api/sessions.ts)
  signInToContinue: "Please sign in to continue.",
  noAccess: "You do not have access to this.",
  sessionExpired: "Your session has expired. Please sign in again.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  emailLinkAddressLimited:
    "We have just emailed this address several links. Please use the newest one, or wait a minute and try again.",
  contactRateLimited: CONTACT_MESSAGES.rateLimited,
  pageViewsLimited: "Too many page views from this address. Please wait a minute.",
  somethingWrong: "Something went wrong. Please try again.",
  // Sign-in with Google and the like (app/.server/auth/oauth.server.ts); the ones naming the provider take values
  oauthNoCode: "Cannot exchange code for session token: no code provided in the URL search params",
  oauthUnverifiedState: "We couldn't verify this sign-in. Please start again.",
  // Profile and messages
  profileUpdateFailed: PROFILE_MESSAGES.updateFailed,
  deleteConfirm: DELETE_ACCOUNT_MESSAGES.confirm,
  messageRequired: MESSAGE_WORDS.required,
  conversationNotFound: "That conversation was not found.",
  // Requests
  requestRequired: REQUEST_MESSAGES.required,
  requestCreateFailed: REQUEST_MESSAGES.createFailed,
  requestMessageRequired: REQUEST_MESSAGES.messageRequired,
  requestMessageFailed: REQUEST_MESSAGES.messageFailed,
  choiceInvalid: "Please choose one of the options",
  // Documents and uploads
  fileTooLarge: DOCUMENT_MESSAGES.tooLarge,
  fileUnsupported: DOCUMENT_MESSAGES.unsupported,
  fileEmpty: DOCUMENT_MESSAGES.empty,
  filenameRequired: DOCUMENT_MESSAGES.filenameRequired,
  filenameTooLong: DOCUMENT_MESSAGES.filenameTooLong,
  fileBadData: DOCUMENT_MESSAGES.badData,
  fileUnreadable: DOCUMENT_MESSAGES.unreadable,
  uploadFailed: DOCUMENT_MESSAGES.uploadFailed,
  viewFailed: DOCUMENT_MESSAGES.viewFailed,
  downloadFailed: DOCUMENT_MESSAGES.downloadFailed,
  noFiles: DOCUMENT_MESSAGES.noFiles,
  documentSaveFailed: DOCUMENT_MESSAGES.saveFailed,
  tooManyFiles: DOCUMENT_MESSAGES.tooManyFiles,
  storageFull: DOCUMENT_MESSAGES.storageFull,
  uploadRate: DOCUMENT_MESSAGES.uploadRate,
  notRead: NOT_READ_MESSAGE,
  deleteFailed: "The document could not be deleted. Please try again.",
  downloadLinkInvalid: "This download link is invalid or has expired.",
  // Bills, estimates, disputes, coverage, prices
  billHospitalRequired: BILL_MESSAGES.hospitalRequired,
  billHospitalUnknown: BILL_MESSAGES.hospitalUnknown,
  billDateRequired: BILL_MESSAGES.dateRequired,
  billDateInvalid: BILL_MESSAGES.dateInvalid,
  billDateFuture: BILL_MESSAGES.dateFuture,
  billCoverageRequired: BILL_MESSAGES.coverageRequired,
  billCodeRequired: BILL_MESSAGES.codeRequired,
  billCodeInvalid: BILL_MESSAGES.codeInvalid,
  billAmountRequired: BILL_MESSAGES.amountRequired,
  billAmountInvalid: BILL_MESSAGES.amountInvalid,
  billUnitsInvalid: BILL_MESSAGES.unitsInvalid,
  billLinesRequired: BILL_MESSAGES.linesRequired,
  billTooManyLines: BILL_MESSAGES.tooManyLines,
  billDocumentUnknown: BILL_MESSAGES.documentUnknown,
  billProviderRequired: BILL_MESSAGES.providerRequired,
  billTooManyProviders: BILL_MESSAGES.tooManyProviders,
  billHouseholdInvalid: BILL_MESSAGES.householdInvalid,
  billIncomeInvalid: BILL_MESSAGES.incomeInvalid,
  billStateInvalid: BILL_MESSAGES.stateInvalid,
  billStatusInvalid: BILL_MESSAGES.statusInvalid,
  eobAmountRequired: EOB_MESSAGES.amountRequired,
  eobResponsibilityAboveBilled: EOB_MESSAGES.responsibilityAboveBilled,
  priceProcedureUnknown: PRICE_MESSAGES.procedureUnknown,
  estimateSelfPayOnly: "Good Faith Estimate disputes are for bills you pay yourself (self-pay).",
  disputeDoesNotApply: DISPUTE_MESSAGES.doesNotApply,
  disputeDeadlinePassed: DISPUTE_MESSAGES.deadlinePassed,
  coverageGroupInvalid: COVERAGE_MESSAGES.groupInvalid,
  answersOwnerOnly: "Only the member whose bill this is can keep these answers.",
  // Calls
  callTopicRequired: CALL_MESSAGES.topicRequired,
  callSlotRequired: CALL_MESSAGES.slotRequired,
  callZoneInvalid: CALL_MESSAGES.zoneInvalid,
  callNotIncluded: CALL_MESSAGES.notIncluded,
  callMonthUsed: CALL_MESSAGES.monthUsed,
  callTaken: CALL_MESSAGES.taken,
  callTooLate: CALL_MESSAGES.tooLate,
  callNotFound: CALL_MESSAGES.notFound,
  // Payments
  planRequired: PAYMENT_MESSAGES.planRequired,
  planUnknown: PAYMENT_MESSAGES.planUnknown,
  planQuoteOnly: PAYMENT_MESSAGES.planQuoteOnly,
  returnUrl: PAYMENT_MESSAGES.returnUrl,
  paymentsNotConfigured: PAYMENT_MESSAGES.notConfigured,
  checkoutFailedPricing: PAYMENT_MESSAGES.checkoutFailedPricing,
  checkoutFailedForm: PAYMENT_MESSAGES.checkoutFailedForm,
  paymentConfiguration: PAYMENT_MESSAGES.configuration,
  offerBusy: PAYMENT_MESSAGES.offerBusy,
  offerSpent: PAYMENT_MESSAGES.offerSpent,
  careAccessIncluded: PAYMENT_MESSAGES.careAccessIncluded,
  tooManyCheckouts: PAYMENT_MESSAGES.tooManyCheckouts,
  paymentUnreachable: PAYMENT_MESSAGES.unreachable,
  billingFailed: PAYMENT_MESSAGES.billingFailed,
  noSubscription: PAYMENT_MESSAGES.noSubscription,
  // A page's form at the door (app/.server/forms.server.ts, app/.server/forms/form-limits.server.ts)
  formNotForm: "This form could not be read. Please go back, reload the page and send it again.",
  formTooLarge: "This form is larger than it can be. Please go back, reload the page and send it again.",
  formUnknownField: "This form has a field we do not ask for. Please go back, reload the page and send it again.",
  formTooManyFields: "This form has more fields than it can have. Please go back, reload the page and send it again.",
  formTooManyRows: "This form has more rows than it can have. Please go back, reload the page and send it again.",
  formFieldTooLong: "A form field is too long.",
  // `/api` bodies: the fallback when no field is named (app/domain/common.ts, describeIssues), and the door's limits
  // (app/.server/forms/form-limits.server.ts, worker/api/validate.ts)
  expectedFields: "Please send the expected fields.",
  notJson: "The request body must be JSON.",
  apiTooLarge: "The request body is larger than this route accepts.",
  apiUnknownField: "The request has a field this route does not take.",
  apiTooManyRows: "A list in the request is longer than this route accepts.",
  // The human check on forms that email strangers (app/.server/human-check.server.ts)
  humanCheckFailed: "We couldn't confirm you're a person. Please try again.",
  humanCheckUnavailable: "We couldn't check this request just now. Please try again in a minute.",
} as const;

/** The member's refusals whose English names one value (a sign-in provider, a procedure code), by code. */
export const MEMBER_REFUSAL_MAKERS = {
  providerUnavailable: (provider: string) =>
    `Sign-in with ${provider} is not available right now. Please use email sign-in.`,
  oauthFailed: (provider: string) => `Sign-in with ${provider} failed. Please try again.`,
  oauthUnreachable: (provider: string) => `We couldn't reach ${provider}. Please try again.`,
  oauthUnreadable: (provider: string) => `We couldn't read your ${provider} account. Please try again.`,
  oauthUnverifiedEmail: (provider: string) =>
    `Your ${provider} email address is not verified, so we can't sign you in with it.`,
  priceCodeUnknown: PRICE_MESSAGES.codeUnknown,
} as const;
