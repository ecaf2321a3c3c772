// Stripe's request bodies and query strings: form-encoded, with nested keys.
import { URLSearchParams } from "node:url";

/** Stripe-style nested form keys: `a[b][0][c]=1` → { a: { b: [{ c: "1" }] } }. */
export function parseStripeForm(text) {
  const root = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]);
      if (last) node[part] = value;
      else {
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part];
      }
    });
  }
  return root;
}
