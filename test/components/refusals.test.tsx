import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/domain/common";
import { registrationSchema, registrationStep1Schema } from "~/domain/profile";
import { stripeRefusedMessage } from "~/domain/payments";
import { englishOf, REFUSAL_CODES, REFUSAL_ENGLISH, refusalOf, type Refusal } from "~/domain/refusals";
import { emailLinkRequestSchema } from "~/domain/sign-in";
import { bookCallSchema, moveCallSchema, timeZoneFormSchema } from "~/domain/calls";
import { uploadDocumentSchema } from "~/domain/documents";
import { checkBillSchema, estimatesSchema } from "~/domain/bills";
import { coverageScreenSchema } from "~/domain/coverage";
import { eobCheckSchema } from "~/domain/eob";
import { messageSchema } from "~/domain/messages";
import { checkoutRequestSchema } from "~/domain/payments";
import { newRequestSchema, requestMessageSchema } from "~/domain/requests";
import { en, sayMessage, sayRefusal } from "~/i18n/refusals/en";
import { es } from "~/i18n/refusals/es";

/** Sample values for the codes that take some. */
const SAMPLE_VALUES: Partial<Record<(typeof REFUSAL_CODES)[number], object>> = {
  tooLong: { max: 200 },
  checkField: { field: "lines.0.code" },
  stripeRefused: { reference: "req_123" },
  fileRefused: { filename: "bill: page 1.pdf", reason: "fileTooLarge" },
  providerUnavailable: { provider: "Google" },
  oauthFailed: { provider: "Google" },
  oauthUnreachable: { provider: "Google" },
  oauthUnreadable: { provider: "Google" },
  oauthUnverifiedEmail: { provider: "Google" },
  priceCodeUnknown: { code: "99999" },
  billPasteInvalid: { line: 3 },
};
const sample = (code: (typeof REFUSAL_CODES)[number]): Refusal =>
  (SAMPLE_VALUES[code] ? { code, values: SAMPLE_VALUES[code] } : { code }) as Refusal;

/**
 * Every message a schema can give: its own and its actions' messages, through objects, optionals and pipes (a
 * message written as a function is asked with a missing value and with a wrong one), and the global one a rule
 * without its own gives.
 */
function messagesOf(node: unknown, found = new Set<string>([MESSAGES.fallback])): Set<string> {
  if (!node || typeof node !== "object") return found;
  const schema = node as Record<string, unknown>;
  if (typeof schema.message === "string") found.add(schema.message);
  if (typeof schema.message === "function") {
    for (const input of [undefined, 5]) found.add((schema.message as (issue: { input: unknown }) => string)({ input }));
  }
  for (const key of ["pipe", "options"] as const) {
    if (Array.isArray(schema[key])) for (const item of schema[key]) messagesOf(item, found);
  }
  if (schema.entries) for (const entry of Object.values(schema.entries as object)) messagesOf(entry, found);
  messagesOf(schema.wrapped, found);
  messagesOf(schema.item, found);
  return found;
}

describe("refusals by code (app/domain/refusals.ts)", () => {
  it("renders every code in Spanish, in words of its own", () => {
    expect(REFUSAL_CODES.length).toBeGreaterThan(20);
    for (const code of REFUSAL_CODES) {
      const refusal = sample(code);
      const spanish = sayRefusal(es, refusal);
      expect(spanish, code).toMatch(/\S/);
      expect(spanish, code).not.toBe(englishOf(refusal));
      expect(sayRefusal(en, refusal), code).toBe(englishOf(refusal));
    }
    expect(sayRefusal(es, { code: "tooLong", values: { max: 200 } })).toBe("Escriba menos de 200 caracteres");
    expect(sayRefusal(es, { code: "stripeRefused", values: { reference: "req_9" } })).toContain("req_9");
  });

  it("names each English refusal once, so a message reads back into one code", () => {
    const texts = Object.values(REFUSAL_ENGLISH);
    expect(new Set(texts).size).toBe(texts.length);
    for (const code of REFUSAL_CODES) expect(refusalOf(englishOf(sample(code)))).toEqual(sample(code));
    expect(refusalOf("Something nobody wrote")).toBeNull();
    expect(refusalOf(stripeRefusedMessage(undefined))).toEqual({ code: "stripeRefused", values: { reference: "" } });
  });

  it("has a code for every message the sign-in, registration, member and bill forms' schemas can give", () => {
    const schemas = {
      emailLinkRequestSchema,
      registrationSchema,
      registrationStep1Schema,
      newRequestSchema,
      requestMessageSchema,
      messageSchema,
      bookCallSchema,
      moveCallSchema,
      timeZoneFormSchema,
      uploadDocumentSchema,
      checkoutRequestSchema,
      checkBillSchema,
      estimatesSchema,
      coverageScreenSchema,
      eobCheckSchema,
    };
    for (const [name, schema] of Object.entries(schemas)) {
      const messages = messagesOf(schema);
      expect(messages.size, name).toBeGreaterThan(1);
      for (const message of messages) expect(refusalOf(message), `${name}: ${message}`).not.toBeNull();
    }
    // The walk reaches the rules of a real parse, too.
    const issues = v.safeParse(registrationSchema, { full_name: "x".repeat(201) }).issues ?? [];
    for (const { message } of issues) expect(messagesOf(registrationSchema)).toContain(message);
  });

  it("shows a message the schema gave in the page's words, and one with no code as it is", () => {
    expect(sayMessage(es, REFUSAL_ENGLISH.emailInvalid)).toBe("Escriba un correo electrónico válido");
    expect(sayMessage(en, REFUSAL_ENGLISH.emailInvalid)).toBe(REFUSAL_ENGLISH.emailInvalid);
    expect(sayMessage(es, "Plain words")).toBe("Plain words");
    expect(sayMessage(es, null)).toBeNull();
  });
});
