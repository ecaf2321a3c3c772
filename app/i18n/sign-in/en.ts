import { EMAIL_LINK_TTL_MINUTES, SIGN_IN_PAGE_MESSAGES } from "~/domain/sign-in";
import { en as chosenPlanEn } from "../chosen-plan/en";

/** The sign-in page's words (app/routes/sign-in.tsx, CheckYourEmail), English; `?lang=es` reads ./es.ts. */
export const en = {
  meta: {
    locale: "en_US",
    title: "Sign in or create an account | Care Finder",
    description: "Sign in to Care Finder with Google or an emailed link; a new email address creates your account.",
  },
  title: "Sign in or create an account",
  lead: "New here? Use Google or your email and we create your account as you sign in. Nothing to remember.",
  /** Sent here by "Ask our team" (a price search that matched nothing). */
  askingNotice: "Sign in first to ask our team: your question is waiting, and your dashboard opens it for you.",
  /** Sent here by "Save this check" (the public bill check). */
  savingNotice:
    "Join to save your bill check and get your letter: enter your email and we send you a link. Once you are in, your check opens with everything you typed, ready to save.",
  google: "With Google",
  googleText: "Use the Google account you already have.",
  continueWithGoogle: "Continue with Google",
  redirecting: "Redirecting...",
  withEmail: "With your email",
  email: "Email",
  emailHint: `We email you a link; it expires in ${EMAIL_LINK_TTL_MINUTES} minutes.`,
  sending: "Sending...",
  emailMe: "Email me a link",
  passkey: "With a passkey",
  passkeyText: "If you added a passkey to your account on this device.",
  passkeyButton: "Sign in with a passkey",
  passkeyBusy: "Waiting for your passkey...",
  next: "What happens next",
  steps: [
    `We email you a link. It works once and expires in ${EMAIL_LINK_TTL_MINUTES} minutes.`,
    "Open it and confirm. If you are new, that creates your account; nothing is created before.",
    "New members answer two short questions on the registration form; members go to their dashboard.",
  ],
  agree: "By continuing you agree to our",
  terms: "privacy and terms",
  checkEmail: "Check your email",
  sent: SIGN_IN_PAGE_MESSAGES.sent,
  sentMomentAgo: SIGN_IN_PAGE_MESSAGES.sentMomentAgo,
  openLink: "Open the link on any device and confirm. It can take a minute to arrive; look in your spam folder too.",
  resend: "Resend the link",
  otherEmail: "Use a different email",
  resendIn: (seconds: number) => `You can ask for a new link in ${seconds} s.`,
  resendNow: "You can now ask for a new link.",
  chosenPlan: chosenPlanEn,
};
export type SignInWords = typeof en;
