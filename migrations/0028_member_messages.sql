-- One general conversation between each member and the team ("Messages"), beside the threads of help requests;
-- read_at is when the other side read a message (unread counts for the member and the team).
CREATE TABLE `member_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL REFERENCES `profiles`(`id`) ON DELETE cascade,
	`author_id` text REFERENCES `profiles`(`id`) ON DELETE set null,
	`body` text NOT NULL,
	`read_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);--> statement-breakpoint
CREATE INDEX `member_messages_user_idx` ON `member_messages` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `member_messages_unread_idx` ON `member_messages` (`read_at`,`user_id`);
