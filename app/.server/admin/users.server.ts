import type * as v from "valibot";
import { and, eq, ne } from "drizzle-orm";
import { profiles, type Profile } from "../../../db/schema";
import { type adminUserUpdateSchema, normalizeTags, ADMIN_MESSAGES } from "../../domain/admin";
import { auditStatement } from "../audit.server";
import { isAdminProfile } from "../auth/roles.server";
import { givenNameOf } from "../profiles/given-name.server";
import type { ServerContext } from "../context.server";
import { readAllTogether } from "../read-together.server";
import { ServiceError, notFound } from "../errors.server";
import { planStandingOf } from "~/domain/plan-standing";
import { usersCountQuery, usersListQuery } from "./queries.server";
import { iso, paging, type AdminActor, type ListOptions, type Page } from "./shared.server";
import type { AdminUser } from "~/domain/admin-rows";

/** What the Users tab shows of a profile: every column but the ones it never reads (dashboard-gated.server.ts reads these). */
export type ListedProfile = Omit<Profile, "dateOfBirth" | "memberId" | "stripeCustomerId" | "timeZone" | "updatedAt">;

export function toAdminUser(profile: ListedProfile, env: Pick<Env, "ADMIN_EMAILS">): AdminUser {
  return {
    user_id: profile.id,
    id: profile.id,
    full_name: profile.fullName,
    given_name: givenNameOf(profile),
    email: profile.email,
    phone_number: profile.phoneNumber,
    zip_code: profile.zipCode,
    role: isAdminProfile(profile, env) ? "admin" : "member",
    insurance_status: profile.insuranceStatus,
    insurance_provider: profile.insuranceProvider,
    service_needed: profile.serviceNeeded,
    onboarding_completed: profile.onboardingCompleted,
    current_plan: profile.currentPlan,
    plan_status: profile.planStatus,
    plan: planStandingOf(profile),
    user_tags: profile.userTags,
    admin_notes: profile.adminNotes,
    created_at: iso(profile.createdAt),
    language: profile.language,
  };
}

export async function listUsers(server: ServerContext, options: ListOptions = {}): Promise<Page<AdminUser>> {
  const { page, pageSize } = paging(options);
  const [rows, [{ total }]] = await readAllTogether(server, [
    usersListQuery(server.db, options),
    usersCountQuery(server.db, options),
  ]);
  return { items: rows.map((p) => toAdminUser(p, server.env)), total, page, pageSize };
}

const FIELD_COLUMNS = {
  full_name: "fullName",
  email: "email",
  phone_number: "phoneNumber",
  zip_code: "zipCode",
  admin_notes: "adminNotes",
  user_tags: "userTags",
} as const;

/**
 * PUT /api/admin/users/{userId}: profile fields, notes and tags (docs/product.md#accounts).
 * Only the fields sent change. Tags are stored trimmed and comma-separated.
 */
export async function updateUserProfile(
  server: ServerContext,
  actor: AdminActor,
  userId: string,
  data: v.InferOutput<typeof adminUserUpdateSchema>,
): Promise<AdminUser> {
  const existing = await server.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, userId) });
  if (!existing) throw notFound("User not found");

  const changes: {
    fullName?: string | null;
    email?: string;
    phoneNumber?: string | null;
    zipCode?: string | null;
    adminNotes?: string | null;
    userTags?: string | null;
  } = {};
  for (const [field, column] of Object.entries(FIELD_COLUMNS) as [
    keyof typeof FIELD_COLUMNS,
    (typeof FIELD_COLUMNS)[keyof typeof FIELD_COLUMNS],
  ][]) {
    const value = data[field];
    if (value === undefined) continue;
    if (field === "email") changes.email = value as string;
    else if (field === "user_tags") changes.userTags = normalizeTags(value).join(", ") || null;
    else changes[column as Exclude<typeof column, "email">] = value === null || value === "" ? null : value;
  }
  if (changes.email && changes.email !== existing.email) {
    const taken = await server.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.email, changes.email), ne(profiles.id, userId)))
      .get();
    if (taken)
      throw ServiceError.plain(409, "emailTaken", ADMIN_MESSAGES.emailTaken, { email: ADMIN_MESSAGES.emailTaken });
  }
  const changed = Object.keys(changes).filter(
    (column) => changes[column as keyof typeof changes] !== existing[column as keyof Profile],
  );
  if (changed.length === 0) return toAdminUser(existing, server.env);

  const onlyTags = changed.every((c) => c === "userTags");
  const [[updated]] = await server.db.batch([
    server.db
      .update(profiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning(),
    auditStatement(server, {
      action: onlyTags ? "admin.user_tags_updated" : "admin.user_updated",
      actorId: actor.id,
      actorEmail: actor.email,
      targetType: "user",
      targetId: userId,
      details: { fields: changed },
    }),
  ]);
  return toAdminUser(updated, server.env);
}
