// Money that moved in the Stripe stand-in: each paid Checkout Session or invoice
// has a PaymentIntent and its Charge (with Stripe's `receipt_url`), an invoice
// lists its payment (GET /v1/invoice_payments?invoice=…), and POST /v1/refunds
// refunds a PaymentIntent or Charge as Stripe does: one of the two is required,
// never more than what is left to refund, and Stripe's `charge.refunded` and
// `refund.created` events follow (delivered after the API has answered, as
// Stripe's are).
import { invalid, missing } from "./catalog.mjs";
import { stripeId as id } from "./events.mjs";

const now = () => Math.floor(Date.now() / 1000);
const REFUND_REASONS = new Set(["duplicate", "fraudulent", "requested_by_customer"]);

/** `event(type, object)` builds an event in the endpoint's version; `deliver(list)` sends them. */
export function createCharges({ origin, event, deliver }) {
  const paymentIntents = new Map();
  const charges = new Map();
  const invoicePayments = new Map();
  const refunds = new Map();

  /** A succeeded payment of `amount` (PaymentIntent and Charge); `invoice` when it paid one. */
  function collect({ customer, amount, currency, metadata = {}, invoice = null }) {
    const paymentIntentId = id("pi");
    const chargeId = id("ch");
    const charge = {
      id: chargeId,
      object: "charge",
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      captured: true,
      created: now(),
      currency,
      customer,
      metadata: { ...metadata },
      paid: true,
      payment_intent: paymentIntentId,
      receipt_url: `${origin()}/receipts/${chargeId}`,
      refunded: false,
      status: "succeeded",
      livemode: false,
    };
    const paymentIntent = {
      id: paymentIntentId,
      object: "payment_intent",
      amount,
      amount_received: amount,
      created: now(),
      currency,
      customer,
      latest_charge: chargeId,
      metadata: { ...metadata },
      status: "succeeded",
      livemode: false,
    };
    charges.set(chargeId, charge);
    paymentIntents.set(paymentIntentId, paymentIntent);
    if (invoice) {
      invoicePayments.set(invoice, {
        id: id("inpay"),
        object: "invoice_payment",
        amount_paid: amount,
        amount_requested: amount,
        currency,
        invoice,
        is_default: true,
        payment: { type: "payment_intent", payment_intent: paymentIntentId },
        status: "paid",
        livemode: false,
      });
    }
    return paymentIntent;
  }

  function createRefund(body) {
    const chargeId = body.charge ?? paymentIntents.get(body.payment_intent)?.latest_charge;
    if (!body.charge && !body.payment_intent)
      return invalid("One of the following params should be provided for this request: payment_intent or charge.");
    if (body.payment_intent && !paymentIntents.has(body.payment_intent))
      return missing("payment_intent", body.payment_intent, "payment_intent");
    const charge = charges.get(chargeId);
    if (!charge) return missing("charge", body.charge, "charge");
    if (body.reason !== undefined && !REFUND_REASONS.has(body.reason))
      return invalid(`Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, "reason");
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0)
      return invalid(`Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded");
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1) return invalid("Invalid positive integer", "amount");
    const dollars = (cents) => `$${(cents / 100).toFixed(2)}`;
    if (amount > left)
      return invalid(
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        "amount",
        "amount_too_large",
      );
    const refund = {
      id: id("re"),
      object: "refund",
      amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: body.metadata ?? {},
      payment_intent: charge.payment_intent,
      reason: body.reason ?? null,
      status: "succeeded",
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const events = [event("charge.refunded", charge), event("refund.created", refund)];
    // Stripe answers the call, then delivers the events on its own time.
    setTimeout(() => void deliver(events), 0);
    return [200, refund];
  }

  /** The stand-in's API routes for money; null when the path is not one of them. */
  function handle(method, pathname, body, query) {
    if (method === "POST" && pathname === "/v1/refunds") return createRefund(body);
    if (method !== "GET") return null;
    if (pathname === "/v1/invoice_payments") {
      const payment = invoicePayments.get(query.invoice);
      return [200, { object: "list", url: pathname, has_more: false, data: payment ? [payment] : [] }];
    }
    const match = /^\/v1\/(payment_intents|charges|refunds)\/([^/]+)$/.exec(pathname);
    if (!match) return null;
    const key = decodeURIComponent(match[2]);
    if (match[1] === "charges") return charges.has(key) ? [200, charges.get(key)] : missing("charge", key, "id");
    if (match[1] === "refunds") return refunds.has(key) ? [200, refunds.get(key)] : missing("refund", key, "id");
    const paymentIntent = paymentIntents.get(key);
    if (!paymentIntent) return missing("payment_intent", key, "intent");
    const expand = Array.isArray(query.expand) ? query.expand : [];
    return [
      200,
      expand.includes("latest_charge")
        ? { ...paymentIntent, latest_charge: charges.get(paymentIntent.latest_charge) }
        : paymentIntent,
    ];
  }

  /** The Charge that paid an invoice, if any (the hosted invoice page links its receipt). */
  const chargeOfInvoice = (invoiceId) =>
    charges.get(paymentIntents.get(invoicePayments.get(invoiceId)?.payment.payment_intent)?.latest_charge);

  return { collect, handle, charges, chargeOfInvoice, state: { paymentIntents, charges, invoicePayments, refunds } };
}
