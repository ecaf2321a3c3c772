import { CHECKOUT_FAILURE_WORDS } from "~/domain/payments";
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

/** The registration page's words (app/routes/form.tsx, RegistrationForm, ProfileFields), English; `?lang=es` reads ./es.ts. */
export const en = {
  /** The words' language: the form's refusals load in it (app/utils/refusal-words.ts). */
  lang: "en" as "en" | "es",
  meta: { title: "Get started | Care Finder" },
  back: "Back to Care Finder",
  backHref: "/",
  titleForPlan: (plan: ConciergePlan | undefined) => `Register for ${plan?.label}`,
  titleForQuote: `Register for your ${INSURANCE_BUNDLE.name} quote`,
  titleFree: "Register for free expert help",
  lead: "Two short steps. We use your answers to find you better prices and coverage.",
  freeNote: "Registering is free: nothing is charged.",
  /** Where the journey goes on in English (Stripe's page), said before the person gets there. */
  checkoutInEnglish: "",
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
};
export type RegistrationWords = typeof en;
