// The stand-ins' own small web pages (consent, checkout, portal): escaped text,
// plain forms, labels above fields. They never run inside the app.
import { Buffer } from "node:buffer";

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value) {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Tagged template: every interpolated value is escaped unless wrapped by raw(). */
export function html(strings, ...values) {
  return {
    __html: strings.reduce((out, part, i) => {
      if (i === 0) return part;
      const value = values[i - 1];
      const text = Array.isArray(value)
        ? value.map((v) => v?.__html ?? escapeHtml(v)).join("")
        : (value?.__html ?? escapeHtml(value));
      return out + text + part;
    }, ""),
  };
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1c2430; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; border: 1px solid #d5dbe1; }
  .banner { background: #fff4d6; border: 1px solid #8a6d00; padding: .5rem .75rem; border-radius: 6px; font-size: .9rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input, select { display: block; width: 100%; box-sizing: border-box; font: inherit; padding: .5rem; margin-top: .25rem; border: 1px solid #59636e; border-radius: 6px; }
  .error { color: #a4000f; margin: .25rem 0 0; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  button, .button { font: inherit; padding: .6rem 1.2rem; border-radius: 6px; border: 1px solid #1d4ed8; cursor: pointer; text-decoration: none; }
  .primary { background: #1d4ed8; color: #fff; }
  .secondary { background: #fff; color: #1d4ed8; }
  .danger { background: #fff; color: #a4000f; border-color: #a4000f; }
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
  th, td { text-align: left; padding: .4rem; border-bottom: 1px solid #d5dbe1; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;

/** A whole page: `who` names the stand-in in a banner so nobody mistakes it for the real service. */
export function page({ title, who, body }) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} | ${who} (local stand-in)</title>
        <style>
          ${{ __html: STYLE }}
        </style>
      </head>
      <body>
        <main>
          <p class="banner">${who} stand-in on your machine: nothing here is real, no money moves.</p>
          ${body}
        </main>
      </body>
    </html>`.__html;
}

export function sendHtml(res, status, text, headers = {}) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...headers });
  res.end(text);
}

export function redirect(res, location) {
  res.writeHead(303, { location, "cache-control": "no-store" });
  res.end();
}

export async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/** Dollars from Stripe's smallest unit, e.g. 4900 → "$49.00". */
export function money(cents, currency = "usd") {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}
