-- Page views arrive through a queue and are counted per day and location (path and
-- query) by its consumer, one batch of upserts per message batch, instead of one row
-- per navigation (docs/scaling.md). The rows recorded so far are folded into the
-- counts and the day totals the traffic chart reads, then their table goes.
CREATE TABLE `page_view_counts` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`query` text DEFAULT '' NOT NULL,
	`views` integer NOT NULL,
	PRIMARY KEY(`day`, `path`, `query`)
);--> statement-breakpoint
INSERT INTO `page_view_counts` (`day`, `path`, `query`, `views`)
  SELECT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch'), `path`, `query`, count(*) FROM `page_views` GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO `page_view_daily` (`day`, `views`)
  SELECT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch'), count(*) FROM `page_views` WHERE true GROUP BY 1
  ON CONFLICT (`day`) DO UPDATE SET `views` = `page_view_daily`.`views` + excluded.`views`;--> statement-breakpoint
DROP TABLE `page_views`;
