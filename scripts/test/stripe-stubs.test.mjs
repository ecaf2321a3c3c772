// node --test: the Stripe resources wrangler.toml aliases to a stub are ones the app never calls, and the stub
// gives every name the SDK imports from them (worker/stubs/no-unused-stripe-resources.ts).
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";

const root = resolve(import.meta.dirname, "../..");
const STUB = "./worker/stubs/no-unused-stripe-resources.ts";
const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
const stubbed = [...toml.matchAll(/^"([^"]+)" = "([^"]+)"$/gm)]
  .filter(([, , to]) => to === STUB)
  .map(([, from]) => from);
const core = readFileSync(join(root, "node_modules/stripe/esm/stripe.core.js"), "utf8");

/** What stripe.core.js imports from each of its resource modules. */
const imports = new Map(
  [...core.matchAll(/import \{([^}]*)\} from '(\.\/resources[^']*)';/g)].map(([, names, from]) => [
    from,
    names
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean),
  ]),
);

/** The resources the app calls on a Stripe client: `.checkout.sessions.create(`, `stripe.prices.list(`, … */
function resourcesCalled() {
  const called = new Set();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\./.test(name)) {
        const text = readFileSync(path, "utf8");
        if (!/stripeClient|from "stripe"/.test(text)) continue;
        for (const [, resource] of text.matchAll(/\.([a-zA-Z]+)\.(?:[a-zA-Z]+\.)?[a-zA-Z]+\(/g)) called.add(resource);
      }
    }
  };
  walk(join(root, "app"));
  walk(join(root, "worker"));
  return called;
}

/** The module stripe.core.js builds a client property from: `this.prices = new PriceResource(this)` → its module. */
function moduleOf(property) {
  const built = core.match(new RegExp(`this\\.${property} = new (\\w+)\\(this\\)`));
  if (!built) return null;
  return [...imports].find(([, names]) => names.includes(built[1]))?.[0] ?? null;
}

test("every stubbed specifier is a resource module stripe.core.js imports", () => {
  assert.ok(stubbed.length > 50, `only ${stubbed.length} aliases found`);
  for (const from of stubbed) assert.ok(imports.has(from), `${from} is not imported by stripe.core.js`);
});

test("no resource the app calls is stubbed", () => {
  const called = [...resourcesCalled()].map((property) => [property, moduleOf(property)]).filter(([, m]) => m);
  // The ones this app is known to call: the scan must find them, or it has stopped seeing the code.
  for (const known of ["checkout", "billingPortal", "prices", "refunds", "subscriptions", "customers"]) {
    assert.ok(
      called.some(([property]) => property === known),
      `the scan did not find .${known}`,
    );
  }
  for (const [property, from] of called) assert.ok(!stubbed.includes(from), `.${property} (${from}) is stubbed`);
});

test("the stub exports every name the SDK imports from the stubbed modules", () => {
  const stub = readFileSync(join(root, STUB), "utf8");
  for (const from of stubbed) {
    for (const name of imports.get(from) ?? []) {
      assert.match(stub, new RegExp(`^export const ${name} = `, "m"), `${name} (${from}) is missing from the stub`);
    }
  }
});
