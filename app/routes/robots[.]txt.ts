import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** robots.txt: public pages may be indexed; member, admin and sign-in areas may not. */
export function loader({ context }: LoaderFunctionArgs) {
  const base = context.server.env.APP_URL.replace(/\/+$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /admin-dashboard",
    "Disallow: /auth/",
    "Disallow: /form",
    "Disallow: /payment-success",
    "Disallow: /checkout",
    "Disallow: /dev/",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
