// The Stripe stand-in's receipt pages, at the addresses its objects give: a Charge's
// `receipt_url` (GET /receipts/:charge) and an invoice's `hosted_invoice_url` (GET /i/:invoice),
// which links the receipt of the payment that paid it. A refund shows on the receipt, as on Stripe's.
import { html, money, page, sendHtml } from "../page.mjs";

const WHO = "Stripe";
const day = (seconds) => new Date(seconds * 1000).toISOString().slice(0, 10);

function receiptPage(charge) {
  return page({
    title: "Receipt",
    who: WHO,
    body: html`<h1>Receipt from Care Finder</h1>
      <dl>
        <dt>Amount paid</dt>
        <dd>${money(charge.amount, charge.currency)}</dd>
        <dt>Date paid</dt>
        <dd>${day(charge.created)}</dd>
        <dt>Receipt number</dt>
        <dd>${charge.id}</dd>
        ${
          charge.amount_refunded
            ? html`<dt>Refunded</dt>
                <dd>${money(charge.amount_refunded, charge.currency)}</dd>`
            : ""
        }
      </dl>`,
  });
}

function invoicePage(invoice, charge) {
  return page({
    title: "Invoice",
    who: WHO,
    body: html`<h1>Invoice from Care Finder</h1>
      <dl>
        <dt>Status</dt>
        <dd>${invoice.status === "paid" ? "Paid" : invoice.status}</dd>
        <dt>Amount paid</dt>
        <dd>${money(invoice.amount_paid, invoice.currency)}</dd>
        <dt>Invoice number</dt>
        <dd>${invoice.id}</dd>
        ${
          charge?.amount_refunded
            ? html`<dt>Refunded</dt>
                <dd>${money(charge.amount_refunded, charge.currency)}</dd>`
            : ""
        }
      </dl>
      ${charge ? html`<p><a href="${charge.receipt_url}">Download receipt</a></p>` : ""}`,
  });
}

/** Answers GET /receipts/:id and /i/:id; false for any other address. `store` holds invoices and money. */
export function handleReceiptPage(req, res, url, store, notFound) {
  if (req.method !== "GET") return false;
  const receipt = /^\/receipts\/([^/]+)$/.exec(url.pathname);
  if (receipt) {
    const charge = store.money.charges.get(decodeURIComponent(receipt[1]));
    if (charge) sendHtml(res, 200, receiptPage(charge));
    else notFound(res);
    return true;
  }
  const hosted = /^\/i\/([^/]+)$/.exec(url.pathname);
  if (!hosted) return false;
  const invoice = store.invoices.get(decodeURIComponent(hosted[1]));
  if (invoice) sendHtml(res, 200, invoicePage(invoice, store.money.chargeOfInvoice(invoice.id)));
  else notFound(res);
  return true;
}
