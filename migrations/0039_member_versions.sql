-- Each member's version (docs/decisions/0085-member-dashboard-kept-per-version.md): a fresh random value set by
-- triggers, in the same transaction, whenever a row that the dashboard's eight member reads read is inserted, changed
-- or deleted (app/.server/dashboard/member-dashboard.server.ts), so an isolate that kept a member's rows at a version
-- knows they still stand by reading that one row. Random, never a counter: a version never comes back, even after
-- the row is gone. No row yet: nothing changed since this table began (NULL is a version like any other).
-- Not tied to profiles: a deleted account's children are deleted after it and set it once more, so the account's
-- deletion removes the row last (app/.server/account/delete.server.ts).
CREATE TABLE `member_versions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`version` text NOT NULL
) WITHOUT ROWID;--> statement-breakpoint
CREATE TRIGGER `member_versions_help_requests_insert` AFTER INSERT ON `help_requests` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (new.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_help_requests_update` AFTER UPDATE ON `help_requests` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `u`, hex(randomblob(8)) FROM (SELECT new.`user_id` AS `u` UNION SELECT old.`user_id`) WHERE `u` IS NOT NULL
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_help_requests_delete` AFTER DELETE ON `help_requests` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (old.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_documents_insert` AFTER INSERT ON `documents` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (new.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_documents_update` AFTER UPDATE ON `documents` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `u`, hex(randomblob(8)) FROM (SELECT new.`user_id` AS `u` UNION SELECT old.`user_id`) WHERE `u` IS NOT NULL
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_documents_delete` AFTER DELETE ON `documents` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (old.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_payments_insert` AFTER INSERT ON `payments` WHEN new.`user_id` IS NOT NULL BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (new.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_payments_update` AFTER UPDATE ON `payments` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `u`, hex(randomblob(8)) FROM (SELECT new.`user_id` AS `u` UNION SELECT old.`user_id`) WHERE `u` IS NOT NULL
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_payments_delete` AFTER DELETE ON `payments` WHEN old.`user_id` IS NOT NULL BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (old.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_insurance_enrollments_insert` AFTER INSERT ON `insurance_enrollments` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (new.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_insurance_enrollments_update` AFTER UPDATE ON `insurance_enrollments` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `u`, hex(randomblob(8)) FROM (SELECT new.`user_id` AS `u` UNION SELECT old.`user_id`) WHERE `u` IS NOT NULL
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_insurance_enrollments_delete` AFTER DELETE ON `insurance_enrollments` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (old.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_bill_cases_insert` AFTER INSERT ON `bill_cases` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (new.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_bill_cases_update` AFTER UPDATE ON `bill_cases` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `u`, hex(randomblob(8)) FROM (SELECT new.`user_id` AS `u` UNION SELECT old.`user_id`) WHERE `u` IS NOT NULL
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_bill_cases_delete` AFTER DELETE ON `bill_cases` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (old.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_member_messages_insert` AFTER INSERT ON `member_messages` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (new.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_member_messages_update` AFTER UPDATE ON `member_messages` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `u`, hex(randomblob(8)) FROM (SELECT new.`user_id` AS `u` UNION SELECT old.`user_id`) WHERE `u` IS NOT NULL
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_member_messages_delete` AFTER DELETE ON `member_messages` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`) VALUES (old.`user_id`, hex(randomblob(8)))
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_request_messages_insert` AFTER INSERT ON `request_messages` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `user_id`, hex(randomblob(8)) FROM `help_requests` WHERE `id` = new.`request_id`
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_request_messages_update` AFTER UPDATE ON `request_messages` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `user_id`, hex(randomblob(8)) FROM `help_requests` WHERE `id` IN (new.`request_id`, old.`request_id`)
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_request_messages_delete` AFTER DELETE ON `request_messages` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `user_id`, hex(randomblob(8)) FROM `help_requests` WHERE `id` = old.`request_id`
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_bill_deadlines_insert` AFTER INSERT ON `bill_deadlines` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `user_id`, hex(randomblob(8)) FROM `bill_cases` WHERE `id` = new.`case_id`
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_bill_deadlines_update` AFTER UPDATE ON `bill_deadlines` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `user_id`, hex(randomblob(8)) FROM `bill_cases` WHERE `id` IN (new.`case_id`, old.`case_id`)
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `member_versions_bill_deadlines_delete` AFTER DELETE ON `bill_deadlines` BEGIN
	INSERT INTO `member_versions` (`user_id`, `version`)
	SELECT `user_id`, hex(randomblob(8)) FROM `bill_cases` WHERE `id` = old.`case_id`
	ON CONFLICT (`user_id`) DO UPDATE SET `version` = excluded.`version`;
END;
