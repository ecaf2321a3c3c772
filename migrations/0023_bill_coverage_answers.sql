-- "Could Medicaid pay this bill?" answers a member chose to keep (docs/product.md#who-else-may-pay): what they
-- typed (household size, yearly income, state, who needs care) and the largest route it gave, for their reminders
-- and the team's Bills tab. One row a case; a new answer replaces it; deleting the case deletes it.
CREATE TABLE `bill_coverage_answers` (
	`case_id` text PRIMARY KEY NOT NULL,
	`household_size` integer NOT NULL,
	`income_dollars` integer NOT NULL,
	`state` text NOT NULL,
	`care_group` text NOT NULL,
	`route` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `bill_cases`(`id`) ON UPDATE no action ON DELETE cascade
);
CREATE INDEX `bill_coverage_answers_route_idx` ON `bill_coverage_answers` (`route`);
