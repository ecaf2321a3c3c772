import { resolve } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so the Remix plugin never loads in tests.
const alias = {
  "~": resolve(import.meta.dirname, "app"),
  "remix-server-build": resolve(import.meta.dirname, "build/server/index.js"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                ENVIRONMENT: "test",
                SESSION_SECRET: "test-session-secret",
              },
            },
          })),
        ],
        test: {
          name: "workers",
          include: ["test/integration/**/*.test.ts", "app/**/*.server.test.ts", "worker/**/*.test.ts"],
          setupFiles: ["./test/setup/apply-migrations.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "dom",
          environment: "happy-dom",
          include: ["test/components/**/*.test.tsx", "app/**/*.dom.test.tsx"],
          setupFiles: ["./test/setup/dom.ts"],
        },
      },
    ],
  },
});
