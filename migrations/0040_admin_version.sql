-- The admin dashboard's first view's version (docs/decisions/0087-admin-first-view-kept-per-version.md): one row,
-- set to a fresh random value by triggers, in the same transaction, whenever a row of a table that view's SQL reads
-- is inserted, changed or deleted (app/.server/admin/dashboard-gated.server.ts), so an isolate that kept the view's
-- data at a version knows it still stands by reading this one row. Random, never a counter: a version never comes
-- back. `admin_counts` is moved by its own triggers (migration 0032) on tasks, documents, bill_cases, profiles and
-- help_requests, so its one row covers them. `sessions` is read only by the gate (whether to answer, not what).
-- Each trigger is one UPDATE of one row by primary key: every write to these tables pays for it.
CREATE TABLE `admin_version` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`version` text NOT NULL
);--> statement-breakpoint
INSERT INTO `admin_version` (`id`, `version`) VALUES (1, hex(randomblob(8)));--> statement-breakpoint
CREATE TRIGGER `admin_version_admin_counts_insert` AFTER INSERT ON `admin_counts` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_admin_counts_update` AFTER UPDATE ON `admin_counts` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_admin_counts_delete` AFTER DELETE ON `admin_counts` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_profiles_insert` AFTER INSERT ON `profiles` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_profiles_update` AFTER UPDATE ON `profiles` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_profiles_delete` AFTER DELETE ON `profiles` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_help_requests_insert` AFTER INSERT ON `help_requests` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_help_requests_update` AFTER UPDATE ON `help_requests` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_help_requests_delete` AFTER DELETE ON `help_requests` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_request_messages_insert` AFTER INSERT ON `request_messages` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_request_messages_update` AFTER UPDATE ON `request_messages` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_request_messages_delete` AFTER DELETE ON `request_messages` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_page_view_daily_insert` AFTER INSERT ON `page_view_daily` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_page_view_daily_update` AFTER UPDATE ON `page_view_daily` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_version_page_view_daily_delete` AFTER DELETE ON `page_view_daily` BEGIN
	UPDATE `admin_version` SET `version` = hex(randomblob(8)) WHERE `id` = 1;
END;
