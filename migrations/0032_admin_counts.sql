-- The admin dashboard's totals, kept as they change (docs/decisions/0069-admin-counts.md): one row, moved by
-- triggers in the same transaction as the write they count, so a view reads one row instead of counting tables.
-- `members` counts role 'member'; the dashboard subtracts the few ADMIN_EMAILS promote (an environment setting).
-- `saved_cents`: billed − final amount, never below zero, over every resolved case with a final amount.
CREATE TABLE `admin_counts` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`accounts` integer NOT NULL DEFAULT 0,
	`members` integer NOT NULL DEFAULT 0,
	`requests` integer NOT NULL DEFAULT 0,
	`pending_requests` integer NOT NULL DEFAULT 0,
	`tasks` integer NOT NULL DEFAULT 0,
	`documents` integer NOT NULL DEFAULT 0,
	`saved_cents` integer NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO `admin_counts` (`id`, `accounts`, `members`, `requests`, `pending_requests`, `tasks`, `documents`, `saved_cents`)
SELECT 1,
	(SELECT count(*) FROM `profiles`),
	(SELECT count(*) FROM `profiles` WHERE `role` = 'member'),
	(SELECT count(*) FROM `help_requests`),
	(SELECT count(*) FROM `help_requests` WHERE `status` = 'pending'),
	(SELECT count(*) FROM `tasks`),
	(SELECT count(*) FROM `documents`),
	(SELECT coalesce(sum(max(0, `billed_cents` - `final_amount_cents`)), 0) FROM `bill_cases`
		WHERE `status` = 'resolved' AND `final_amount_cents` IS NOT NULL);--> statement-breakpoint
CREATE TRIGGER `admin_counts_profile_insert` AFTER INSERT ON `profiles` BEGIN
	UPDATE `admin_counts` SET `accounts` = `accounts` + 1, `members` = `members` + (new.`role` = 'member') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_profile_delete` AFTER DELETE ON `profiles` BEGIN
	UPDATE `admin_counts` SET `accounts` = `accounts` - 1, `members` = `members` - (old.`role` = 'member') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_profile_role` AFTER UPDATE OF `role` ON `profiles` WHEN old.`role` IS NOT new.`role` BEGIN
	UPDATE `admin_counts` SET `members` = `members` + (new.`role` = 'member') - (old.`role` = 'member') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_request_insert` AFTER INSERT ON `help_requests` BEGIN
	UPDATE `admin_counts` SET `requests` = `requests` + 1, `pending_requests` = `pending_requests` + (new.`status` = 'pending') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_request_delete` AFTER DELETE ON `help_requests` BEGIN
	UPDATE `admin_counts` SET `requests` = `requests` - 1, `pending_requests` = `pending_requests` - (old.`status` = 'pending') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_request_status` AFTER UPDATE OF `status` ON `help_requests` WHEN old.`status` IS NOT new.`status` BEGIN
	UPDATE `admin_counts` SET `pending_requests` = `pending_requests` + (new.`status` = 'pending') - (old.`status` = 'pending') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_task_insert` AFTER INSERT ON `tasks` BEGIN
	UPDATE `admin_counts` SET `tasks` = `tasks` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_task_delete` AFTER DELETE ON `tasks` BEGIN
	UPDATE `admin_counts` SET `tasks` = `tasks` - 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_document_insert` AFTER INSERT ON `documents` BEGIN
	UPDATE `admin_counts` SET `documents` = `documents` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_document_delete` AFTER DELETE ON `documents` BEGIN
	UPDATE `admin_counts` SET `documents` = `documents` - 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_bill_insert` AFTER INSERT ON `bill_cases`
	WHEN new.`status` = 'resolved' AND new.`final_amount_cents` IS NOT NULL BEGIN
	UPDATE `admin_counts` SET `saved_cents` = `saved_cents` + max(0, new.`billed_cents` - new.`final_amount_cents`) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_bill_delete` AFTER DELETE ON `bill_cases`
	WHEN old.`status` = 'resolved' AND old.`final_amount_cents` IS NOT NULL BEGIN
	UPDATE `admin_counts` SET `saved_cents` = `saved_cents` - max(0, old.`billed_cents` - old.`final_amount_cents`) WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `admin_counts_bill_update` AFTER UPDATE OF `status`, `billed_cents`, `final_amount_cents` ON `bill_cases`
	WHEN old.`status` = 'resolved' OR new.`status` = 'resolved' BEGIN
	UPDATE `admin_counts` SET `saved_cents` = `saved_cents`
		+ CASE WHEN new.`status` = 'resolved' AND new.`final_amount_cents` IS NOT NULL
			THEN max(0, new.`billed_cents` - new.`final_amount_cents`) ELSE 0 END
		- CASE WHEN old.`status` = 'resolved' AND old.`final_amount_cents` IS NOT NULL
			THEN max(0, old.`billed_cents` - old.`final_amount_cents`) ELSE 0 END
		WHERE `id` = 1;
END;
