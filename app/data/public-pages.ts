/**
 * The public pages: what every visitor sees alike, whatever their session. One list, read by
 * the sitemap (app/routes/sitemap[.]xml.ts), the edge cache (worker/edge-cache.ts), the
 * Lighthouse script (scripts/lighthouse.mjs) and the tests. Plain data: Node reads it as is.
 */
export const PUBLIC_PAGES = [
  { path: "/", lang: "en", changefreq: "weekly", priority: "1.0" },
  { path: "/pricing", lang: "en", changefreq: "monthly", priority: "0.8" },
  { path: "/insurance-guidance", lang: "en", changefreq: "monthly", priority: "0.8" },
  { path: "/check-a-bill", lang: "en", changefreq: "monthly", priority: "0.8" },
  { path: "/methodology", lang: "en", changefreq: "monthly", priority: "0.6" },
  { path: "/assurance-sante", lang: "fr", changefreq: "monthly", priority: "0.6" },
  { path: "/precios-y-planes", lang: "es", changefreq: "monthly", priority: "0.6" },
  { path: "/privacy-terms", lang: "en", changefreq: "yearly", priority: "0.3" },
  { path: "/sign-in", lang: "en", changefreq: "yearly", priority: "0.3" },
] as const;

export type PublicPagePath = (typeof PUBLIC_PAGES)[number]["path"];

/** Public answers that are not pages (not in the sitemap), cached at the edge all the same. */
export const PUBLIC_FILES = ["/robots.txt", "/sitemap.xml"] as const;
