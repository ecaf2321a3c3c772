/**
 * The emailed link's page (/auth/link) in English. A link asked for from a Spanish page opens it with
 * `?lang=es` (docs/decisions/0046-language-carried-to-sign-in.md) and gets ./es.ts.
 */
export const en = {
  title: "Sign in | Care Finder",
  signUpHeading: "Create your Care Finder account",
  signInHeading: "Sign in to Care Finder",
  newLink: "Get a new sign-in link",
  signUpFor: "This link creates a Care Finder account for ",
  signInAs: "This link signs you in as ",
  once: ". It works once.",
  notYou: "If you didn't ask for this link, close this page: nothing happens until you continue.",
  creating: "Creating your account...",
  signingIn: "Signing in...",
  createAccount: "Create my account",
  continue: "Continue to Care Finder",
  opening: "Opening your link...",
  opens: "This page opens the link from your email.",
  pasteHint: "If nothing happens (JavaScript is off), copy the whole link from the email and paste it here.",
  pasteLabel: "Link from your email",
  open: "Open my link",
};

export type EmailLinkWords = typeof en;
