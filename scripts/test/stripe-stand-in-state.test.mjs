// node --test: the Stripe stand-in keeps what Stripe would remember across a restart when given a
// state file (npm start's, beside D1), and forgets everything without one (the tests' own).
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { startStripeStandIn } from "../stand-ins/stripe.mjs";
import { stripeFor } from "../stripe-setup.mjs";

const KEY = "sk_test_state";

test("a customer, its subscription's invoice and its receipt survive a restart on another port", async () => {
  const dir = mkdtempSync(join(tmpdir(), "stripe-state-"));
  const stateFile = join(dir, "stripe-stand-in.json");
  try {
    const first = await startStripeStandIn({ stateFile });
    const stripe = stripeFor(KEY, first.url);
    let customer, price, invoice;
    try {
      customer = await stripe.customers.create({ email: "kept@example.com" }, { idempotencyKey: "kept-1" });
      const product = await stripe.products.create({ name: "Plan" });
      price = await stripe.prices.create({
        product: product.id,
        currency: "usd",
        unit_amount: 4900,
        recurring: { interval: "month" },
      });
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: "http://127.0.0.1:1/done",
      });
      // Pay on the hosted page (no webhook here: the page says the app was not reached, the payment stands).
      await (await fetch(session.url, { method: "POST", body: "action=pay", redirect: "manual" })).arrayBuffer();
      const paid = await stripe.checkout.sessions.retrieve(session.id);
      assert.equal(paid.payment_status, "paid");
      invoice = paid.invoice;
    } finally {
      await first.close();
    }

    const second = await startStripeStandIn({ stateFile });
    try {
      assert.notEqual(second.url, first.url);
      const again = stripeFor(KEY, second.url);
      assert.equal((await again.customers.retrieve(customer.id)).email, "kept@example.com");
      // The idempotency key still answers the same customer, as Stripe's does for a day.
      const repeated = await again.customers.create({ email: "kept@example.com" }, { idempotencyKey: "kept-1" });
      assert.equal(repeated.id, customer.id);
      const kept = await again.invoices.retrieve(invoice);
      assert.equal(kept.status, "paid");
      assert.ok(kept.hosted_invoice_url.startsWith(`${second.url}/i/`), "its page is served where the stand-in is now");
      const hosted = await (await fetch(kept.hosted_invoice_url)).text();
      const receiptUrl = /href="([^"]+\/receipts\/ch_\w+)"/.exec(hosted)?.[1];
      assert.ok(receiptUrl, "the invoice page links its receipt");
      assert.match(await (await fetch(receiptUrl)).text(), /Receipt from Care Finder[\s\S]*\$49\.00/);
      // New ids never clash with the kept ones, and checkout takes the kept customer.
      const next = await again.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: "http://127.0.0.1:1/done",
      });
      assert.equal(next.customer, customer.id);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("without a state file a restart forgets the customer, and Stripe says so as it does", async () => {
  const first = await startStripeStandIn();
  const customer = await stripeFor(KEY, first.url).customers.create({ email: "gone@example.com" });
  await first.close();
  const second = await startStripeStandIn();
  try {
    await assert.rejects(stripeFor(KEY, second.url).customers.retrieve(customer.id), {
      code: "resource_missing",
      statusCode: 404,
    });
  } finally {
    await second.close();
  }
});

test("a deleted customer is retrieved as deleted and refused by Checkout with resource_missing on `customer`", async () => {
  const standIn = await startStripeStandIn();
  try {
    const stripe = stripeFor(KEY, standIn.url);
    const customer = await stripe.customers.create({ email: "deleted@example.com" });
    assert.equal((await stripe.customers.del(customer.id)).deleted, true);
    assert.equal((await stripe.customers.retrieve(customer.id)).deleted, true);
    const product = await stripe.products.create({ name: "One" });
    const price = await stripe.prices.create({ product: product.id, currency: "usd", unit_amount: 100 });
    await assert.rejects(
      stripe.checkout.sessions.create({
        mode: "payment",
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: "http://127.0.0.1:1/done",
      }),
      { code: "resource_missing", param: "customer", statusCode: 400 },
    );
  } finally {
    await standIn.close();
  }
});
