import { env } from "cloudflare:test";
import { appFetch } from "./browser";
import { describe, expect, it } from "vitest";

const PAGES = [
  { path: "/", heading: "Know what care costs before you go", lang: "en" },
  { path: "/pricing", heading: "Care Concierge", lang: "en" },
  { path: "/insurance-guidance", heading: "Care Coverage", lang: "en" },
  { path: "/privacy-terms", heading: "Privacy Policy and Terms of Service", lang: "en" },
  { path: "/methodology", heading: "How we estimate prices", lang: "en" },
  { path: "/assurance-sante", heading: "Vos soins aux États-Unis, sans mauvaise surprise", lang: "fr" },
];

const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/&quot;/g, '"');

describe("public pages", () => {
  it.each(PAGES)("$path renders with its own title, description, canonical URL and Open Graph tags", async ({ path, heading, lang }) => {
    const res = await appFetch(`https://app.test${path}`);
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    expect(title.length).toBeGreaterThan(10);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    const canonical = `${env.APP_URL.replace(/\/$/, "")}${path}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
    expect(html).toContain('<meta property="og:description"');
  });

  it("gives every public page a different title", async () => {
    const titles = await Promise.all(
      PAGES.map(async ({ path }) => /<title>([^<]+)<\/title>/.exec(await (await appFetch(`https://app.test${path}`)).text())?.[1]),
    );
    expect(new Set(titles).size).toBe(PAGES.length);
  });

  it("the coverage page opens outside links in new tabs safely", async () => {
    const html = await (await appFetch("https://app.test/insurance-guidance")).text();
    const external = [...html.matchAll(/<a [^>]*href="https:\/\/[^"]+"[^>]*>/g)].map((m) => m[0]);
    expect(external.length).toBeGreaterThanOrEqual(4);
    for (const tag of external) {
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="noopener noreferrer"');
    }
  });

  it("the pricing page shows the checkout-cancelled note and the checkout error", async () => {
    const cancelled = decode(await (await appFetch("https://app.test/pricing?payment=cancelled")).text());
    expect(cancelled).toContain("Checkout was cancelled. You have not been charged.");
    const failed = decode(await (await appFetch("https://app.test/pricing?error=checkout")).text());
    expect(failed).toContain("There was an error processing your request. Please try again or contact support.");
    const plain = decode(await (await appFetch("https://app.test/pricing")).text());
    expect(plain).not.toContain("Checkout was cancelled");
    for (const text of ["CARE ACCESS", "$149", "ESSENTIAL CARE", "$49", "Most Popular", "PREMIUM CARE", "$99", "Insurance Bundle"]) {
      expect(plain).toContain(text);
    }
    expect(plain).toMatch(/<form[^>]*method="post"[^>]*action="\/checkout"/);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt allows public pages, keeps private areas out and points at the sitemap", async () => {
    const res = await appFetch("https://app.test/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    const body = await res.text();
    expect(body).toContain("User-agent: *");
    for (const path of ["/api/", "/dashboard", "/admin-dashboard"]) expect(body).toContain(`Disallow: ${path}`);
    expect(body).toContain(`Sitemap: ${env.APP_URL.replace(/\/$/, "")}/sitemap.xml`);
  });

  it("sitemap.xml lists every public page on APP_URL", async () => {
    const res = await appFetch("https://app.test/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const body = await res.text();
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const base = env.APP_URL.replace(/\/$/, "");
    expect(locs.sort()).toEqual(PAGES.map((p) => `${base}${p.path}`).sort());
    expect(body).not.toContain("/dashboard");
  });
});
