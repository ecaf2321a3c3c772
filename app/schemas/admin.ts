/**
 * Admin dashboard forms and `/api/admin/*` bodies (spec §3, §5, §8; decisions D6).
 * Client-safe: the modals and inline forms validate with the same schemas the
 * services use.
 */
import * as v from "valibot";
import { EMAIL_PATTERN, MAX_UPLOAD_BYTES, MESSAGES, ZIP_PATTERN, requiredText } from "./common";

import { WORK_STATUSES } from "../../db/enums";

export const WORK_STATUS_VALUES = WORK_STATUSES;
export type AdminWorkStatus = (typeof WORK_STATUS_VALUES)[number];
export const STATUS_LABELS: Record<AdminWorkStatus, string> = {
  pending: "Pending",
  in_progress: "In Progress",
  completed: "Completed",
};

export const ADMIN_TABS = ["users", "requests", "documents", "tasks", "outbox", "audit"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
/** Tabs whose lists carry a status (documents: upload_status). */
export const STATUS_FILTER_TABS: readonly AdminTab[] = ["requests", "documents", "tasks"];
export const ADMIN_PAGE_SIZE = 25;

/** 10485760 bytes: the advertised 'max 10MB each' (spec §9). Bigger files are refused (D6). */
export const MAX_ATTACHMENT_BYTES = MAX_UPLOAD_BYTES;

/** Spec §8 admin messages, in one place for the UI and the tests. */
export const ADMIN_MESSAGES = {
  profileUpdated: "User profile updated successfully!",
  tagsUpdated: "User tags updated successfully!",
  emailSent: "Email sent successfully!",
  emailFailed: "Failed to send email. Please try again.",
  taskCreated: "Task created successfully!",
  taskFailed: "Failed to create task. Please try again.",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  taskTextRequired: "Task description is required",
  dueDateInvalid: "Please enter a valid due date",
  statusInvalid: "Please choose Pending, In Progress or Completed",
  emailTaken: "Another account already uses this email",
  reminderNote: "A reminder email will be sent to the admin team at this time.",
  loading: "Loading admin dashboard...",
  searchPlaceholder: "Search by name, email, or content...",
} as const;

export function attachmentTooLargeMessage(filename: string): string {
  return `"${filename}" is larger than 10MB and was not attached. Each attachment can be at most 10MB.`;
}

/** 'Update failed: {details or error}' (spec §8): the first field message wins over the summary. */
export function updateFailedMessage(error: string | undefined, details?: unknown): string {
  let detail: string | undefined;
  if (typeof details === "string") detail = details;
  else if (details && typeof details === "object") {
    const first = Object.values(details as Record<string, unknown>).find((m) => typeof m === "string");
    if (typeof first === "string") detail = first;
  }
  return `Update failed: ${detail ?? error ?? "Unknown error"}`;
}

/** Comma-separated tags, trimmed, empties and repeats dropped (spec §5). */
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
  v.optional(
    v.nullable(
      v.pipe(v.string(), v.trim(), v.maxLength(max, `Please keep this under ${max} characters`)),
    ),
  );

/**
 * PUT /api/admin/users/{userId}: any subset of the editable fields (spec §7).
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
export type AdminUserUpdate = v.InferOutput<typeof adminUserUpdateSchema>;

const statusSchema = v.picklist(WORK_STATUS_VALUES, ADMIN_MESSAGES.statusInvalid);

export const requestStatusSchema = v.object({
  status: statusSchema,
  admin_notes: optionalTrimmed(5000),
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
export type NewTaskInput = v.InferInput<typeof newTaskSchema>;

/** Bytes encoded by a base64 string (padding and line breaks accounted for). */
export function base64DecodedSize(content: string): number {
  const clean = content.replace(/[\r\n\s]/g, "");
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

export const emailAttachmentSchema = v.object({
  filename: v.pipe(v.string("Each attachment needs a file name"), v.trim(), v.nonEmpty("Each attachment needs a file name"), v.maxLength(255)),
  content: v.pipe(v.string("Attachment content must be base64"), v.regex(/^[A-Za-z0-9+/=\r\n]*$/, "Attachment content must be base64")),
  type: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255)), ""),
  size: v.optional(v.number()),
});
export type EmailAttachmentInput = v.InferInput<typeof emailAttachmentSchema>;

/** Admin email draft (spec §3): subject and message required after trimming (spec §5). */
export const adminEmailSchema = v.object({
  subject: requiredText(ADMIN_MESSAGES.subjectRequired, 300),
  message: requiredText(ADMIN_MESSAGES.messageRequired, 50_000),
  attachments: v.optional(v.array(emailAttachmentSchema), []),
});
export type AdminEmailInput = v.InferInput<typeof adminEmailSchema>;

/** Columns each table can be sorted by (each has an index: db/schema.ts). */
export const TAB_SORTS = {
  users: ["created", "name", "email"],
  requests: ["created", "title"],
  documents: ["created", "filename"],
  tasks: ["created", "due"],
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
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const sorts: readonly string[] = TAB_SORTS[tab];
  const sort = (sorts.includes(params.get("sort") ?? "") ? params.get("sort") : DEFAULT_SORT.sort) as AdminSortKey;
  const dir: SortDirection = params.get("dir") === "asc" ? "asc" : params.get("dir") === "desc" ? "desc" : sort === "created" ? "desc" : "asc";
  const sizeParam = Number.parseInt(params.get("size") ?? "", 10);
  const size = (ADMIN_PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : ADMIN_PAGE_SIZE;
  return { tab, q: (params.get("q") ?? "").trim().slice(0, 200), status, page, sort, dir, size };
}
