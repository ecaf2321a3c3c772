/**
 * Admin dashboard forms and `/api/admin/*` bodies (docs/product.md#admin, docs/product.md#validation, docs/product.md#messages).
 * Client-safe: the modals and inline forms validate with the same schemas the
 * services use.
 */
import * as v from "valibot";
import { EMAIL_PATTERN, MAX_UPLOAD_BYTES, MESSAGES, ZIP_PATTERN, headerSafe, requiredText } from "./common";

import { BILL_ROUTES, WORK_STATUSES } from "../../db/enums";
import { PLAN_STANDINGS, type PlanStandingKind } from "./plan-standing";

type BillRoute = (typeof BILL_ROUTES)[number];

export const WORK_STATUS_VALUES = WORK_STATUSES;
type AdminWorkStatus = (typeof WORK_STATUS_VALUES)[number];

export const ADMIN_TABS = ["users", "requests", "documents", "tasks", "bills", "outbox", "audit"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
/** Tabs whose lists carry a status (documents: upload_status). */
export const STATUS_FILTER_TABS: readonly AdminTab[] = ["requests", "documents", "tasks"];
export const ADMIN_PAGE_SIZE = 25;

/** 10485760 bytes: the advertised 'max 10MB each' (docs/product.md#figures). Bigger files are refused (docs/decisions/0008-email.md). */
export const MAX_ATTACHMENT_BYTES = MAX_UPLOAD_BYTES;

/** Admin messages (docs/product.md#messages), in one place for the UI and the tests. */
export const ADMIN_MESSAGES = {
  profileUpdated: "User profile updated successfully!",
  tagsUpdated: "User tags updated successfully!",
  /** The email is an outbox row: its consumer sends it within seconds, the cron sweep within minutes. */
  emailQueued: "Email queued: it usually goes out within a minute. The Outbox tab says when it has.",
  emailFailed: "Failed to send email. Please try again.",
  taskCreated: "Task created successfully!",
  taskFailed: "Failed to create task. Please try again.",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  taskTextRequired: "Task description is required",
  dueDateInvalid: "Please enter a valid due date",
  /** Without JavaScript the browser cannot say its zone, so the server reads the time as UTC. */
  dueDateUtcWithoutScript: "Without JavaScript this time is read as UTC.",
  statusInvalid: "Please choose Pending, In Progress or Completed",
  emailTaken: "Another account already uses this email",
  reminderNote: "A reminder email will be sent to the admin team at this time.",
  /** Why a button is disabled, said beside it. */
  needSubjectAndMessage: "Write a subject and a message first.",
  needSubject: "Write a subject first.",
  needMessage: "Write a message first.",
  needTaskText: "Describe the task first.",
  needSelection: "Select one or more rows in the table first.",
  loading: "Loading admin dashboard...",
  searchPlaceholder: "Search by name, email, or content...",
  /** The email is only queued: the outbox sends it in a moment. */
  replyPosted: "Reply posted. An email asking the member to read it is queued.",
  subjectOneLine: "The subject must be a single line without control characters",
  attachmentNameInvalid: "Attachment names cannot contain line breaks or control characters",
  attachmentTypeInvalid: "Attachment type must be a file type like application/pdf",
} as const;

/** A bare MIME type (type/subtype, RFC 2045 tokens), no parameters. */
export const MIME_TYPE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$/;

export function attachmentTooLargeMessage(filename: string): string {
  return `"${filename}" is larger than 10MB and was not attached. Each attachment can be at most 10MB.`;
}

/** 'Update failed: {details or error}' (docs/product.md#messages): the first field message wins over the summary. */
export function updateFailedMessage(error: string | undefined, details?: unknown): string {
  let detail: string | undefined;
  if (typeof details === "string") detail = details;
  else if (details && typeof details === "object") {
    const first = Object.values(details as Record<string, unknown>).find((m) => typeof m === "string");
    if (typeof first === "string") detail = first;
  }
  return `Update failed: ${detail ?? error ?? "Unknown error"}`;
}

/** Comma-separated tags, trimmed, empties and repeats dropped (docs/product.md#validation). */
export function normalizeTags(value: string | null | undefined): string[] {
  const out: string[] = [];
  const taken = new Set<string>();
  for (const raw of (value ?? "").split(",")) {
    const tag = raw.trim();
    if (tag && !taken.has(tag.toLowerCase())) {
      taken.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

const optionalTrimmed = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `Please keep this under ${max} characters`))));

/**
 * PUT /api/admin/users/{userId}: any subset of the editable fields (docs/product.md#api).
 * Email and ZIP are checked when given; a blank ZIP, phone, notes or tags clears them.
 */
export const adminUserUpdateSchema = v.object({
  full_name: optionalTrimmed(200),
  email: v.optional(
    v.pipe(
      v.string(MESSAGES.emailRequired),
      v.trim(),
      v.nonEmpty(MESSAGES.emailRequired),
      v.regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
      v.toLowerCase(),
    ),
  ),
  phone_number: optionalTrimmed(40),
  zip_code: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((value) => value === "" || ZIP_PATTERN.test(value), MESSAGES.zipInvalid),
      ),
    ),
  ),
  admin_notes: optionalTrimmed(5000),
  user_tags: optionalTrimmed(1000),
});

const statusSchema = v.picklist(WORK_STATUS_VALUES, ADMIN_MESSAGES.statusInvalid);

/** admin_notes: what the member reads as "Notes from our team"; internal_notes: the team's alone. */
export const requestStatusSchema = v.object({
  status: statusSchema,
  admin_notes: optionalTrimmed(5000),
  internal_notes: optionalTrimmed(5000),
});

export const taskStatusSchema = v.object({ status: statusSchema });

/** due_date: an ISO instant (the browser converts datetime-local with the viewer's offset), or empty. */
export const newTaskSchema = v.object({
  task_text: requiredText(ADMIN_MESSAGES.taskTextRequired, 2000),
  due_date: v.optional(
    v.nullable(
      v.pipe(
        v.string(ADMIN_MESSAGES.dueDateInvalid),
        v.trim(),
        v.check((value) => value === "" || !Number.isNaN(Date.parse(value)), ADMIN_MESSAGES.dueDateInvalid),
        v.transform((value) => (value === "" ? null : new Date(value))),
      ),
    ),
    null,
  ),
});

/** Bytes encoded by a base64 string (padding and line breaks accounted for). */
export function base64DecodedSize(content: string): number {
  const clean = content.replace(/[\r\n\s]/g, "");
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

export const emailAttachmentSchema = v.object({
  filename: v.pipe(
    v.string("Each attachment needs a file name"),
    v.trim(),
    v.nonEmpty("Each attachment needs a file name"),
    v.maxLength(255),
    headerSafe(ADMIN_MESSAGES.attachmentNameInvalid),
  ),
  content: v.pipe(
    v.string("Attachment content must be base64"),
    v.regex(/^[A-Za-z0-9+/=\r\n]*$/, "Attachment content must be base64"),
  ),
  type: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(255),
      v.check((type) => type === "" || MIME_TYPE_PATTERN.test(type), ADMIN_MESSAGES.attachmentTypeInvalid),
    ),
    "",
  ),
  size: v.optional(v.number()),
});

/** Admin email draft (docs/product.md#data): subject and message required after trimming (docs/product.md#validation). */
export const adminEmailSchema = v.object({
  subject: v.pipe(requiredText(ADMIN_MESSAGES.subjectRequired, 300), headerSafe(ADMIN_MESSAGES.subjectOneLine)),
  message: requiredText(ADMIN_MESSAGES.messageRequired, 50_000),
  attachments: v.optional(v.array(emailAttachmentSchema), []),
});

/** Columns each table can be sorted by (each has an index: db/schema/). */
export const TAB_SORTS = {
  users: ["created", "name", "email"],
  requests: ["created", "title"],
  documents: ["created", "filename"],
  tasks: ["created", "due"],
  bills: ["created"],
  outbox: ["created"],
  audit: ["created"],
} as const satisfies Record<AdminTab, readonly string[]>;
export type AdminSortKey = (typeof TAB_SORTS)[AdminTab][number];
export type SortDirection = "asc" | "desc";
export const DEFAULT_SORT = { sort: "created", dir: "desc" } as const;
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;

/** Dashboard URL state (?tab=&q=&status=&sort=&dir=&size=&page=), tolerant of junk. */
export type AdminListQuery = {
  tab: AdminTab;
  q: string;
  status: AdminWorkStatus | "all";
  /** Users tab: one plan standing, or every member. */
  plan: PlanStandingKind | "all";
  /** Outbox tab: the emails still to go or failed, or those sent (`?show=sent`). */
  outbox: OutboxView;
  /** Bills tab: the largest route a member's kept answers gave (`?route=`), or every case. */
  route: BillRoute | "all";
  page: number;
  sort: AdminSortKey;
  dir: SortDirection;
  size: number;
};

export function parseAdminListQuery(params: URLSearchParams): AdminListQuery {
  const tab = (ADMIN_TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as AdminTab)
    : "users";
  const statusParam = params.get("status") ?? "all";
  const status = (WORK_STATUS_VALUES as readonly string[]).includes(statusParam)
    ? (statusParam as AdminWorkStatus)
    : "all";
  const page = parseListPage(params.get("page"));
  const sorts: readonly string[] = TAB_SORTS[tab];
  const sort = (sorts.includes(params.get("sort") ?? "") ? params.get("sort") : DEFAULT_SORT.sort) as AdminSortKey;
  const dir: SortDirection =
    params.get("dir") === "asc" ? "asc" : params.get("dir") === "desc" ? "desc" : sort === "created" ? "desc" : "asc";
  const sizeParam = Number.parseInt(params.get("size") ?? "", 10);
  const size = (ADMIN_PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : ADMIN_PAGE_SIZE;
  const outbox: OutboxView = params.get("show") === "sent" ? "sent" : "attention";
  const routeParam = params.get("route") ?? "";
  const route = (BILL_ROUTES as readonly string[]).includes(routeParam) ? (routeParam as BillRoute) : "all";
  return { tab, q: listSearchTerm(params), status, plan: planFilter(params), outbox, route, page, sort, dir, size };
}

export type OutboxView = "attention" | "sent";

function planFilter(params: URLSearchParams): PlanStandingKind | "all" {
  const plan = params.get("plan") ?? "";
  return (PLAN_STANDINGS as readonly string[]).includes(plan) ? (plan as PlanStandingKind) : "all";
}

/** Deeper pages are capped, not refused: a list that long is a search away. */
export const MAX_LIST_PAGE = 10_000;

/** `?page=` as a whole number in 1..MAX_LIST_PAGE, whatever was typed (huge, negative, junk). */
function parseListPage(raw: string | null | undefined): number {
  const page = Number.parseInt(raw ?? "", 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(MAX_LIST_PAGE, page);
}

const listSearchTerm = (params: URLSearchParams) => (params.get("q") ?? "").trim().slice(0, 200);

/** `?page_size=` of /api/admin lists: 1..100, else the default (the dashboard offers ADMIN_PAGE_SIZES). */
function parsePageSize(raw: string | null): number {
  const size = Number.parseInt(raw ?? "", 10);
  return Number.isFinite(size) && size >= 1 ? Math.min(100, size) : ADMIN_PAGE_SIZE;
}

/** The list options /api/admin/* lists take from their query string (same caps as the dashboard). */
export type AdminListOptions = {
  q: string;
  status?: string;
  plan?: string;
  page: number;
  pageSize: number;
  sort?: string;
  dir?: string;
};

function adminListOptions(params: URLSearchParams): AdminListOptions {
  return {
    q: listSearchTerm(params),
    status: params.get("status") ?? undefined,
    plan: params.get("plan") ?? undefined,
    page: parseListPage(params.get("page")),
    pageSize: parsePageSize(params.get("page_size")),
    sort: params.get("sort") ?? undefined,
    dir: params.get("dir") ?? undefined,
  };
}

/**
 * `?q=&status=&page=&page_size=&sort=&dir=` as /api/admin lists read it (worker/api/validate.ts):
 * junk is capped or dropped, never refused, like the dashboard's own URL.
 */
export const adminListQuerySchema = v.pipe(
  v.record(v.string(), v.union([v.string(), v.array(v.string())])),
  v.transform((query) =>
    adminListOptions(new URLSearchParams(Object.entries(query).map(([k, value]) => [k, [value].flat()[0] ?? ""]))),
  ),
);
