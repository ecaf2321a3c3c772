// The Stripe stand-in's hosted pages: Checkout (GET /c/pay/:id, Pay / Cancel)
// and the customer portal (GET /p/session/:id, switch plan / cancel); receipts and
// hosted invoices (receipts.mjs). Each
// action sends its signed webhook events to the app first, then returns the
// browser to the app, as Stripe does (the app's plan changes only by webhook).
import { URLSearchParams } from "node:url";
import { html, money, page, redirect, sendHtml } from "../page.mjs";
import { handleReceiptPage } from "./receipts.mjs";

const WHO = "Stripe";

function notFound(res) {
  return sendHtml(res, 404, page({ title: "Not found", who: WHO, body: html`<h1>This page does not exist</h1>` }));
}

/** When the app did not take an event, say so rather than pretend the plan changed. */
function deliveryProblem(res, outcomes, next) {
  const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
  if (!failed.length) return false;
  sendHtml(
    res,
    502,
    page({
      title: "Webhook not delivered",
      who: WHO,
      body: html`<h1>The app did not accept the webhook</h1>
        <ul>
          ${failed.map((o) => html`<li>${o.type}: ${o.status ? `answered ${o.status}` : "could not be reached"}</li>`)}
        </ul>
        <p>Check the app's console (is STRIPE_WEBHOOK_SECRET the stand-in's?).</p>
        <p><a class="button secondary" href="${next}">Continue to the app</a></p>`,
    }),
  );
  return true;
}

const planName = (price, catalog) => catalog.products.get(price.product)?.name ?? price.nickname ?? "Plan";
const priceLabel = (price) =>
  `${money(price.unit_amount, price.currency)}${price.recurring ? ` / ${price.recurring.interval}` : ""}`;

function checkoutPage(session, catalog) {
  const items = session.line_items_input ?? [];
  const open = session.status === "open";
  return page({
    title: "Checkout",
    who: WHO,
    body: html`<h1>Pay Care Finder</h1>
      <table>
        <caption class="visually-hidden">
          Order
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          ${items.map(
            (item) =>
              html`<tr>
                <td>${planName(item.price, catalog)}</td>
                <td>${priceLabel(item.price)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      ${
        session.total_details?.amount_discount
          ? html`<p>Discount: <strong>−${money(session.total_details.amount_discount, session.currency)}</strong></p>`
          : ""
      }
      <p>Total due today: <strong>${money(session.amount_total, session.currency)}</strong></p>
      ${
        open
          ? html`<form method="post">
              <div class="actions">
                <button class="primary" type="submit" name="action" value="pay">
                  Pay ${money(session.amount_total, session.currency)}
                </button>
                <button class="secondary" type="submit" name="action" value="cancel">Cancel and go back</button>
              </div>
            </form>`
          : html`<p role="status">This checkout is ${session.status}.</p>`
      }`,
  });
}

/** The prices the portal's configuration lets a subscription switch to (none unless it allows switching). */
function switchChoices(configuration, price, catalog) {
  const update = configuration?.features?.subscription_update;
  if (!update?.enabled) return [];
  return update.products
    .flatMap((entry) => entry.prices)
    .filter((id) => id !== price.id)
    .map((id) => catalog.prices.get(id))
    .filter((candidate) => candidate?.active);
}

function portalPage(portal, customer, subscriptions, catalog) {
  const configuration = catalog.portalConfigurations.get(portal.configuration);
  const canCancel = configuration?.features?.subscription_cancel?.enabled === true;
  const live = subscriptions.filter(
    (s) => s.customer === portal.customer && ["active", "trialing", "past_due"].includes(s.status),
  );
  const list = live.map((sub) => {
    const price = sub.items.data[0].price;
    const others = switchChoices(configuration, price, catalog);
    return html`<section aria-labelledby="${sub.id}-title">
      <h2 id="${sub.id}-title">${planName(price, catalog)}</h2>
      <p>${priceLabel(price)}, renews ${new Date(sub.items.data[0].current_period_end * 1000).toDateString()}</p>
      ${
        others.length
          ? html`<form method="post">
              <input type="hidden" name="subscription" value="${sub.id}" />
              <label for="${sub.id}-plan">Switch to</label>
              <select id="${sub.id}-plan" name="price">
                ${others.map((other) => html`<option value="${other.id}">${planName(other, catalog)} (${priceLabel(other)})</option>`)}
              </select>
              <div class="actions">
                <button class="primary" type="submit" name="action" value="switch">Switch plan</button>
              </div>
            </form>`
          : ""
      }
      ${
        canCancel
          ? html`<form method="post">
              <input type="hidden" name="subscription" value="${sub.id}" />
              <div class="actions">
                <button class="danger" type="submit" name="action" value="cancel">Cancel subscription</button>
              </div>
            </form>`
          : ""
      }
    </section>`;
  });
  return page({
    title: "Manage your plan",
    who: WHO,
    body: html`<h1>Manage your plan</h1>
      <p>Signed in as ${customer?.email ?? "this customer"}.</p>
      ${list.length ? list : html`<p>You have no subscription billed through Stripe.</p>`}
      <p class="actions"><a class="button secondary" href="${portal.return_url ?? "/"}">Return to Care Finder</a></p>`,
  });
}

/** Answers a hosted page request, or 404. */
export async function handleHostedPage(req, res, url, text, store, actions) {
  if (handleReceiptPage(req, res, url, store, notFound)) return;
  const form = new URLSearchParams(req.method === "POST" ? text : "");

  const checkout = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
  if (checkout) {
    const session = store.sessions.get(decodeURIComponent(checkout[1]));
    if (!session) return notFound(res);
    if (req.method === "GET") return sendHtml(res, 200, checkoutPage(session, store.catalog));
    if (session.status !== "open") return sendHtml(res, 409, checkoutPage(session, store.catalog));
    if (form.get("action") === "cancel") return redirect(res, session.cancel_url ?? session.success_url);
    const next = session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
    const outcomes = await actions.deliver(actions.payCheckout(session));
    if (deliveryProblem(res, outcomes, next)) return;
    return redirect(res, next);
  }

  const portalMatch = /^\/p\/session\/([^/]+)$/.exec(url.pathname);
  if (portalMatch) {
    const portal = store.portalSessions.get(decodeURIComponent(portalMatch[1]));
    if (!portal) return notFound(res);
    const customer = store.customers.get(portal.customer);
    if (req.method === "GET")
      return sendHtml(res, 200, portalPage(portal, customer, [...store.subscriptions.values()], store.catalog));
    const subscription = store.subscriptions.get(form.get("subscription") ?? "");
    if (!subscription || subscription.customer !== portal.customer) return notFound(res);
    const configuration = store.catalog.portalConfigurations.get(portal.configuration);
    let events;
    if (form.get("action") === "cancel") {
      if (configuration?.features?.subscription_cancel?.enabled !== true) return notFound(res);
      events = actions.cancelSubscription(subscription);
    } else {
      const choices = switchChoices(configuration, subscription.items.data[0].price, store.catalog);
      const price = choices.find((candidate) => candidate.id === form.get("price"));
      if (!price) return notFound(res);
      events = actions.switchPlan(subscription, price);
    }
    const next = portal.return_url ?? "/";
    if (deliveryProblem(res, await actions.deliver(events), next)) return;
    return redirect(res, next);
  }
  return notFound(res);
}
