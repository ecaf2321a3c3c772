-- Read bill lines we could not match to a code (docs/product.md#reading-a-bill): kept on the case as a JSON array of
-- { description, amountCents }, shown as "Not matched" and named in the letter's request for the itemized bill.
ALTER TABLE `bill_cases` ADD COLUMN `unmatched_lines` text DEFAULT '[]' NOT NULL;
