/**
 * The new-member offers (the $39 Care Access price, the $39 credit on the first membership invoice)
 * are each held by one Checkout Session at a time (docs/decisions/0007-payments.md). A checkout that
 * carries one claims it first, with a conditional insert of the member's one row for that offer, so
 * two checkouts at once never both carry it: the second is refused. A later checkout takes the claim
 * over only once the session holding it can no longer be paid (expired, failed, refunded, or expired
 * by us at Stripe now); a session that was paid keeps it.
 */
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { checkoutOfferClaims, payments } from "../../../db/schema";
import { NEW_MEMBER_LOOKUP_KEY } from "../../data/plans";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import type { PlanCharge } from "./offers.server";

type Offer = (typeof checkoutOfferClaims.$inferSelect)["offer"];
type Claim = typeof checkoutOfferClaims.$inferSelect;

/** A claim whose request never named a session (it died between claim and Stripe's answer) lapses after this. */
const UNNAMED_CLAIM_LAPSES_MS = 2 * 60 * 1000;
/** Payment states of a session that can never be paid any more: its offer is free again. */
const RELEASED_STATUSES = new Set(["expired", "failed", "refunded"]);

/** The offer a charge carries, if any. */
export function offerCarried(charge: PlanCharge): Offer | null {
  if (charge.lookupKey === NEW_MEMBER_LOOKUP_KEY) return "new_member_price";
  if (charge.creditCents > 0) return "new_member_credit";
  return null;
}

const busy = () => ServiceError.refusing(409, { code: "offerBusy" });
const spent = () => ServiceError.refusing(409, { code: "offerSpent" });

/** Takes the claim from `held` if nobody else did meanwhile: the update names the claim it replaces. */
async function takeOver(server: ServerContext, held: Claim, claimId: string, now: Date): Promise<boolean> {
  const taken = await server.db
    .update(checkoutOfferClaims)
    .set({ claimId, stripeSessionId: null, claimedAt: now })
    .where(
      and(
        eq(checkoutOfferClaims.userId, held.userId),
        eq(checkoutOfferClaims.offer, held.offer),
        eq(checkoutOfferClaims.claimId, held.claimId),
      ),
    )
    .returning({ claimId: checkoutOfferClaims.claimId });
  return taken.length === 1;
}

/** Whether the session holding the offer can still be paid; if it is open, it is expired at Stripe first. */
async function holderReleased(server: ServerContext, stripe: Stripe, sessionId: string): Promise<boolean> {
  const payment = await server.db.query.payments.findFirst({
    columns: { status: true },
    where: eq(payments.stripeSessionId, sessionId),
  });
  if (payment && RELEASED_STATUSES.has(payment.status)) return true;
  if (payment && payment.status !== "open") return false;
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return true;
  } catch {
    // Stripe expires open sessions only: it may have expired on its own, or have just been paid.
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    return session.status === "expired";
  }
}

/**
 * Claims `offer` for a checkout about to be created; answers the claim's token, which names the
 * session (`nameClaimedSession`) or lets the claim go (`releaseClaim`). Refused (409) while another
 * checkout is being made with it, or once a checkout carrying it was paid.
 */
export async function claimOffer(
  server: ServerContext,
  stripe: Stripe,
  userId: string,
  offer: Offer,
  now = new Date(),
): Promise<string> {
  const claimId = crypto.randomUUID();
  const inserted = await server.db
    .insert(checkoutOfferClaims)
    .values({ userId, offer, claimId, claimedAt: now })
    .onConflictDoNothing()
    .returning({ claimId: checkoutOfferClaims.claimId });
  if (inserted.length === 1) return claimId;

  const held = await server.db.query.checkoutOfferClaims.findFirst({
    where: and(eq(checkoutOfferClaims.userId, userId), eq(checkoutOfferClaims.offer, offer)),
  });
  if (!held) throw busy(); // let go this instant: the person tries again
  if (!held.stripeSessionId) {
    if (now.getTime() - held.claimedAt.getTime() < UNNAMED_CLAIM_LAPSES_MS) throw busy();
  } else if (!(await holderReleased(server, stripe, held.stripeSessionId))) {
    throw spent();
  }
  if (!(await takeOver(server, held, claimId, now))) throw busy();
  return claimId;
}

/** The statement naming the claim's session, for the batch that records the open payment. */
export function nameClaimedSession(server: ServerContext, claimId: string, sessionId: string) {
  return server.db
    .update(checkoutOfferClaims)
    .set({ stripeSessionId: sessionId })
    .where(eq(checkoutOfferClaims.claimId, claimId));
}

/** Lets a claim go when its checkout could not be made. */
export async function releaseClaim(server: ServerContext, claimId: string): Promise<void> {
  await server.db.delete(checkoutOfferClaims).where(eq(checkoutOfferClaims.claimId, claimId));
}

/** The statement letting go of the offer a session held, once Stripe says it expired or failed. */
export function releaseSessionClaims(server: ServerContext, sessionId: string) {
  return server.db.delete(checkoutOfferClaims).where(eq(checkoutOfferClaims.stripeSessionId, sessionId));
}
