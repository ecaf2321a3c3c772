import { EMAIL_LINK_TTL_MINUTES } from "~/domain/sign-in";

/** One emailed link's words: its subject and its text around the link. */
type LinkEmail = { subject: string; greeting: (givenName: string | null) => string; lead: string; ignore: string };
export type LinkEmailWords = { signIn: LinkEmail; signUp: LinkEmail };

/** The emailed sign-in and sign-up links, English (app/.server/auth/link-email.server.ts puts them together). */
export const en: LinkEmailWords = {
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
