import { vValidator } from "@hono/valibot-validator";
import type { HonoRequest, MiddlewareHandler, ValidationTargets } from "hono";
import * as v from "valibot";
import { ServiceError } from "../../app/.server/errors.server";
import { HUMAN_CHECK_FIELD } from "../../app/.server/human-check.server";
import { checkJsonShape, FORM_BODY_BYTES, readBoundedBody } from "../../app/.server/forms/form-limits.server";
import { shapeOf } from "../../app/.server/forms/form-shape.server";
import { describeIssues, MAX_UPLOAD_BYTES } from "../../app/domain/common";
import { MEMBER_REFUSAL_ENGLISH } from "../../app/domain/refusal-catalog";

/** What a body that is not JSON at all gets (Hono's own words never reach a client: worker/api/errors.ts). */
export const NOT_JSON_MESSAGE = MEMBER_REFUSAL_ENGLISH.notJson;

/**
 * The one way a `/api` route reads its body, query or params: the service's
 * own schema through @hono/valibot-validator, and one hook for every refusal.
 * A refusal is the same `ServiceError(400, our message, field messages)` the
 * service would throw, so `onError` answers `{ error, details }` in our words,
 * never the library's. The handler hands the typed output to the service,
 * which does not parse it again (app/.server/validation.server.ts).
 */
export function valid<Target extends keyof ValidationTargets, S extends v.GenericSchema>(
  target: Target,
  schema: S,
  { maxBytes = FORM_BODY_BYTES }: { maxBytes?: number } = {},
) {
  const validator = vValidator(target, schema, (result): void => {
    if (!result.success) {
      throw ServiceError.invalid(describeIssues(result.issues));
    }
  });
  if (target !== "json") return validator;
  const bounded: MiddlewareHandler = async (c, next) => {
    await boundJsonBody(c.req, schema, maxBytes);
    return validator(c as never, next);
  };
  return bounded as typeof validator;
}

/** A JSON body with one full-size file in it (base64) beside its fields: an upload, an email's attachment. */
export const FILE_JSON_BYTES = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + FORM_BODY_BYTES;

/**
 * The door's limits for a JSON body (docs/decisions/0048-bounded-forms.md), before
 * the schema reads it: at most `maxBytes` (by its Content-Length and as it is
 * read), then every key one the schema names and every list at most its
 * maximum. The body read here is the one the validator parses.
 */
async function boundJsonBody(req: HonoRequest, schema: v.GenericSchema, maxBytes: number) {
  if (!JSON_TYPE.test((req.header("Content-Type") ?? "").split(";")[0].trim())) return; // the validator refuses it
  let bytes: Uint8Array;
  try {
    bytes = await readBoundedBody(req.raw, maxBytes);
  } catch (error) {
    if (error instanceof ServiceError) throw ServiceError.refusing(error.status, { code: "apiTooLarge" });
    throw error;
  }
  const text = new TextDecoder().decode(bytes);
  // Hono keeps each body it read as a promise (its type says the value): c.req.json() parses this text.
  (req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return; // not JSON: the validator answers NOT_JSON_MESSAGE
  }
  checkJsonShape(value, shapeOf(schema));
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** The service's schema plus fields its service reads beside it (a plan choice, the human check's token). */
export const withFields = <S extends v.GenericSchema, E extends v.ObjectEntries>(schema: S, extra: E) =>
  v.intersect([schema, v.object(extra)]);

/** Routes that email strangers also take Turnstile's token (checked by the service: app/.server/human-check.server.ts). */
export const withHumanCheck = <S extends v.GenericSchema>(schema: S) =>
  withFields(schema, { [HUMAN_CHECK_FIELD]: v.optional(v.unknown()) });
