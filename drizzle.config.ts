import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations; wrangler applies them.
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema/index.ts",
  out: "./migrations",
});
