/** The "Español / English" switch on the member's pages (docs/product.md#member-pages-in-spanish). */
import * as v from "valibot";

const MEMBER_LANGUAGES = ["en", "es"] as const;
export type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];

/** The switch's form: the language chosen, and the member page to return to. */
export const languageFormSchema = v.object({
  language: v.picklist(MEMBER_LANGUAGES, "Choose English or Spanish"),
  back: v.optional(v.pipe(v.string(), v.maxLength(512))),
});

/**
 * Where the switch returns: the member page it was on (only a /dashboard address of this site, never another
 * host), without a `?lang=` that would outvote the language just saved. The dashboard otherwise.
 */
export function switchReturnPath(back: string | undefined): string {
  if (!back || !/^\/dashboard(?:[/?#]|$)/.test(back) || back.includes("//") || back.includes("\\")) return "/dashboard";
  const url = new URL(back, "https://care-finder.invalid");
  url.searchParams.delete("lang");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The member's language as the team reads it (admin pages stay English): "Spanish", "English", or not chosen. */
export function languageForTeam(language: string | null | undefined): string {
  if (language === "es") return "Spanish";
  if (language === "en") return "English";
  return "Not chosen (pages follow the browser)";
}
