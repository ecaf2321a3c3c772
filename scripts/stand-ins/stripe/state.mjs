// The Stripe stand-in's memory on disk (docs/decisions/0050-stripe-customer-made-again.md): with a
// `stateFile`, everything Stripe would remember (customers, subscriptions, Checkout and portal
// sessions, invoices, payments, refunds, the catalog, idempotency keys, events) is written after
// every change and read back at start, so `npm start` restarted finds the customers D1 names.
// The file sits beside D1's (.wrangler/state/stripe-stand-in.json); the seed writes it with D1,
// and deleting .wrangler/state resets both. URLs are stored without the stand-in's own origin, so
// the next start on another port still serves them.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import process from "node:process";

const ORIGIN_MARK = "{{stand-in-origin}}";

/**
 * `parts` names each Map and array the stand-in keeps ({ customers: Map, events: [] ... }).
 * Answers { load(origin), save() }; without a file both do nothing.
 */
export function stateOnDisk(file, parts) {
  let origin = "";
  const save = () => {
    if (!file) return;
    const plain = Object.fromEntries(
      Object.entries(parts).map(([name, value]) => [name, value instanceof Map ? [...value] : value]),
    );
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(plain).replaceAll(origin || ORIGIN_MARK, ORIGIN_MARK));
    renameSync(temporary, file);
  };
  const load = (at) => {
    origin = at;
    if (!file || !existsSync(file)) return false;
    const stored = JSON.parse(readFileSync(file, "utf8").replaceAll(ORIGIN_MARK, at));
    for (const [name, value] of Object.entries(parts)) {
      const entries = stored[name] ?? [];
      if (value instanceof Map) {
        value.clear();
        for (const [key, item] of entries) value.set(key, item);
      } else value.splice(0, value.length, ...entries);
    }
    return true;
  };
  return { load, save };
}
