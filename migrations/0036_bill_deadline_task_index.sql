-- The reminders' tasks are parents of `bill_deadlines.task_id` (on delete set null). A statement that adds several tasks
-- at once (a bill check's reminders) has SQLite look for child rows of each new task: without an index on the column
-- that is a scan of every deadline ever written, so each bill check cost more than the last. With it, a key lookup.
CREATE INDEX `bill_deadlines_task_idx` ON `bill_deadlines` (`task_id`);
