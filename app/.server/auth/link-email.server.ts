import { wordsIn } from "../../i18n/pick";
import { en, type LinkEmailWords } from "../../i18n/link-emails/en";
import { es } from "../../i18n/link-emails/es";
import { withLang, type CarriedLang } from "../../utils/carried-lang";

/** The sign-in and sign-up emails in the language of the page that asked for them (docs/decisions/0046). */
export function linkEmail(
  lang: CarriedLang,
  kind: keyof LinkEmailWords,
  link: string,
  givenName: string | null = null,
) {
  const words = wordsIn(lang, { en, es })[kind];
  return {
    subject: words.subject,
    text: [words.greeting(givenName), "", words.lead, "", link, "", words.ignore, "", "Care Finder"].join("\n"),
  };
}

/**
 * Where an emailed link carries its token: the URL's fragment (`/auth/link#token=…`),
 * which browsers never send, so no request URL, access log or invocation log holds it
 * (docs/decisions/0045-sign-in-link-token-in-fragment.md).
 */
export function emailLinkUrl(appUrl: string, token: string, lang: CarriedLang = "en"): string {
  // The language rides in the query (it is no secret) so the link's landing keeps it (docs/decisions/0046).
  const link = new URL(withLang("/auth/link", lang), appUrl);
  link.hash = new URLSearchParams({ token }).toString();
  return link.toString();
}
