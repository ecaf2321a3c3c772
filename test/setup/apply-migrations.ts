import { applyD1Migrations, env } from "cloudflare:test";

// Setup files run before each test file, in that file's own fresh workerd with
// empty storage, so every file starts from the migrated schema and no other
// file's rows. Applying costs ~0.1 s of a file's start; nearly all the rest is the
// Worker's module graph loading (docs/decisions/0003-how-tests-run.md).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
