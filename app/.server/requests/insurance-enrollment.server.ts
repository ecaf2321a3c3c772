/**
 * "Free with insurance enrollment" (docs/product.md#payments): once an admin marks a member's
 * Insurance Bundle quote as enrolled, Care Access is theirs, free. One batch records the
 * enrollment, gives the member Care Access (unless a live membership already covers it) and audits
 * it; the plans page, the member's dashboard and checkout read the enrollment through the one offer
 * rule (payments/offers.server.ts), so Checkout is never asked for Care Access again.
 */
import { and, eq, sql } from "drizzle-orm";
import { helpRequests, insuranceEnrollments, profiles } from "../../../db/schema";
import { CONCIERGE_PLANS } from "../../data/plans";
import { ENROLLMENT_MESSAGES } from "../../domain/payments";
import type { AdminActor } from "../admin/shared.server";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { notFound, ServiceError } from "../errors.server";
import { INSURANCE_QUOTE_TITLE } from "./insurance-quote.server";

/** The member's enrollment as the team's request page shows it, or null. */
export async function enrollmentOf(server: ServerContext, userId: string) {
  const row = await server.db.query.insuranceEnrollments.findFirst({
    where: eq(insuranceEnrollments.userId, userId),
  });
  return row ? { enrolled_at: row.enrolledAt.toISOString(), request_id: row.requestId } : null;
}

export async function markInsuranceEnrolled(server: ServerContext, admin: AdminActor, requestId: string) {
  const request = await server.db.query.helpRequests.findFirst({ where: eq(helpRequests.id, requestId) });
  if (!request) throw notFound("Request not found");
  if (request.title !== INSURANCE_QUOTE_TITLE)
    throw ServiceError.plain(409, "enrollmentNotAQuote", ENROLLMENT_MESSAGES.notAQuote);
  if (await enrollmentOf(server, request.userId))
    throw ServiceError.plain(409, "enrollmentAlready", ENROLLMENT_MESSAGES.already);
  const now = new Date();
  const careAccess = CONCIERGE_PLANS[0].name;
  try {
    await server.db.batch([
      // The member's one row: a second marking at the same moment fails the whole batch.
      server.db
        .insert(insuranceEnrollments)
        .values({ userId: request.userId, requestId, enrolledBy: admin.id, enrolledAt: now }),
      server.db
        .update(profiles)
        .set({ currentPlan: careAccess, planStatus: "active", planUpdatedAt: now, updatedAt: now })
        .where(
          and(
            eq(profiles.id, request.userId),
            // A live membership already includes Care Access: it stays the member's plan.
            sql`not (coalesce(${profiles.planStatus}, '') in ('active', 'trialing') and coalesce(${profiles.currentPlan}, '') <> ${careAccess})`,
          ),
        ),
      auditStatement(server, {
        action: "admin.insurance_enrolled",
        actorId: admin.id,
        actorEmail: admin.email,
        targetType: "user",
        targetId: request.userId,
        details: { request_id: requestId, care_access: "free" },
      }),
    ]);
  } catch (error) {
    if (await enrollmentOf(server, request.userId))
      throw ServiceError.plain(409, "enrollmentAlready", ENROLLMENT_MESSAGES.already);
    throw error;
  }
  return { user_id: request.userId, enrolled_at: now.toISOString() };
}
