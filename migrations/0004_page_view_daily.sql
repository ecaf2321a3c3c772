CREATE TABLE `page_view_daily` (
	`day` text PRIMARY KEY NOT NULL,
	`views` integer NOT NULL
);
