/**
 * Stands in for `react-dom` (the browser renderer) in the Worker bundle (wrangler.toml `[alias]`). On the
 * server only `react-router-dom` imports it, for `flushSync` in its browser router, which server rendering
 * never calls; the Worker renders with `react-dom/server` (see react-dom-server-stream.ts). About 130 KiB less.
 */
export function flushSync<T>(update: () => T): T {
  return update();
}
