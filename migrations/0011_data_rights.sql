-- Members' data rights: a deleted account keeps its payment records without the
-- person (payments.user_id becomes nullable, set null when the profile goes), and
-- documents of closed cases remember when their owner was told they will be deleted.
PRAGMA defer_foreign_keys = on;
CREATE TABLE `payments_new` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`stripe_session_id` text NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`stripe_invoice_id` text,
	`plan_name` text NOT NULL,
	`plan_type` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
INSERT INTO `payments_new` SELECT `id`, `user_id`, `stripe_session_id`, `stripe_customer_id`, `stripe_subscription_id`, `stripe_invoice_id`, `plan_name`, `plan_type`, `amount_cents`, `currency`, `status`, `created_at`, `updated_at` FROM `payments`;
DROP TABLE `payments`;
ALTER TABLE `payments_new` RENAME TO `payments`;
CREATE UNIQUE INDEX `payments_session_unique` ON `payments` (`stripe_session_id`);
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`);
ALTER TABLE `documents` ADD `retention_notice_at` integer;
