import { resolve } from "node:path";
import {
  vitePlugin as remix,
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
} from "@remix-run/dev";
import { defineConfig } from "vite";
import { getLoadContext } from "./app/load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// `npm run dev`: Remix with HMR; bindings come from wrangler's platform proxy
// (same local state as `wrangler dev`), so loaders see real D1 and R2.
export default defineConfig(({ command }) => ({
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
  build: { sourcemap: false },
}));
