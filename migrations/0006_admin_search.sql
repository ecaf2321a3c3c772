-- Admin search by word prefix (docs/admin-scale.md). Hand-written: drizzle-kit does not model
-- FTS5 virtual tables or triggers. Each index holds the row's text id (UNINDEXED) and the
-- searchable text; triggers keep it in step with the table, so no code path can forget it.
CREATE VIRTUAL TABLE `profiles_fts` USING fts5(id UNINDEXED, full_name, email, tokenize = 'unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `profiles_fts` (id, full_name, email) SELECT id, coalesce(full_name, ''), email FROM `profiles`;--> statement-breakpoint
CREATE TRIGGER `profiles_fts_insert` AFTER INSERT ON `profiles` BEGIN
  INSERT INTO `profiles_fts` (id, full_name, email) VALUES (new.id, coalesce(new.full_name, ''), new.email);
END;--> statement-breakpoint
CREATE TRIGGER `profiles_fts_update` AFTER UPDATE OF full_name, email ON `profiles` BEGIN
  DELETE FROM `profiles_fts` WHERE id = old.id;
  INSERT INTO `profiles_fts` (id, full_name, email) VALUES (new.id, coalesce(new.full_name, ''), new.email);
END;--> statement-breakpoint
CREATE TRIGGER `profiles_fts_delete` AFTER DELETE ON `profiles` BEGIN
  DELETE FROM `profiles_fts` WHERE id = old.id;
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `help_requests_fts` USING fts5(id UNINDEXED, title, description, tokenize = 'unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `help_requests_fts` (id, title, description) SELECT id, title, description FROM `help_requests`;--> statement-breakpoint
CREATE TRIGGER `help_requests_fts_insert` AFTER INSERT ON `help_requests` BEGIN
  INSERT INTO `help_requests_fts` (id, title, description) VALUES (new.id, new.title, new.description);
END;--> statement-breakpoint
CREATE TRIGGER `help_requests_fts_update` AFTER UPDATE OF title, description ON `help_requests` BEGIN
  DELETE FROM `help_requests_fts` WHERE id = old.id;
  INSERT INTO `help_requests_fts` (id, title, description) VALUES (new.id, new.title, new.description);
END;--> statement-breakpoint
CREATE TRIGGER `help_requests_fts_delete` AFTER DELETE ON `help_requests` BEGIN
  DELETE FROM `help_requests_fts` WHERE id = old.id;
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `documents_fts` USING fts5(id UNINDEXED, filename, tokenize = 'unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `documents_fts` (id, filename) SELECT id, filename FROM `documents`;--> statement-breakpoint
CREATE TRIGGER `documents_fts_insert` AFTER INSERT ON `documents` BEGIN
  INSERT INTO `documents_fts` (id, filename) VALUES (new.id, new.filename);
END;--> statement-breakpoint
CREATE TRIGGER `documents_fts_update` AFTER UPDATE OF filename ON `documents` BEGIN
  DELETE FROM `documents_fts` WHERE id = old.id;
  INSERT INTO `documents_fts` (id, filename) VALUES (new.id, new.filename);
END;--> statement-breakpoint
CREATE TRIGGER `documents_fts_delete` AFTER DELETE ON `documents` BEGIN
  DELETE FROM `documents_fts` WHERE id = old.id;
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `tasks_fts` USING fts5(id UNINDEXED, task_text, tokenize = 'unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `tasks_fts` (id, task_text) SELECT id, task_text FROM `tasks`;--> statement-breakpoint
CREATE TRIGGER `tasks_fts_insert` AFTER INSERT ON `tasks` BEGIN
  INSERT INTO `tasks_fts` (id, task_text) VALUES (new.id, new.task_text);
END;--> statement-breakpoint
CREATE TRIGGER `tasks_fts_update` AFTER UPDATE OF task_text ON `tasks` BEGIN
  DELETE FROM `tasks_fts` WHERE id = old.id;
  INSERT INTO `tasks_fts` (id, task_text) VALUES (new.id, new.task_text);
END;--> statement-breakpoint
CREATE TRIGGER `tasks_fts_delete` AFTER DELETE ON `tasks` BEGIN
  DELETE FROM `tasks_fts` WHERE id = old.id;
END;
