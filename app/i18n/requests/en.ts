import type { RequestPriority, RequestStatus, RequestType } from "~/domain/requests";

/**
 * Help requests: the dashboard's list, the new-request form (dialog and page) and a request's own page.
 * The one home of a request's type, priority and status words (the domain keeps their codes); the team's
 * pages and exports read them in English from here too.
 */
export const en = {
  section: {
    title: "Help requests",
    newRequest: "New Request",
    none: "No requests yet. Tell us what you need help with and we will answer within 48 hours.",
    listLabel: "Your help requests",
    priority: (label: string) => `${label} priority`,
  },
  types: {
    general: "General question",
    cost_estimate: "Cost estimate",
    bill_review: "Bill review",
    claim_assistance: "Claim assistance",
    provider_recommendation: "Provider recommendation",
    call: "30-minute call",
  } satisfies Record<RequestType, string>,
  priorities: { low: "Low", normal: "Normal", high: "High" } satisfies Record<RequestPriority, string>,
  statuses: { pending: "Pending", in_progress: "In Progress", completed: "Completed" } satisfies Record<
    RequestStatus,
    string
  >,
  form: {
    pageTitle: "New help request | Care Finder",
    title: "New help request",
    type: "Type of help",
    requestTitle: "Title",
    description: "Description",
    priority: "Priority",
    submit: "Submit Request",
    submitting: "Submitting...",
  },
  page: {
    pageTitle: "Help request | Care Finder",
    back: "Back to dashboard",
    backToTeam: "Back to the team's view of this request",
    asMember: "You are seeing this request as the member sees it. Nothing here changes it; reply from the team's view.",
    opened: "opened",
    asked: "What you asked",
    teamNotes: "Notes from our team",
    messages: "Messages",
    noMessages: "No messages yet.",
    noMessagesWrite: "No messages yet. Write to our team below.",
    you: "You",
    team: "Care Finder team",
    threadLabel: "Message thread",
    timeline: "Status timeline",
    documents: "Attached documents",
    noDocuments: "None yet. Attach files from the Documents card on your dashboard.",
    yourMessage: "Your message",
    send: "Send message",
    sending: "Sending...",
  },
};

export type RequestWords = typeof en;
