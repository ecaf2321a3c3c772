import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { billErrorsIn } from "~/components/bills/bill-messages";
import { callMessageIn } from "~/components/calls/call-messages";
import { BILL_MESSAGES } from "~/domain/bills";
import { CALL_MESSAGES } from "~/domain/calls";
import { englishOf, REFUSAL_CODES, type Refusal } from "~/domain/refusals";
import { sayRefusal } from "~/i18n/refusals/en";
import { es } from "~/i18n/refusals/es";

/**
 * Every refusal names its code where it is thrown (docs/decisions/0066-refusal-codes-at-the-throw.md). The types
 * keep most of it: `ServiceError`'s constructor is private, `refusing` takes a code whose Spanish is a compile error
 * to leave out. This reads the source for what they cannot: English-only refusals outside the team's own files,
 * and a code said in Spanish with English words.
 */
const ROOT = resolve(import.meta.dirname, "../..");

/** The files whose refusals only the team reads (English, with a code): `ServiceError.plain`. */
const TEAM_ONLY = [
  "app/.server/admin/", // the admin dashboard
  "app/.server/auth/passkeys/", // the passkey pages, in English (the team's second factor)
  "app/.server/auth/authorize.server.ts", // the team's second factor
  "app/.server/bills/admin.server.ts", // the team's bill desk
  "app/.server/calls/hosts.server.ts", // a host's hours
  "app/.server/payments/refunds.server.ts", // refunds the team makes
  "app/.server/payments/review-fee-refund.server.ts",
  "app/.server/payments/webhook.server.ts", // Stripe's webhook
  "app/.server/requests/insurance-enrollment.server.ts", // the team's enrollment desk
];
/** The validation doors: a schema's message, with the code its catalog names. */
const VALIDATION_DOORS = ["app/.server/validation.server.ts", "worker/api/validate.ts"];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const FILES = [...sources(join(ROOT, "app")), ...sources(join(ROOT, "worker"))].map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, "utf8"),
}));
/** The files that call `call`, but errors.server.ts, which defines them. */
const using = (call: string) =>
  FILES.filter((file) => file.path !== "app/.server/errors.server.ts" && file.text.includes(call)).map(
    (file) => file.path,
  );
const within = (allowed: string[]) => (path: string) => allowed.some((place) => path.startsWith(place));

describe("refusal codes at the throw", () => {
  it("finds the throw sites it reads", () => {
    expect(using("ServiceError.refusing(").length).toBeGreaterThan(20);
    expect(using("ServiceError.plain(").length).toBeGreaterThan(5);
  });

  it("constructs no ServiceError from bare words", () => {
    expect(using("new ServiceError(")).toEqual([]);
  });

  it("keeps English-only refusals to the team's own files", () => {
    expect(using("ServiceError.plain(").filter((path) => !within(TEAM_ONLY)(path))).toEqual([]);
    expect(using("ServiceError.invalid(").filter((path) => !within(VALIDATION_DOORS)(path))).toEqual([]);
  });

  it("says every code a service throws in Spanish words of its own", () => {
    const thrown = new Set<string>();
    for (const { text } of FILES) {
      for (const found of text.matchAll(/(?:ServiceError\.refusing\(\s*\d+,\s*|refusal: )\{ code: "(\w+)"/g))
        thrown.add(found[1]);
    }
    expect(thrown.size).toBeGreaterThan(30);
    const known: readonly string[] = REFUSAL_CODES;
    for (const code of thrown) expect(known, code).toContain(code);
  });

  it("renders each code in Spanish unlike its English, values included", () => {
    const samples: Refusal[] = [
      { code: "formUnknownField" },
      { code: "formTooLarge" },
      { code: "billHospitalUnknown" },
      { code: "providerUnavailable", values: { provider: "Google" } },
      { code: "priceCodeUnknown", values: { code: "99999" } },
    ];
    for (const refusal of samples) {
      const spanish = sayRefusal(es, refusal);
      expect(spanish, refusal.code).not.toBe(englishOf(refusal));
      expect(spanish, refusal.code).not.toMatch(/\b(Please|the|form|We)\b/);
    }
    expect(sayRefusal(es, { code: "providerUnavailable", values: { provider: "Google" } })).toContain("Google");
    expect(sayRefusal(es, { code: "priceCodeUnknown", values: { code: "99999" } })).toContain("99999");
  });

  it("says the bill and call forms' refusals by their codes, from the one home of their Spanish", () => {
    expect(billErrorsIn("es", [BILL_MESSAGES.dateFuture, BILL_MESSAGES.pasteInvalid(4)])).toEqual([
      es.billDateFuture(),
      es.billPasteInvalid({ line: 4 }),
    ]);
    expect(billErrorsIn("en", [BILL_MESSAGES.dateFuture])).toEqual([BILL_MESSAGES.dateFuture]);
    const callRefusals = ["topicRequired", "slotRequired", "zoneInvalid", "notIncluded", "monthUsed", "taken"] as const;
    for (const key of [...callRefusals, "tooLate", "notFound"] as const) {
      expect(callMessageIn("es", CALL_MESSAGES[key]), key).not.toBe(CALL_MESSAGES[key]);
      expect(callMessageIn("en", CALL_MESSAGES[key]), key).toBe(CALL_MESSAGES[key]);
    }
    expect(callMessageIn("es", CALL_MESSAGES.taken)).toBe(es.callTaken());
  });
});
