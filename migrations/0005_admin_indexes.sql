DROP INDEX `admin_audit_log_created_idx`;--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_id_idx` ON `admin_audit_log` (`created_at`,`id`);--> statement-breakpoint
DROP INDEX `help_requests_status_idx`;--> statement-breakpoint
CREATE INDEX `help_requests_created_id_idx` ON `help_requests` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `help_requests_status_created_idx` ON `help_requests` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `help_requests_title_idx` ON `help_requests` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `help_requests_status_title_idx` ON `help_requests` (`status`,`title`,`id`);--> statement-breakpoint
DROP INDEX `profiles_created_at_idx`;--> statement-breakpoint
CREATE INDEX `profiles_created_id_idx` ON `profiles` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `profiles_full_name_idx` ON `profiles` (`full_name`,`id`);--> statement-breakpoint
CREATE INDEX `profiles_role_email_idx` ON `profiles` (`role`,`email`);--> statement-breakpoint
DROP INDEX `tasks_status_idx`;--> statement-breakpoint
CREATE INDEX `tasks_created_id_idx` ON `tasks` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_status_created_idx` ON `tasks` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_due_id_idx` ON `tasks` (`due_date`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_status_due_idx` ON `tasks` (`status`,`due_date`,`id`);--> statement-breakpoint
CREATE INDEX `documents_created_id_idx` ON `documents` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `documents_status_created_idx` ON `documents` (`upload_status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `documents_filename_idx` ON `documents` (`filename`,`id`);--> statement-breakpoint
CREATE INDEX `documents_status_filename_idx` ON `documents` (`upload_status`,`filename`,`id`);--> statement-breakpoint
CREATE INDEX `email_outbox_status_created_idx` ON `email_outbox` (`status`,`created_at`,`id`);