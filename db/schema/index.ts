/**
 * Care Finder data model (docs/product.md#data, docs/decisions/0005-data.md), one
 * file per area. Times are UTC instants stored as integer milliseconds; drizzle
 * hands them back as Date objects. drizzle-kit reads this file (drizzle.config.ts).
 */
import type { WORK_STATUSES } from "../enums";
import type { profiles } from "./accounts";
import type { emailOutbox } from "./messages";
import type { documents, helpRequests, tasks } from "./work";

export {
  EMAIL_KINDS,
  INSURANCE_STATUSES,
  OUTBOX_STATUSES,
  PRIORITIES,
  REQUEST_TYPES,
  ROLES,
  WORK_STATUSES,
} from "../enums";
export * from "./accounts";
export * from "./work";
export * from "./payments";
export * from "./messages";
export * from "./activity";
export * from "./prices";
export * from "./bills";
export * from "./coverage";
export * from "./passkeys";
export * from "./calls";
export * from "./admin-counts";
export * from "./member-bill-totals";
export * from "./member-versions";
export * from "./admin-version";

export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type HelpRequest = typeof helpRequests.$inferSelect;
export type DocumentRecord = typeof documents.$inferSelect;
export type Task = typeof tasks.$inferSelect;
export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type WorkStatus = (typeof WORK_STATUSES)[number];
