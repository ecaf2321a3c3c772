-- "Save this check" from the public bill check (docs/product.md#bill-check): what a visitor typed waits here,
-- at most an hour, while they join by email; the saved check is read back by its random id and then deleted.
CREATE TABLE `visitor_bill_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`fields` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visitor_bill_checks_expires_idx` ON `visitor_bill_checks` (`expires_at`);
--> statement-breakpoint
ALTER TABLE `bill_cases` ADD `account_number` text;
--> statement-breakpoint
ALTER TABLE `bill_cases` ADD `patient_address` text;
