/**
 * Stands in for `react-dom/server` in the Worker bundle (wrangler.toml `[alias]`): the Worker renders every
 * page with `renderToReadableStream` (app/entry.server.tsx) and nothing else, so the legacy string renderer
 * (`renderToString`, `renderToStaticMarkup`, about 35 KiB) is left out. The build is picked as the package's
 * own `server.browser.js` picks it (the bundler drops the branch not taken).
 */
import type { renderToReadableStream as Render } from "react-dom/server";

declare const process: { env: { NODE_ENV?: string } };
declare function require(path: string): { renderToReadableStream: typeof Render; version: string };

const renderer =
  process.env.NODE_ENV === "production"
    ? require("../../node_modules/react-dom/cjs/react-dom-server.browser.production.min.js")
    : require("../../node_modules/react-dom/cjs/react-dom-server.browser.development.js");

export const renderToReadableStream: typeof Render = renderer.renderToReadableStream;
export const version = renderer.version;
