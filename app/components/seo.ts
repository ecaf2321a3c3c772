import type { MetaDescriptor } from "@remix-run/cloudflare";
import { LANGS, LANGUAGE_HOME } from "~/i18n";
import type { RootData } from "~/utils/user";

/** APP_URL from the root loader's data, as a route's `meta` sees it in `matches`. */
export function rootAppUrl(matches: ReadonlyArray<{ id: string; data?: unknown }>): string | undefined {
  return (matches.find((match) => match.id === "root")?.data as RootData | undefined)?.appUrl;
}

/** Every public page's title, description, canonical URL and Open Graph tags. */
export function seoMeta({
  appUrl,
  path,
  title,
  description,
  locale = "en_US",
}: {
  appUrl: string | undefined;
  path: string;
  title: string;
  description: string;
  locale?: string;
}): MetaDescriptor[] {
  const base = (appUrl ?? "").replace(/\/+$/, "");
  const url = `${base}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Care Finder" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale },
    { name: "twitter:card", content: "summary" },
    ...languageAlternates(base, path),
  ];
}

/** The pages that stand for each language point at one another (hreflang), English by default. */
function languageAlternates(base: string, path: string): MetaDescriptor[] {
  if (!LANGS.some((lang) => LANGUAGE_HOME[lang] === path)) return [];
  return [
    ...LANGS.map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: `${base}${LANGUAGE_HOME[lang]}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${base}${LANGUAGE_HOME.en}` },
  ];
}
