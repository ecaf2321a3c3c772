-- Whether the hospital's own cash price for a line's code is known: 'posted' (it posts one), 'not_posted'
-- (the code is in every hospital's file we read and not in this one's: the letter asks for it) or
-- 'not_in_data' (our data does not say). Lines checked before this column are read from what they hold.
ALTER TABLE `bill_lines` ADD `price_status` text DEFAULT 'not_in_data' NOT NULL;
--> statement-breakpoint
UPDATE `bill_lines` SET `price_status` = CASE
	WHEN `posted_cents` IS NOT NULL THEN 'posted'
	WHEN `procedure_slug` IS NOT NULL THEN 'not_posted'
	ELSE 'not_in_data'
END;
