/** Help request rules (docs/product.md#registration-and-dashboard, docs/product.md#validation), shared by the dashboard and /api/user-requests. */
import * as v from "valibot";

import { PRIORITIES, type REQUEST_TYPES, type WORK_STATUSES } from "../../db/enums";

/** What a member may pick on the new-request form: every type but a call, which only the booking page makes. */
export const REQUEST_TYPE_OPTIONS = [
  "general",
  "cost_estimate",
  "bill_review",
  "claim_assistance",
  "provider_recommendation",
] as const satisfies readonly (typeof REQUEST_TYPES)[number][];
export const PRIORITY_OPTIONS = PRIORITIES;

export type RequestType = (typeof REQUEST_TYPES)[number];
export type RequestPriority = (typeof PRIORITY_OPTIONS)[number];
export type RequestStatus = (typeof WORK_STATUSES)[number];

export const REQUEST_MESSAGES = {
  required: "Please fill in all required fields",
  createFailed: "There was an error creating your request. Please try again.",
  /** Said on the dashboard after the new-request page's post (the dialog just closes). */
  created: "Your request was sent. We will answer within 48 hours.",
  messageRequired: "Please write a message",
  messageFailed: "Your message could not be sent. Please try again.",
} as const;

/** How the new-request form starts for "Ask our team": a price request naming what was searched for. */
export function questionAbout(about: string) {
  return {
    request_type: "cost_estimate" as const,
    title: `Price for ${about}`,
    description: `I searched Care Finder for “${about}” and it is not in the list. Can you find me a price for it?`,
  };
}

const required = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(REQUEST_MESSAGES.required)), ""),
    v.transform((x) => (x ?? "").trim()),
    v.nonEmpty(REQUEST_MESSAGES.required),
    v.maxLength(max, `Please keep this under ${max} characters`),
  );

/** Empty or missing → the spec's default. */
const withDefault = <T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((x) => ((x ?? "").trim() || fallback) as string),
    v.picklist(options, "Please choose one of the options"),
  );

export const newRequestSchema = v.object({
  request_type: withDefault(REQUEST_TYPE_OPTIONS, "general"),
  title: required(200),
  description: required(5000),
  priority: withDefault(PRIORITY_OPTIONS, "normal"),
});

export const requestMessageSchema = v.object({
  body: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((x) => (x ?? "").trim()),
    v.nonEmpty(REQUEST_MESSAGES.messageRequired),
    v.maxLength(5000, "Please keep this under 5000 characters"),
  ),
});

/** A request as the API and pages show it (field names: docs/product.md#data). */
export type RequestView = {
  id: string;
  request_type: RequestType;
  title: string;
  description: string;
  priority: RequestPriority;
  status: RequestStatus;
  admin_notes: string | null;
  created_at: string;
  updated_at: string | null;
};

/** What a list of the member's requests shows (the dashboard and the documents page's picker). */
export type RequestSummary = Pick<
  RequestView,
  "id" | "request_type" | "title" | "priority" | "status" | "created_at"
> & {
  /** The team's messages on it the member has not opened yet. */
  unread: number;
};

export type RequestEventView = {
  id: string;
  status: RequestStatus;
  admin_notes: string | null;
  created_at: string;
};

export type RequestMessageView = {
  id: string;
  body: string;
  created_at: string;
  author: "member" | "admin" | "unknown";
  author_name: string | null;
  mine: boolean;
};
