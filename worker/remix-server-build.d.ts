// The Remix server bundle (`remix vite:build` → build/server/index.js), aliased
// in wrangler.toml and vitest.config.ts so the Worker can import it by name.
declare module "remix-server-build" {
  import type { ServerBuild } from "@remix-run/cloudflare";
  const build: ServerBuild;
  export = build;
}
