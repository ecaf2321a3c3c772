/**
 * Booking the 30-minute call (a Premium Care benefit, app/domain/calls.ts): a help request of type
 * "call" the team answers on like any other, and an email to the team, in one batch.
 */
import { eq } from "drizzle-orm";
import type * as v from "valibot";
import { profiles } from "../../../db/schema";
import { CALL_MESSAGES, planIncludesCall, type callRequestSchema } from "../../domain/calls";
import { planStandingOf } from "../../domain/plan-standing";
import type { ServerContext } from "../context.server";
import { announceEmails, enqueueEmailStatement } from "../email/outbox.server";
import { ServiceError } from "../errors.server";
import { newRequestStatements } from "./requests.server";

/** A member's request for their call; refused (403) unless their plan includes it, checked here on every post. */
export async function requestCall(
  server: ServerContext,
  userId: string,
  data: v.InferOutput<typeof callRequestSchema>,
): Promise<{ id: string }> {
  const plan = await server.db
    .select({
      currentPlan: profiles.currentPlan,
      planStatus: profiles.planStatus,
      planUpdatedAt: profiles.planUpdatedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .get();
  if (!plan || !planIncludesCall(plan.currentPlan, planStandingOf(plan).kind))
    throw new ServiceError(403, CALL_MESSAGES.notIncluded);
  const id = crypto.randomUUID();
  const now = new Date();
  const [, , queued] = await server.db.batch([
    ...newRequestStatements(server, {
      id,
      userId,
      now,
      requestType: "call",
      title: "30-minute call",
      description: `${data.topic}\n\nGood times for me: ${data.preferred_times}`,
      priority: "normal",
    }),
    enqueueEmailStatement(server, {
      kind: "request_message",
      to: server.env.SUPPORT_EMAIL,
      subject: "A Premium member asked for a 30-minute call",
      // What the member wrote stays in the app: the email says where to read it and fix a time.
      text: [
        "A Premium Care member asked for their 30-minute call and named the times that suit them.",
        "",
        `Read it and reply: ${new URL(`/admin-dashboard/requests/${id}`, server.env.APP_URL)}`,
      ].join("\n"),
      dedupeKey: `call-request:${id}`,
      relatedUserId: userId,
    }),
  ]);
  announceEmails(
    server,
    queued.map((email) => email.id),
  );
  return { id };
}
