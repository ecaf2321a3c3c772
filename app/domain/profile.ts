/**
 * Registration and profile rules (docs/product.md#validation), shared by /form, the dashboard's
 * edit modal, the Remix actions and POST /api/user-profile. Field names are
 * the API's snake_case names (docs/product.md#data, docs/product.md#api) so one shape serves form and API.
 */
import * as v from "valibot";
import { INSURANCE_STATUSES } from "../../db/enums";
import { emailSchema, optionalText, requiredText, zipCodeSchema } from "./common";

import type { PlanStanding } from "./plan-standing";
export const PROFILE_MESSAGES = {
  fullNameRequired: "Full name is required",
  phoneRequired: "Phone number is required",
  dobRequired: "Date of birth is required",
  dobInvalid: "Please enter a valid date of birth",
  phoneInvalid: "Please enter a valid phone number",
  insuranceStatusRequired: "Insurance status is required",
  serviceNeededRequired: "Service needed is required",
  saveFailed: "There was an error saving your information. Please try again.",
  updateFailed: "Failed to update profile. Please try again.",
  /** Said on the dashboard after the edit page's save (the dialog just closes). */
  updated: "Your profile is updated.",
  /** The account email is the verified sign-in identity (docs/decisions/0004-sign-in.md). */
  emailLocked: "This is the email you signed in with. To change it, please contact support.",
} as const;

const INSURANCE_STATUS_OPTIONS = INSURANCE_STATUSES;
export type InsuranceStatus = (typeof INSURANCE_STATUS_OPTIONS)[number];

const DOB_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** ISO date (what <input type="date"> sends), a real calendar day, not in the future. */
const dateOfBirthSchema = v.pipe(
  v.string(PROFILE_MESSAGES.dobRequired),
  v.trim(),
  v.nonEmpty(PROFILE_MESSAGES.dobRequired),
  v.regex(DOB_PATTERN, PROFILE_MESSAGES.dobInvalid),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().slice(0, 10) === value &&
      date.getTime() <= Date.now() &&
      date.getUTCFullYear() >= 1900
    );
  }, PROFILE_MESSAGES.dobInvalid),
);

/** Empty or missing counts as "not chosen", so the spec's message shows. */
const insuranceStatusSchema = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.picklist(INSURANCE_STATUS_OPTIONS, PROFILE_MESSAGES.insuranceStatusRequired),
);

const phoneSchema = v.pipe(
  requiredText(PROFILE_MESSAGES.phoneRequired, 40),
  v.regex(/^[0-9+().\-\s]*$/, PROFILE_MESSAGES.phoneInvalid),
);

export const step1Entries = {
  full_name: requiredText(PROFILE_MESSAGES.fullNameRequired, 200),
  email: emailSchema,
  phone_number: phoneSchema,
  zip_code: zipCodeSchema,
  date_of_birth: dateOfBirthSchema,
};

const step2Entries = {
  insurance_status: insuranceStatusSchema,
  insurance_provider: v.pipe(
    v.optional(v.nullable(optionalText(200)), ""),
    v.transform((x) => x ?? ""),
  ),
  member_id: v.pipe(
    v.optional(v.nullable(optionalText(100)), ""),
    v.transform((x) => x ?? ""),
  ),
  service_needed: requiredText(PROFILE_MESSAGES.serviceNeededRequired, 2000),
};

/** Step 1 'Basic Information'. */
export const registrationStep1Schema = v.object(step1Entries);

/** Provider and member id only mean something for insured people. */
const dropCoverageIfUninsured = <
  T extends { insurance_status: InsuranceStatus; insurance_provider: string; member_id: string },
>(
  data: T,
): T => (data.insurance_status === "insured" ? data : { ...data, insurance_provider: "", member_id: "" });

/**
 * The nine fields of a completed registration (form submit, POST /api/user-profile), and of the
 * edit-profile form: provider and member id stay optional, since an uninsured person has neither
 * and the card may come later (docs/product.md#validation).
 */
export const registrationSchema = v.pipe(
  v.object({ ...step1Entries, ...step2Entries }),
  v.transform(dropCoverageIfUninsured),
);

export type RegistrationInput = v.InferOutput<typeof registrationSchema>;
export type ProfileFormValues = Record<keyof typeof step1Entries | keyof typeof step2Entries, string>;

export const PROFILE_FIELDS = [
  "full_name",
  "email",
  "phone_number",
  "zip_code",
  "date_of_birth",
  "insurance_status",
  "insurance_provider",
  "member_id",
  "service_needed",
] as const satisfies readonly (keyof ProfileFormValues)[];

/** The profile as the API and pages show it (field names: docs/product.md#data). */
export type ProfileView = {
  user_id: string;
  full_name: string | null;
  email: string;
  given_name: string | null;
  phone_number: string | null;
  zip_code: string | null;
  date_of_birth: string | null;
  insurance_status: InsuranceStatus | null;
  insurance_provider: string | null;
  member_id: string | null;
  service_needed: string | null;
  onboarding_completed: boolean;
  role: "member" | "admin";
  current_plan: string | null;
  plan_status: string | null;
  /** Where the member stands with the plan (plan-standing.ts): what every page shows. */
  plan: PlanStanding;
  created_at: string;
};
