-- Refunds and receipts: a one-time payment keeps its PaymentIntent (what a refund names),
-- every payment keeps Stripe's receipt or hosted invoice link, and a refund is recorded as
-- Stripe reports it (charge.refunded), after an admin asked for it.
ALTER TABLE `payments` ADD `stripe_payment_intent_id` text;
ALTER TABLE `payments` ADD `receipt_url` text;
ALTER TABLE `payments` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;
ALTER TABLE `payments` ADD `refunded_at` integer;
ALTER TABLE `payments` ADD `refund_requested_at` integer;
CREATE INDEX `payments_payment_intent_idx` ON `payments` (`stripe_payment_intent_id`);
