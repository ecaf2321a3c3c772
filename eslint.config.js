import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      ".wrangler/",
      ".tools/",
      ".cache/",
      "node_modules/",
      "worker/worker-configuration.d.ts",
      "test-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info", "log"] }],
    },
  },
  {
    // Product code logs through one module (app/utils/log.ts), so nothing personal slips out by a stray console call.
    files: ["app/**/*.{ts,tsx}", "worker/**/*.ts"],
    ignores: ["app/utils/log.ts", "**/*.test.{ts,tsx}"],
    rules: { "no-console": ["error", {}] },
  },
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: {
      globals: {
        console: "readonly",
        process: "readonly",
        crypto: "readonly",
        fetch: "readonly",
        performance: "readonly",
        setTimeout: "readonly",
        URL: "readonly",
      },
    },
  },
);
