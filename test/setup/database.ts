import { applyD1Migrations, env } from "cloudflare:test";

/**
 * One workerd serves many test files in turn (`isolate: false` for the workers
 * project in vitest.config.ts), so its database outlives a file. The migrations
 * run once, in the first file of each workerd; every file after that starts from
 * the same migrated state: the rows tests wrote are deleted, the reference rows
 * the migrations wrote (prices, plans) stay, and the document bucket is emptied.
 * (docs/decisions/0003-how-tests-run.md)
 */
type Prepared = { testTables: string[] };
const state = globalThis as typeof globalThis & { __carefinderTestDatabase?: Prepared };

if (!state.__carefinderTestDatabase) {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  // A table the migrations left empty is one only tests write to. Search indexes (FTS5 virtual
  // tables and their shadow tables) are left out: their triggers empty them with their tables.
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master AS t WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
       AND name <> 'd1_migrations' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
       AND NOT EXISTS (SELECT 1 FROM sqlite_master AS v WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%' AND t.name LIKE v.name || '\\_%' ESCAPE '\\')`,
  ).all<{ name: string }>();
  const testTables: string[] = [];
  for (const { name } of results) {
    if (!(await env.DB.prepare(`SELECT 1 FROM "${name}" LIMIT 1`).first())) testTables.push(name);
  }
  state.__carefinderTestDatabase = { testTables };
} else {
  // One batch is one transaction; foreign keys are checked at its end, when every table is empty.
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...state.__carefinderTestDatabase.testTables.map((name) => env.DB.prepare(`DELETE FROM "${name}"`)),
  ]);
  for (let listed = await env.DOCUMENTS.list(); ; listed = await env.DOCUMENTS.list({ cursor: listed.cursor })) {
    if (listed.objects.length) await env.DOCUMENTS.delete(listed.objects.map((object) => object.key));
    if (!listed.truncated) break;
  }
}
