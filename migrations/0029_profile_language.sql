-- The language a member reads their own pages in ("en" or "es"), set by the "Español / English" switch.
-- Null: not chosen yet, so the page follows the request (?lang, then Accept-Language).
ALTER TABLE `profiles` ADD COLUMN `language` text;
