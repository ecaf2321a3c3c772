/**
 * The price preview's own address (`/?zip=10001&procedure=mri`): the search form goes there, the hospital
 * pages link back to it. Client-safe and free of the validation library.
 */
import { ZIP_PATTERN } from "~/domain/patterns";

export type PreviewSearch = { zip: string; procedure: string };

const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/** `page`: the page that shows the preview, `/` or the Spanish `/precios-y-planes`. */
export function previewAddress({ zip, procedure }: PreviewSearch, page = "/"): string {
  return `${page}?${new URLSearchParams({ zip, procedure })}`;
}

/** The preview a page's query names, when both parts are well formed (anything else is ignored). */
export function previewSearchIn(query: URLSearchParams): PreviewSearch | null {
  const zip = query.get("zip")?.trim() ?? "";
  const procedure = query.get("procedure") ?? "";
  return ZIP_PATTERN.test(zip) && SLUG_PATTERN.test(procedure) ? { zip, procedure } : null;
}
