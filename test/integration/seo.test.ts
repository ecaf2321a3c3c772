import { env } from "cloudflare:test";
import { appFetch } from "../support/browser";
import { describe, expect, it } from "vitest";
import { fr as insurancePageFr } from "../../app/i18n/insurance-page/fr";
import { es as plansPageEs } from "../../app/i18n/plans-page/es";
import { es as priceSearchEs } from "../../app/i18n/price-search/es";
import { PUBLIC_PAGES, type PublicPagePath } from "../../app/data/public-pages";

/** Each public page's heading: the type makes a page added to the registry need one here. */
const HEADINGS: Record<PublicPagePath, string> = {
  "/": "Know what care costs before you go",
  "/pricing": "Care Concierge",
  "/insurance-guidance": "Care Coverage",
  "/privacy-terms": "Privacy Policy and Terms of Service",
  "/check-a-bill": "Check a bill",
  "/methodology": "How we estimate prices",
  "/assurance-sante": "Vos soins aux États-Unis, sans mauvaise surprise",
  "/precios-y-planes": "Sepa cuánto le va a costar antes de ir al médico",
  "/sign-in": "Sign in or create an account",
};
const PAGES = PUBLIC_PAGES.map((page) => ({ ...page, heading: HEADINGS[page.path] }));

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

/** Every sentence of a page catalog (functions are templates filled with data, checked elsewhere). */
function catalogStrings(catalog: unknown): string[] {
  if (typeof catalog === "string") return [catalog.trim()];
  if (Array.isArray(catalog)) return catalog.flatMap(catalogStrings);
  if (catalog && typeof catalog === "object") return Object.values(catalog).flatMap(catalogStrings);
  return [];
}

describe("public pages", () => {
  it("the French page says every sentence of its catalog, and only from there", async () => {
    const html = decode(await (await appFetch("https://app.test/assurance-sante")).text());
    const missing = catalogStrings(insurancePageFr).filter((text) => !html.includes(text));
    expect(missing).toEqual([]);
  });

  it("the Spanish page's headings and figures' meanings come from its catalog", async () => {
    const html = decode(await (await appFetch("https://app.test/precios-y-planes")).text());
    for (const text of [plansPageEs.heroTitle, plansPageEs.heroLead, priceSearchEs.zip, priceSearchEs.submit]) {
      expect(html).toContain(text);
    }
  });

  it.each(PAGES)(
    "$path renders with its own title, description, canonical URL and Open Graph tags",
    async ({ path, heading, lang }) => {
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
      expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    },
  );

  it("gives every public page a different title", async () => {
    const titles = await Promise.all(
      PAGES.map(
        async ({ path }) =>
          /<title>([^<]+)<\/title>/.exec(await (await appFetch(`https://app.test${path}`)).text())?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(PAGES.length);
  });

  it("the coverage page opens outside links in new tabs safely", async () => {
    const html = await (await appFetch("https://app.test/insurance-guidance")).text();
    const external = [...html.matchAll(/<a [^>]*href="https:\/\/[^"]+"[^>]*>/g)].map((m) => m[0]);
    expect(external.length).toBeGreaterThanOrEqual(3);
    // Real public pages only: no placeholder hosts.
    for (const tag of external)
      expect(tag).toMatch(/href="https:\/\/(www\.healthcare\.gov|www\.cms\.gov|content\.naic\.org)\//);
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
    for (const text of [
      "Care Access",
      "$149",
      "Essential Care",
      "$49",
      "Most Popular",
      "Premium Care",
      "$99",
      "Insurance Bundle",
    ]) {
      expect(plain).toContain(text);
    }
    // Plan names read the same as everywhere else, never in capitals.
    expect(plain).not.toMatch(/>(CARE ACCESS|ESSENTIAL CARE|PREMIUM CARE)</);
    // One sentence ties $149, the limited-time offer and $39 together.
    const offer = /data-testid="pricing-offer">([\s\S]*?)<\/p>/.exec(plain)?.[1].replace(/<[^>]+>/g, "") ?? "";
    expect(offer).toMatch(
      /^Care Access normally costs \$149, but for a limited time new members get that concierge review for \$39 instead, or free when they enroll in insurance with us, and the \$39 counts toward a monthly membership later\.$/,
    );
    expect(plain).toMatch(/<form[^>]*method="post"[^>]*action="\/checkout"/);
  });
});

describe("languages", () => {
  it("the English, French and Spanish pages name one another as hreflang alternates", async () => {
    const base = env.APP_URL.replace(/\/$/, "");
    for (const path of ["/", "/assurance-sante", "/precios-y-planes"]) {
      const html = await (await appFetch(`https://app.test${path}`)).text();
      const alternates = [...html.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)].map((m) => {
        const tag = m[0];
        return `${/hreflang="([^"]+)"/i.exec(tag)?.[1]} ${/href="([^"]+)"/.exec(tag)?.[1]}`;
      });
      expect(alternates).toEqual([
        `en ${base}/`,
        `fr ${base}/assurance-sante`,
        `es ${base}/precios-y-planes`,
        `x-default ${base}/`,
      ]);
    }
    const pricing = await (await appFetch("https://app.test/pricing")).text();
    expect(pricing).not.toContain('rel="alternate"');
  });

  it("the Spanish page answers a price preview in Spanish from the same price service", async () => {
    const res = await appFetch("https://app.test/precios-y-planes?zip=33101&procedure=mri");
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("Promedio nacional");
    expect(html).toContain("Precio en efectivo habitual cerca de 33101");
    const api = (await (
      await appFetch("https://app.test/api/search-providers", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ procedure: "mri", zipCode: "33101" }),
      })
    ).json()) as { nationalAverageCost: number };
    expect(html).toContain(`$${api.nationalAverageCost.toLocaleString("en-US")}`);
  });

  it("the Spanish page keeps what was typed and says what is wrong in Spanish", async () => {
    const html = decode(await (await appFetch("https://app.test/precios-y-planes?zip=123&procedure=")).text());
    expect(html).toContain("Escriba un código postal válido de 5 dígitos");
    expect(html).toContain('value="123"');
  });
});

describe("plain words", () => {
  it("a page that does not exist has its own title, a 404 and links onward", async () => {
    const res = await appFetch("https://app.test/no-such-page");
    expect(res.status).toBe(404);
    const html = decode(await res.text());
    expect(html).toContain("<title>Page not found | Care Finder</title>");
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('href="/insurance-guidance"');
  });

  it("the benefit table lists no 'Other' benefit for Essential instead of repeating Core's", async () => {
    const html = decode(await (await appFetch("https://app.test/insurance-guidance")).text());
    const other = /<th scope="row">Other<\/th>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? "";
    const cells = [...other.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(["Up to $2M per year and $5M lifetime", "None listed", "Advanced outpatient and imaging"]);
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
    const pages = locs.filter((loc) => !loc.includes("?procedure="));
    expect(pages.sort()).toEqual(PAGES.map((p) => `${base}${p.path}`).sort());
    // and the price search opened on each of the 116 catalog procedures
    const procedures = locs.filter((loc) => loc.includes("?procedure="));
    expect(procedures).toHaveLength(116);
    expect(procedures).toContain(`${base}/?procedure=follow-up-visit-30`);
    expect(body).not.toContain("/dashboard");
  });
});
