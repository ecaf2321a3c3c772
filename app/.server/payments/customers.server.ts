/**
 * The member's Stripe customer (docs/decisions/0050-stripe-customer-made-again.md): the one stored
 * on the profile, made once when there is none, and made again, once, when Stripe says the stored
 * one is gone (deleted in Stripe's Dashboard, test data cleared, keys of another mode, or a local
 * stand-in that forgot it). A call that fails for a missing customer is tried once more with the
 * new one, never more: a second refusal is the caller's to report.
 */
import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { profiles } from "../../../db/schema";
import { recordAudit } from "../audit.server";
import type { ServerContext } from "../context.server";
import { notFound } from "../errors.server";
import { isMissingCustomer } from "./stripe.server";

async function createCustomer(stripe: Stripe, profile: typeof profiles.$inferSelect, idempotencyKey: string) {
  return stripe.customers.create(
    { email: profile.email, name: profile.fullName ?? undefined, metadata: { user_id: profile.id } },
    { idempotencyKey },
  );
}

const storedCustomer = async (server: ServerContext, userId: string) =>
  (
    await server.db.query.profiles.findFirst({
      columns: { stripeCustomerId: true },
      where: eq(profiles.id, userId),
    })
  )?.stripeCustomerId ?? null;

/** The member's Stripe customer: reused from the profile, else created once and stored. */
async function customerFor(server: ServerContext, stripe: Stripe, userId: string): Promise<string> {
  const profile = await server.db.query.profiles.findFirst({ where: eq(profiles.id, userId) });
  if (!profile) throw notFound();
  if (profile.stripeCustomerId) return profile.stripeCustomerId;

  // Two clicks at once get the same customer back from Stripe.
  const customer = await createCustomer(stripe, profile, `care-finder-customer-${userId}`);
  await server.db
    .update(profiles)
    .set({ stripeCustomerId: customer.id, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), isNull(profiles.stripeCustomerId)));
  return (await storedCustomer(server, userId)) ?? customer.id;
}

/**
 * Makes the member a new customer in place of `gone`, stores it (only over `gone`, so two requests
 * at once store one) and records it in the audit log. The idempotency key names the customer it
 * replaces: those two requests get the same new customer from Stripe, and the first key, which
 * Stripe remembers for a day, is not reused (it would answer the gone customer again).
 */
async function replaceCustomer(server: ServerContext, stripe: Stripe, userId: string, gone: string) {
  const profile = await server.db.query.profiles.findFirst({ where: eq(profiles.id, userId) });
  if (!profile) throw notFound();
  const customer = await createCustomer(stripe, profile, `care-finder-customer-${userId}-after-${gone}`);
  const replaced = await server.db
    .update(profiles)
    .set({ stripeCustomerId: customer.id, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), eq(profiles.stripeCustomerId, gone)))
    .returning({ id: profiles.id });
  if (replaced.length > 0)
    await recordAudit(server, {
      action: "payment.customer_recreated",
      actorId: userId,
      targetType: "user",
      targetId: userId,
      // Customer ids only (not personal data): the one Stripe no longer knows, and the new one.
      details: { from: gone, to: customer.id, stripe_code: "resource_missing" },
    });
  return (await storedCustomer(server, userId)) ?? customer.id;
}

/**
 * Runs `call` with the member's customer. When Stripe answers that the customer is missing, a new
 * one is made and `call` runs once more with it (`replaced: true`); whatever that second call
 * throws is thrown.
 */
export async function withCustomer<T>(
  server: ServerContext,
  stripe: Stripe,
  userId: string,
  call: (customer: string, replaced: boolean) => Promise<T>,
): Promise<T> {
  const customer = await customerFor(server, stripe, userId);
  try {
    return await call(customer, false);
  } catch (error) {
    if (!isMissingCustomer(error)) throw error;
    return call(await replaceCustomer(server, stripe, userId, customer), true);
  }
}
