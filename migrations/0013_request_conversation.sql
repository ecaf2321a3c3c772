-- The concierge conversation: notes only the team sees, apart from the notes the member reads,
-- and when each message was read by the other side (unread counts for the member and the team).
ALTER TABLE `help_requests` ADD `internal_notes` text;--> statement-breakpoint
ALTER TABLE `request_messages` ADD `read_at` integer;--> statement-breakpoint
CREATE INDEX `request_messages_unread_idx` ON `request_messages` (`read_at`,`request_id`);
