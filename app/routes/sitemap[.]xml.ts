import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listProcedures } from "~/.server/prices/prices.server";
import { PUBLIC_PAGES } from "~/data/public-pages";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** sitemap.xml of the public pages, with canonical URLs on APP_URL, and the price search opened on each procedure. */
export async function loader({ context }: LoaderFunctionArgs) {
  const base = context.server.env.APP_URL.replace(/\/+$/, "");
  const procedures = (await listProcedures(context.server)).map((p) => ({
    path: `/?procedure=${encodeURIComponent(p.slug)}`,
    changefreq: "monthly",
    priority: "0.5",
  }));
  const urls = [...PUBLIC_PAGES, ...procedures].map(
    (page) =>
      `  <url>\n    <loc>${escapeXml(base + page.path)}</loc>\n    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority}</priority>\n  </url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
