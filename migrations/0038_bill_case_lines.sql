-- A case's checked lines kept as one row (docs/decisions/0081-bill-lines-as-one-row.md): a bill check writes one
-- entry instead of one row per line in three b-trees. `lines` is a JSON array in position order; each line is an
-- array of the columns `bill_lines` had, in its order without the case: id, position, code, description, units,
-- billed_cents, procedure_slug, posted_cents, fair_low_cents, fair_high_cents, medicare_cents, above_posted_cents,
-- above_fair, duplicate, possible_saving_cents, price_status (booleans as JSON true/false). Keyed by the case, removed
-- with it, so deleting an account still removes every line. A rowid table: its rows append at the table's end and
-- only the key's small entry lands at a random place (WITHOUT ROWID would carry the JSON into a deep key b-tree).
CREATE TABLE `bill_case_lines` (
	`case_id` text PRIMARY KEY NOT NULL,
	`lines` text NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `bill_cases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `bill_case_lines` (`case_id`, `lines`)
SELECT `case_id`, json_group_array(json_array(
	`id`, `position`, `code`, `description`, `units`, `billed_cents`, `procedure_slug`, `posted_cents`,
	`fair_low_cents`, `fair_high_cents`, `medicare_cents`, `above_posted_cents`,
	CASE WHEN `above_fair` THEN json('true') ELSE json('false') END,
	CASE WHEN `duplicate` THEN json('true') ELSE json('false') END,
	`possible_saving_cents`, `price_status`
) ORDER BY `position`)
FROM `bill_lines`
GROUP BY `case_id`;
--> statement-breakpoint
DROP TABLE `bill_lines`;
