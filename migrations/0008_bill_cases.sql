-- Bill checks (docs/product.md#bill-check): cases, their checked lines, Good Faith Estimates and reminder dates.
CREATE TABLE `bill_cases` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`ccn` text NOT NULL,
	`hospital_name` text NOT NULL,
	`hospital_city` text NOT NULL,
	`hospital_state` text NOT NULL,
	`service_date` text NOT NULL,
	`bill_date` text,
	`coverage` text NOT NULL,
	`document_id` text,
	`status` text DEFAULT 'new' NOT NULL,
	`billed_cents` integer NOT NULL,
	`posted_total_cents` integer NOT NULL,
	`posted_lines` integer NOT NULL,
	`counted_lines` integer NOT NULL,
	`possible_saving_cents` integer NOT NULL,
	`final_amount_cents` integer,
	`resolved_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bill_cases_user_idx` ON `bill_cases` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bill_cases_created_id_idx` ON `bill_cases` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `bill_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`position` integer NOT NULL,
	`code` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`units` integer DEFAULT 1 NOT NULL,
	`billed_cents` integer NOT NULL,
	`procedure_slug` text,
	`posted_cents` integer,
	`fair_low_cents` integer,
	`fair_high_cents` integer,
	`medicare_cents` integer,
	`above_posted_cents` integer DEFAULT 0 NOT NULL,
	`above_fair` integer DEFAULT false NOT NULL,
	`duplicate` integer DEFAULT false NOT NULL,
	`possible_saving_cents` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `bill_cases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bill_lines_case_idx` ON `bill_lines` (`case_id`,`position`);--> statement-breakpoint
CREATE TABLE `bill_estimates` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`position` integer NOT NULL,
	`provider` text NOT NULL,
	`estimate_cents` integer NOT NULL,
	`billed_cents` integer NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `bill_cases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bill_estimates_case_idx` ON `bill_estimates` (`case_id`,`position`);--> statement-breakpoint
CREATE TABLE `bill_deadlines` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`kind` text NOT NULL,
	`due_date` text NOT NULL,
	`remind_at` integer NOT NULL,
	`task_id` text,
	`outbox_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `bill_cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`outbox_id`) REFERENCES `email_outbox`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bill_deadlines_case_idx` ON `bill_deadlines` (`case_id`,`kind`);--> statement-breakpoint
CREATE INDEX `bill_deadlines_remind_idx` ON `bill_deadlines` (`remind_at`);
