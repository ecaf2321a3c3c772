ALTER TABLE `email_outbox` ADD `failure_reason` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `lease_token` text;