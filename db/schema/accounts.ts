/** People and their ways in: profiles, sessions, linked Google accounts, emailed sign-in and sign-up links. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { INSURANCE_STATUSES, ROLES } from "../enums";
import { id, timestamp, createdAt } from "./columns";

/** One row per person: identity, the profile of docs/product.md#data and plan state. */
export const profiles = sqliteTable(
  "profiles",
  {
    id: id(),
    email: text("email").notNull(),
    givenName: text("given_name"),
    fullName: text("full_name"),
    phoneNumber: text("phone_number"),
    zipCode: text("zip_code"),
    dateOfBirth: text("date_of_birth"),
    insuranceStatus: text("insurance_status", { enum: INSURANCE_STATUSES }),
    insuranceProvider: text("insurance_provider"),
    memberId: text("member_id"),
    serviceNeeded: text("service_needed"),
    onboardingCompleted: integer("onboarding_completed", { mode: "boolean" }).notNull().default(false),
    role: text("role", { enum: ROLES }).notNull().default("member"),
    currentPlan: text("current_plan"),
    planStatus: text("plan_status"),
    /** Stripe's `created` of the event that last set the plan: older events never win. */
    planUpdatedAt: timestamp("plan_updated_at"),
    stripeCustomerId: text("stripe_customer_id"),
    userTags: text("user_tags"),
    adminNotes: text("admin_notes"),
    /** The IANA zone the member reads times in (the browser's, or the one they chose): the call page. */
    timeZone: text("time_zone"),
    /** The language the member reads their own pages in, once chosen with the switch (app/.server/page-lang.server.ts). */
    language: text("language", { enum: ["en", "es"] }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    uniqueIndex("profiles_email_unique").on(t.email),
    uniqueIndex("profiles_stripe_customer_unique").on(t.stripeCustomerId),
    // Admin lists and stats (docs/admin-scale.md): every sort ends in id so paging is stable.
    index("profiles_created_idx").on(t.createdAt),
    index("profiles_full_name_idx").on(t.fullName),
    index("profiles_role_email_idx").on(t.role, t.email),
  ],
);

/** Sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
    /** When this session showed its second factor (an admin's passkey or recovery code); null until then. */
    secondFactorAt: timestamp("second_factor_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user_idx").on(t.userId)],
);

/** Single-use emailed sign-in links (docs/decisions/0004-sign-in.md): hashed, 15-minute expiry. */
export const signInTokens = sqliteTable(
  "sign_in_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_tokens_user_idx").on(t.userId)],
);

/**
 * Single-use emailed sign-up links: like sign-in links, but for an address
 * with no account yet. No profile exists until the link is followed
 * (docs/decisions/0030-email-sign-up-links.md). `claimId` marks which
 * confirmation used the link, so the account is created in the same batch.
 */
export const signUpTokens = sqliteTable(
  "sign_up_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    claimId: text("claim_id"),
    createdAt: createdAt(),
  },
  (t) => [index("sign_up_tokens_email_idx").on(t.email)],
);
