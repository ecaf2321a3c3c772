import { MESSAGES, tooLongMessage } from "~/domain/common";
import { CHECKOUT_FAILURE_WORDS } from "~/domain/payments";
import { PROFILE_MESSAGES } from "~/domain/profile";
import { INSURANCE_BUNDLE, INSURANCE_QUOTE_THANKS, type ConciergePlan } from "~/data/plans";
import { en as chosenPlanEn } from "../chosen-plan/en";

/** The profile fields' words (registration and the dashboard's edit form), English. */
export const PROFILE_FIELD_WORDS = {
  fullName: "Full name",
  email: "Email",
  emailLocked: "The email you signed in with",
  phone: "Phone number",
  zip: "ZIP code",
  zipHint: "5 digits, for example 33101",
  dateOfBirth: "Date of birth",
  insuranceStatus: "Insurance status",
  insuranceChoices: { insured: "I have health insurance", uninsured: "I don't have health insurance" },
  provider: "Insurance provider (optional)",
  memberId: "Member ID (optional)",
  memberIdHint: "You can skip this and upload a photo of your card later.",
  serviceNeeded: "Service needed",
  serviceNeededHint: "For example: a bill review after an ER visit.",
};
export type ProfileFieldWords = typeof PROFILE_FIELD_WORDS;

/**
 * The messages the registration form can show (its schema's, app/domain/profile.ts and domain/common, and the
 * page's own), by key. Another language's words name each key in its words; `sayMessage` finds a message by its
 * English text, so the one schema stays the only copy of the rules.
 */
const REGISTRATION_MESSAGES = {
  fullNameRequired: PROFILE_MESSAGES.fullNameRequired,
  phoneRequired: PROFILE_MESSAGES.phoneRequired,
  phoneInvalid: PROFILE_MESSAGES.phoneInvalid,
  dobRequired: PROFILE_MESSAGES.dobRequired,
  dobInvalid: PROFILE_MESSAGES.dobInvalid,
  insuranceStatusRequired: PROFILE_MESSAGES.insuranceStatusRequired,
  serviceNeededRequired: PROFILE_MESSAGES.serviceNeededRequired,
  saveFailed: PROFILE_MESSAGES.saveFailed,
  emailLocked: PROFILE_MESSAGES.emailLocked,
  zipRequired: MESSAGES.zipRequired,
  zipInvalid: MESSAGES.zipInvalid,
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  checkFailed: MESSAGES.fallback,
};
type RegistrationMessages = Record<keyof typeof REGISTRATION_MESSAGES, string>;

/** The registration page's words (app/routes/form.tsx, RegistrationForm, ProfileFields), English; `?lang=es` reads ./es.ts. */
export const en = {
  meta: { title: "Get started | Care Finder" },
  back: "Back to Care Finder",
  backHref: "/",
  titleForPlan: (plan: ConciergePlan | undefined) => `Register for ${plan?.label}`,
  titleForQuote: `Register for your ${INSURANCE_BUNDLE.name} quote`,
  titleFree: "Register for free expert help",
  lead: "Two short steps. We use your answers to find you better prices and coverage.",
  freeNote: "Registering is free: nothing is charged.",
  /** Where the journey goes on in English (Stripe's page, the dashboard), said before the person gets there. */
  checkoutInEnglish: "",
  dashboardInEnglish: "",
  /** Why Checkout could not open, when the form is shown again after it. */
  checkoutFailures: CHECKOUT_FAILURE_WORDS,
  form: {
    progress: "Registration progress",
    stepTitles: { 1: "Basic Information", 2: "Care & Coverage" },
    stepLabel: (n: number, title: string) => `Step ${n}: ${title}`,
    stepOf: (n: number) => `Step ${n} of 2`,
    previous: "Previous Step",
    next: "Next Step",
    submitting: "Submitting...",
    complete: "Complete Registration",
    signInFirst:
      "You will be asked to sign in before we save your details. Your answers stay on this device until then.",
  },
  fields: PROFILE_FIELD_WORDS,
  thanks: {
    title: "Thank you for registering!",
    registered: "We have your details. A Care Finder expert will review them and get back to you within 48 hours.",
    quote: INSURANCE_QUOTE_THANKS,
    close: "Close",
    schedule: "Schedule Consultation (30 min)",
    scheduleSubject: "Please book my 30-minute consultation",
    dashboard: "Go to Member Dashboard",
  },
  checkoutNext: {
    heading: "Next: payment",
    saved: "Thank you, your details are saved.",
    /** The chosen-plan checkout sentence without its "after you register" opening (the person has registered). */
    afterRegistering: (sentence: string) => sentence.replace(/^After you register, /, ""),
    continue: "Continue to Stripe Checkout",
    notNow: "Not now: go to my dashboard",
  },
  chosenPlan: chosenPlanEn,
  /** The messages above, in this page's language. */
  messages: REGISTRATION_MESSAGES as RegistrationMessages,
  /** A length rule's message ("Please keep this under 200 characters"). */
  tooLong: tooLongMessage,
};
export type RegistrationWords = typeof en;

const TOO_LONG = new RegExp(`^${tooLongMessage(0).replace("0", "(\\d+)")}$`);

/** A message from the schema or the server in the page's language, found by its English words (unknown ones as they are). */
export function sayMessage(words: RegistrationWords, message: string): string {
  const key = (Object.keys(REGISTRATION_MESSAGES) as (keyof typeof REGISTRATION_MESSAGES)[]).find(
    (name) => REGISTRATION_MESSAGES[name] === message,
  );
  if (key) return words.messages[key];
  const tooLong = TOO_LONG.exec(message);
  return tooLong ? words.tooLong(Number(tooLong[1])) : message;
}
