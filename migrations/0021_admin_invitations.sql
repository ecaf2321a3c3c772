-- An admin's first passkey needs an enrollment code made out of band (npm run admin:invite):
-- stored only as its SHA-256, for one address, used once, refused after `expires_at`.
-- A registration challenge remembers which code its options were given for.
CREATE TABLE `admin_invitations` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`used_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`used_by`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `admin_invitations_email_idx` ON `admin_invitations` (`email`);--> statement-breakpoint
ALTER TABLE `webauthn_challenges` ADD `invitation_hash` text;
