-- The booked 30-minute call (docs/product.md#calls): each admin's hours in their own time zone, the calls
-- themselves, and the member's time zone on the profile. One booked call per admin and start time:
-- the unique index backs the booking's conditional write (docs/decisions/0054-calls-and-one-inbox.md).
ALTER TABLE `profiles` ADD `time_zone` text;--> statement-breakpoint
CREATE TABLE `call_hosts` (
	`admin_id` text PRIMARY KEY NOT NULL REFERENCES `profiles`(`id`) ON DELETE cascade,
	`time_zone` text NOT NULL,
	`weekly_hours` text NOT NULL,
	`days_off` text DEFAULT '[]' NOT NULL,
	`buffer_minutes` integer DEFAULT 15 NOT NULL,
	`notice_minutes` integer DEFAULT 720 NOT NULL,
	`updated_at` integer
);--> statement-breakpoint
CREATE TABLE `calls` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL REFERENCES `profiles`(`id`) ON DELETE cascade,
	`admin_id` text REFERENCES `profiles`(`id`) ON DELETE set null,
	`starts_at` integer NOT NULL,
	`topic` text NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`time_zone` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer
);--> statement-breakpoint
CREATE UNIQUE INDEX `calls_admin_slot_unique` ON `calls` (`admin_id`,`starts_at`) WHERE `status` = 'booked';--> statement-breakpoint
CREATE INDEX `calls_user_idx` ON `calls` (`user_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `calls_status_starts_idx` ON `calls` (`status`,`starts_at`);
