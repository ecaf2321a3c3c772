import { EMAIL_LINK_TTL_MINUTES } from "../../domain/sign-in";
import type { CarriedLang } from "../../i18n/carried-lang";
import { linkEmailsEs } from "../../i18n/pages/link-emails.es";

/** One emailed link's words: its subject and its text around the link. */
type LinkEmail = { subject: string; greeting: (givenName: string | null) => string; lead: string; ignore: string };
export type LinkEmailWords = { signIn: LinkEmail; signUp: LinkEmail };

const LINK_EMAILS_EN: LinkEmailWords = {
  signIn: {
    subject: "Your Care Finder sign-in link",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    lead: `Use this link to sign in to Care Finder. It works once and expires in ${EMAIL_LINK_TTL_MINUTES} minutes:`,
    ignore: "If you didn't ask to sign in, you can ignore this email: nobody can sign in without the link.",
  },
  signUp: {
    subject: "Create your Care Finder account",
    greeting: () => "Hello,",
    lead: `Use this link to create your Care Finder account. It works once and expires in ${EMAIL_LINK_TTL_MINUTES} minutes:`,
    ignore: "If you didn't ask to join Care Finder, you can ignore this email: no account is created without the link.",
  },
};

/** The sign-in and sign-up emails in the language of the page that asked for them (docs/decisions/0046). */
export function linkEmail(
  lang: CarriedLang,
  kind: keyof LinkEmailWords,
  link: string,
  givenName: string | null = null,
) {
  const words = (lang === "es" ? linkEmailsEs : LINK_EMAILS_EN)[kind];
  return {
    subject: words.subject,
    text: [words.greeting(givenName), "", words.lead, "", link, "", words.ignore, "", "Care Finder"].join("\n"),
  };
}
