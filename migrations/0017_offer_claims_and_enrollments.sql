-- Offers a member holds at most once. A checkout that carries the new-member Care Access price or
-- the $39 credit first claims that offer here (one row per member and offer, a conditional insert),
-- so two checkouts at once never both carry it; the claim names its Checkout Session once created.
CREATE TABLE `checkout_offer_claims` (
	`user_id` text NOT NULL,
	`offer` text NOT NULL,
	`claim_id` text NOT NULL,
	`stripe_session_id` text,
	`claimed_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `offer`),
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
-- An admin marked the member's Insurance Bundle quote as enrolled: Care Access is free for them.
CREATE TABLE `insurance_enrollments` (
	`user_id` text PRIMARY KEY NOT NULL,
	`request_id` text,
	`enrolled_by` text,
	`enrolled_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`request_id`) REFERENCES `help_requests`(`id`) ON UPDATE no action ON DELETE set null
);
