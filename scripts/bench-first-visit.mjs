// The first visit's JavaScript as a browser loads it (part of `npm run bench`): Chromium opens the page
// with an empty cache and every script it fetches is counted, gzip, whatever asked for it (the route's
// modules, chunks imported later, the bot check's script if one loads). Remix's manifest of routes
// (`v3_lazyRouteDiscovery`) travels inside the HTML; inline scripts are counted with the page, not here.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Every script `path` loads within `settleMs` of its load event, with gzip sizes, in the order fetched. */
export async function scriptsOfFirstVisit(base, paths, { settleMs = 3000 } = {}) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const visits = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        bodies.push(
          response.body().then(
            (body) => ({ url: response.url().replace(base, ""), gzip: gzipSync(body).length }),
            () => ({ url: response.url().replace(base, ""), gzip: 0, unread: true }),
          ),
        );
      });
      await page.goto(base + path, { waitUntil: "load" });
      await page.waitForTimeout(settleMs);
      const scripts = await Promise.all(bodies);
      visits[path] = { gzipBytes: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return visits;
}
