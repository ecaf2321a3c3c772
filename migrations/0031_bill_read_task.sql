-- "We'll read it for you" (docs/product.md#reading-a-bill): the team's task to read a member's photo or scan
-- of a bill and enter its lines. Set when the member asks; the task is completed when the team saves the lines.
ALTER TABLE `bill_cases` ADD COLUMN `read_task_id` text REFERENCES `tasks`(`id`) ON DELETE SET NULL;
CREATE INDEX `bill_cases_read_task_idx` ON `bill_cases` (`read_task_id`);
