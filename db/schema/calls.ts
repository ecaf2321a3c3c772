/** The booked 30-minute call and the general conversation with the team (docs/product.md#calls, #messages-with-the-team). */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CALL_STATUSES } from "../enums";
import { createdAt, id, timestamp } from "./columns";
import { profiles } from "./accounts";

/** One admin's hours for calls, in their own time zone. */
export const callHosts = sqliteTable("call_hosts", {
  adminId: text("admin_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull(),
  /** JSON: `{ day, start, end }[]`, day 0 = Sunday, minutes since local midnight (app/domain/call-slots.ts). */
  weeklyHours: text("weekly_hours", { mode: "json" }).notNull().$type<{ day: number; start: number; end: number }[]>(),
  /** JSON: local dates `YYYY-MM-DD`. */
  daysOff: text("days_off", { mode: "json" }).notNull().default([]).$type<string[]>(),
  bufferMinutes: integer("buffer_minutes").notNull().default(15),
  noticeMinutes: integer("notice_minutes").notNull().default(720),
  updatedAt: timestamp("updated_at"),
});

export const calls = sqliteTable(
  "calls",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    adminId: text("admin_id").references(() => profiles.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at").notNull(),
    topic: text("topic").notNull(),
    status: text("status", { enum: CALL_STATUSES }).notNull().default("booked"),
    /** The invitation's SEQUENCE: one more on each reschedule and on the cancellation (RFC 5545). */
    sequence: integer("sequence").notNull().default(0),
    /** The member's zone when they booked: the emails say the time in it. */
    timeZone: text("time_zone").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    uniqueIndex("calls_admin_slot_unique")
      .on(t.adminId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index("calls_user_idx").on(t.userId, t.startsAt),
    index("calls_status_starts_idx").on(t.status, t.startsAt),
  ],
);

export type Call = typeof calls.$inferSelect;

/** The member's general conversation with the team ("Messages"), apart from any help request. */
export const memberMessages = sqliteTable(
  "member_messages",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => profiles.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** When the other side (the member for the team's messages, the team for the member's) read it. */
    readAt: timestamp("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("member_messages_user_idx").on(t.userId, t.createdAt, t.id),
    index("member_messages_unread_idx").on(t.readAt, t.userId),
  ],
);
