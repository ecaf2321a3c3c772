import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { profiles, type Profile } from "../../../db/schema";
import {
  PROFILE_MESSAGES,
  type ProfileFormValues,
  type ProfileView,
  type RegistrationInput,
} from "../../domain/profile";
import { isAdminProfile } from "../auth/roles.server";
import { givenNameOf } from "./given-name.server";
import type { ServerContext } from "../context.server";
import { notFound, ServiceError } from "../errors.server";
import { planStandingOf } from "~/domain/plan-standing";
import type { MemberLanguage } from "~/domain/member-language";
import { insuranceQuoteStatements, isInsuranceBundleChoice } from "../requests/insurance-quote.server";

export function toProfileView(profile: Profile, env: Pick<Env, "ADMIN_EMAILS">): ProfileView {
  return {
    user_id: profile.id,
    full_name: profile.fullName,
    email: profile.email,
    given_name: givenNameOf(profile),
    phone_number: profile.phoneNumber,
    zip_code: profile.zipCode,
    date_of_birth: profile.dateOfBirth,
    insurance_status: profile.insuranceStatus,
    insurance_provider: profile.insuranceProvider,
    member_id: profile.memberId,
    service_needed: profile.serviceNeeded,
    onboarding_completed: profile.onboardingCompleted,
    role: isAdminProfile(profile, env) ? "admin" : "member",
    current_plan: profile.currentPlan,
    plan_status: profile.planStatus,
    plan: planStandingOf(profile),
    created_at: profile.createdAt.toISOString(),
  };
}

/** The form's values for a stored profile (empty strings for missing fields). */
export function toProfileFormValues(profile: ProfileView): ProfileFormValues {
  return {
    full_name: profile.full_name ?? "",
    email: profile.email,
    phone_number: profile.phone_number ?? "",
    zip_code: profile.zip_code ?? "",
    date_of_birth: profile.date_of_birth ?? "",
    insurance_status: profile.insurance_status ?? "",
    insurance_provider: profile.insurance_provider ?? "",
    member_id: profile.member_id ?? "",
    service_needed: profile.service_needed ?? "",
  };
}

export async function getProfile(server: ServerContext, userId: string): Promise<ProfileView> {
  const profile = await server.db.query.profiles.findFirst({ where: eq(profiles.id, userId) });
  if (!profile) throw notFound();
  return toProfileView(profile, server.env);
}

/**
 * Registration (docs/product.md#registration-and-dashboard): saves the nine fields and marks onboarding done.
 * Used by /form's action and POST /api/user-profile. `plan_choice` "Insurance
 * Bundle" (chosen on /pricing before registering) also files the quote
 * request, in the same batch. `language`: registered from a page in that language (`/form?lang=es`), the
 * member's own pages speak it from then on (docs/product.md#member-pages-in-spanish).
 */
export async function saveRegistration(
  server: ServerContext,
  userId: string,
  data: RegistrationInput & { plan_choice?: unknown; language?: MemberLanguage },
): Promise<ProfileView> {
  const quote = isInsuranceBundleChoice(data.plan_choice) ? insuranceQuoteStatements(server, userId) : [];
  return writeProfile(server, userId, data, { completeOnboarding: true, alsoWrite: quote, language: data.language });
}

/** The dashboard's edit modal: the same rules, all required fields required. */
export async function updateProfile(
  server: ServerContext,
  userId: string,
  data: RegistrationInput,
): Promise<ProfileView> {
  return writeProfile(server, userId, data, { completeOnboarding: false });
}

async function writeProfile(
  server: ServerContext,
  userId: string,
  data: RegistrationInput,
  {
    completeOnboarding,
    alsoWrite = [],
    language,
  }: { completeOnboarding: boolean; alsoWrite?: readonly BatchItem<"sqlite">[]; language?: MemberLanguage },
): Promise<ProfileView> {
  // The email is the verified sign-in identity: a member cannot change it here.
  // Otherwise anyone could claim an address before its owner signs in with it,
  // or an unclaimed ADMIN_EMAILS address. Admins change emails (admin service).
  const current = await server.db.query.profiles.findFirst({ where: eq(profiles.id, userId) });
  if (!current) throw notFound();
  if (data.email !== current.email.toLowerCase()) {
    throw ServiceError.refusing(400, { code: "emailLocked" }, { email: PROFILE_MESSAGES.emailLocked });
  }
  const update = server.db
    .update(profiles)
    .set({
      fullName: data.full_name,
      phoneNumber: data.phone_number,
      zipCode: data.zip_code,
      dateOfBirth: data.date_of_birth,
      insuranceStatus: data.insurance_status,
      insuranceProvider: data.insurance_provider || null,
      memberId: data.member_id || null,
      serviceNeeded: data.service_needed,
      ...(completeOnboarding ? { onboardingCompleted: true } : {}),
      ...(language ? { language } : {}),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId))
    .returning();
  // Writes that belong to the registration commit with it, or not at all.
  const [[row]] = await server.db.batch([update, ...alsoWrite]);
  if (!row) throw notFound();
  return toProfileView(row, server.env);
}
