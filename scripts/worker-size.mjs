// The Worker's size budget, read by check:deploy (scripts/check-deploy.mjs) on the bundle
// `wrangler deploy --dry-run` writes: what a deploy uploads, minified, before its source map.
// Cloudflare's own limit is higher; this one keeps start-up (parse) time and the
// headroom for features in view (docs/architecture.md, "Worker size").

/** Raw KiB: 2,000 until the browser-only, certificate-only and unused Stripe code left the bundle (worker/stubs/). */
export const LIMIT_KIB = 1700;

/** What is wrong with a Worker bundle of `bytes` (raw, uncompressed): nothing, or that it is over budget. */
export function workerSizeProblems(bytes) {
  const kib = bytes / 1024;
  if (kib <= LIMIT_KIB) return [];
  return [
    `the Worker is ${kib.toFixed(1)} KiB raw, over its ${LIMIT_KIB.toLocaleString("en-US")} KiB budget: ` +
      "`npx wrangler deploy --dry-run --outdir .cache/worker --metafile .cache/worker/meta.json` shows what grew",
  ];
}
