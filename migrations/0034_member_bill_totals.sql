-- Each member's bill-check totals, kept as their cases change (docs/decisions/0073-dashboard-reads-a-fixed-cost.md):
-- a row per member with any case, moved by triggers in the same transaction as the write they count, so the
-- dashboard reads one row instead of summing every case the member ever checked ("N more", "Saved $X so far").
-- `resolved`: cases resolved with a final amount; `saved_cents`: billed − final amount, never below zero, over those.
-- A member's payments are read newest first (the dashboard's receipts): their index ends in the time, so no sort.
CREATE TABLE `member_bill_totals` (
	`user_id` text PRIMARY KEY NOT NULL REFERENCES `profiles`(`id`) ON DELETE CASCADE,
	`cases` integer NOT NULL DEFAULT 0,
	`resolved` integer NOT NULL DEFAULT 0,
	`saved_cents` integer NOT NULL DEFAULT 0
) WITHOUT ROWID;--> statement-breakpoint
DROP INDEX `payments_user_idx`;--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`, `created_at`);--> statement-breakpoint
INSERT INTO `member_bill_totals` (`user_id`, `cases`, `resolved`, `saved_cents`)
SELECT `user_id`, count(*),
	count(CASE WHEN `status` = 'resolved' AND `final_amount_cents` IS NOT NULL THEN 1 END),
	coalesce(sum(CASE WHEN `status` = 'resolved' AND `final_amount_cents` IS NOT NULL
		THEN max(0, `billed_cents` - `final_amount_cents`) END), 0)
FROM `bill_cases` GROUP BY `user_id`;--> statement-breakpoint
CREATE TRIGGER `member_bill_totals_insert` AFTER INSERT ON `bill_cases` BEGIN
	INSERT INTO `member_bill_totals` (`user_id`, `cases`, `resolved`, `saved_cents`)
	VALUES (new.`user_id`, 1,
		new.`status` = 'resolved' AND new.`final_amount_cents` IS NOT NULL,
		CASE WHEN new.`status` = 'resolved' AND new.`final_amount_cents` IS NOT NULL
			THEN max(0, new.`billed_cents` - new.`final_amount_cents`) ELSE 0 END)
	ON CONFLICT (`user_id`) DO UPDATE SET `cases` = `cases` + 1,
		`resolved` = `resolved` + excluded.`resolved`, `saved_cents` = `saved_cents` + excluded.`saved_cents`;
END;--> statement-breakpoint
CREATE TRIGGER `member_bill_totals_delete` AFTER DELETE ON `bill_cases` BEGIN
	UPDATE `member_bill_totals` SET `cases` = `cases` - 1,
		`resolved` = `resolved` - (old.`status` = 'resolved' AND old.`final_amount_cents` IS NOT NULL),
		`saved_cents` = `saved_cents` - CASE WHEN old.`status` = 'resolved' AND old.`final_amount_cents` IS NOT NULL
			THEN max(0, old.`billed_cents` - old.`final_amount_cents`) ELSE 0 END
		WHERE `user_id` = old.`user_id`;
END;--> statement-breakpoint
CREATE TRIGGER `member_bill_totals_update` AFTER UPDATE OF `user_id`, `status`, `billed_cents`, `final_amount_cents` ON `bill_cases` BEGIN
	UPDATE `member_bill_totals` SET `cases` = `cases` - 1,
		`resolved` = `resolved` - (old.`status` = 'resolved' AND old.`final_amount_cents` IS NOT NULL),
		`saved_cents` = `saved_cents` - CASE WHEN old.`status` = 'resolved' AND old.`final_amount_cents` IS NOT NULL
			THEN max(0, old.`billed_cents` - old.`final_amount_cents`) ELSE 0 END
		WHERE `user_id` = old.`user_id`;
	INSERT INTO `member_bill_totals` (`user_id`, `cases`, `resolved`, `saved_cents`)
	VALUES (new.`user_id`, 1,
		new.`status` = 'resolved' AND new.`final_amount_cents` IS NOT NULL,
		CASE WHEN new.`status` = 'resolved' AND new.`final_amount_cents` IS NOT NULL
			THEN max(0, new.`billed_cents` - new.`final_amount_cents`) ELSE 0 END)
	ON CONFLICT (`user_id`) DO UPDATE SET `cases` = `cases` + 1,
		`resolved` = `resolved` + excluded.`resolved`, `saved_cents` = `saved_cents` + excluded.`saved_cents`;
END;
