import { resolve } from "node:path";
import {
  vitePlugin as remix,
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
} from "@remix-run/dev";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig } from "vite";
import { getLoadContext } from "./app/load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// `npm run dev`: Remix with HMR; bindings come from wrangler's platform proxy
// (same local state as `wrangler dev`), so loaders see real D1 and R2.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    remixCloudflareDevProxy({ getLoadContext }),
    remix({
      // The /api forwarder exists only for the Vite dev server (see the route).
      ignoredRouteFiles: command === "build" ? ["**/api.$.ts"] : [],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    // `npm run bench` maps what is in each client chunk (gzip sizes) to .cache/bundle.html.
    process.env.BENCH_VISUALIZE && !isSsrBuild
      ? visualizer({ filename: ".cache/bundle.html", gzipSize: true, template: "treemap" })
      : null,
  ],
  resolve: {
    alias: { "~": resolve(import.meta.dirname, "app") },
  },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  // The server build keeps its source map: wrangler folds it into the Worker's
  // map and uploads it on deploy (upload_source_maps), so stack traces in
  // Workers Logs name our files and lines. Browsers get no maps.
  build: { sourcemap: Boolean(isSsrBuild) },
}));
