import { resolve } from "node:path";
import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig, type Plugin } from "vite";
import { getLoadContext } from "./app/load-context";
import { ssrOnlyModules } from "./scripts/ssr-only-modules.mjs";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Hono's typed client (app/utils/api-client.ts) carries a cookie serializer for
 * callers that set a Cookie header; a browser never lets a page do that, so in
 * the client bundle it is replaced by the one line hc needs (about 0.6 KiB gzip less).
 */
function honoClientWithoutCookies(): Plugin {
  const stub = "\0hono-client-cookie";
  return {
    name: "hono-client-without-cookies",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (options?.ssr || source !== "../utils/cookie.js" || !importer?.includes("/hono/dist/client/")) return null;
      return stub;
    },
    load(id) {
      return id === stub ? "export const serialize = (name, value) => `${name}=${encodeURIComponent(value)}`;" : null;
    },
  };
}

/**
 * The licence notices the browser's chunks carry (`/*! … *\/`, `/** @license … *\/`), one per library and
 * icon, moved into one file beside them, `/assets/third-party-notices.txt`: every notice is still shipped,
 * once, and a first visit does not download them (about 3 KiB gzip on `/`).
 */
function noticesInOneFile(): Plugin {
  const notices = new Set<string>();
  const notice = /\/\*(?:!|\*(?=[^*]*(?:\*(?!\/)[^*]*)*@(?:license|preserve)))[\s\S]*?\*\//g;
  return {
    name: "notices-in-one-file",
    enforce: "post",
    renderChunk(code) {
      if (!/@license|@preserve|\/\*!/.test(code)) return null;
      return { code: code.replace(notice, (found) => (notices.add(found.trim()), "")), map: null };
    },
    generateBundle() {
      if (notices.size === 0) return;
      this.emitFile({ type: "asset", fileName: "assets/third-party-notices.txt", source: [...notices].join("\n\n") });
    },
  };
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
    honoClientWithoutCookies(),
    // `*.ssr.tsx`: empty in the browser's build (scripts/ssr-only-modules.mjs).
    command === "build" && !isSsrBuild ? ssrOnlyModules() : null,
    isSsrBuild ? null : noticesInOneFile(),
    // `npm run bench` maps what is in each client chunk (gzip sizes) to .cache/bundle.html.
    process.env.BENCH_VISUALIZE && !isSsrBuild
      ? visualizer({ filename: ".cache/bundle.html", gzipSize: true, template: "treemap" })
      : null,
    process.env.BENCH_VISUALIZE && !isSsrBuild
      ? visualizer({ filename: ".cache/bundle.json", gzipSize: true, template: "raw-data" })
      : null,
  ],
  resolve: {
    alias: { "~": resolve(import.meta.dirname, "app") },
  },
  ssr: {
    // lucide-react's entry imports each of its ~1,600 icons as its own module:
    // bundled here, only the icons we use remain, and every workerd test file
    // no longer loads them all one by one (docs/decisions/0003-how-tests-run.md).
    noExternal: ["lucide-react"],
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  // The server build keeps its source map: wrangler folds it into the Worker's
  // map and uploads it on deploy (upload_source_maps), so stack traces in
  // Workers Logs name our files and lines. Browsers get no maps.
  // No preload helper around our own dynamic imports (the contact dialog, the price answer, passkeys): their
  // few dependencies load when they do, and a first visit saves the helper (0.7 KiB gzip). Route modules are
  // still preloaded by Remix's own <link rel="modulepreload">.
  // The browsers: Baseline "widely available" (Vite 7's default, and what our journeys' Chromium is far past);
  // older targets made esbuild rewrite `?.` and friends on every line.
  build: {
    sourcemap: Boolean(isSsrBuild),
    modulePreload: false,
    target: isSsrBuild ? undefined : ["chrome107", "edge107", "firefox104", "safari16"],
  },
  // Minifying keeps no licence comment inline: noticesInOneFile() ships them in one file.
  esbuild: { legalComments: "none" },
}));
