-- Every list sorted by a time breaks ties by the rows' insertion order (SQLite's rowid,
-- app/.server/insertion-order.server.ts), never by a random id. SQLite ends every index
-- with the rowid, so the indexes those lists read end in their sort column and no longer
-- in `id`: ORDER BY column, rowid then reads the index in order, with no sort.
DROP INDEX `admin_audit_log_created_id_idx`;--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created_at`);--> statement-breakpoint
DROP INDEX `help_requests_created_id_idx`;--> statement-breakpoint
CREATE INDEX `help_requests_created_idx` ON `help_requests` (`created_at`);--> statement-breakpoint
DROP INDEX `help_requests_status_created_idx`;--> statement-breakpoint
CREATE INDEX `help_requests_status_created_idx` ON `help_requests` (`status`,`created_at`);--> statement-breakpoint
DROP INDEX `help_requests_title_idx`;--> statement-breakpoint
CREATE INDEX `help_requests_title_idx` ON `help_requests` (`title`);--> statement-breakpoint
DROP INDEX `help_requests_status_title_idx`;--> statement-breakpoint
CREATE INDEX `help_requests_status_title_idx` ON `help_requests` (`status`,`title`);--> statement-breakpoint
DROP INDEX `profiles_created_id_idx`;--> statement-breakpoint
CREATE INDEX `profiles_created_idx` ON `profiles` (`created_at`);--> statement-breakpoint
DROP INDEX `profiles_full_name_idx`;--> statement-breakpoint
CREATE INDEX `profiles_full_name_idx` ON `profiles` (`full_name`);--> statement-breakpoint
DROP INDEX `tasks_created_id_idx`;--> statement-breakpoint
CREATE INDEX `tasks_created_idx` ON `tasks` (`created_at`);--> statement-breakpoint
DROP INDEX `tasks_status_created_idx`;--> statement-breakpoint
CREATE INDEX `tasks_status_created_idx` ON `tasks` (`status`,`created_at`);--> statement-breakpoint
DROP INDEX `tasks_due_id_idx`;--> statement-breakpoint
DROP INDEX `tasks_status_due_idx`;--> statement-breakpoint
CREATE INDEX `tasks_status_due_idx` ON `tasks` (`status`,`due_date`);--> statement-breakpoint
DROP INDEX `documents_created_id_idx`;--> statement-breakpoint
CREATE INDEX `documents_created_idx` ON `documents` (`created_at`);--> statement-breakpoint
DROP INDEX `documents_status_created_idx`;--> statement-breakpoint
CREATE INDEX `documents_status_created_idx` ON `documents` (`upload_status`,`created_at`);--> statement-breakpoint
DROP INDEX `documents_filename_idx`;--> statement-breakpoint
CREATE INDEX `documents_filename_idx` ON `documents` (`filename`);--> statement-breakpoint
DROP INDEX `documents_status_filename_idx`;--> statement-breakpoint
CREATE INDEX `documents_status_filename_idx` ON `documents` (`upload_status`,`filename`);--> statement-breakpoint
DROP INDEX `email_outbox_status_created_idx`;--> statement-breakpoint
CREATE INDEX `email_outbox_status_created_idx` ON `email_outbox` (`status`,`created_at`);--> statement-breakpoint
DROP INDEX `bill_cases_created_id_idx`;--> statement-breakpoint
CREATE INDEX `bill_cases_created_idx` ON `bill_cases` (`created_at`);
