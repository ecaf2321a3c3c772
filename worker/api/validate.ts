import { vValidator } from "@hono/valibot-validator";
import type { HonoRequest, MiddlewareHandler, ValidationTargets } from "hono";
import { HTTPException } from "hono/http-exception";
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
    if (!result.success) refuseIssues(result.issues);
  });
  if (target !== "json") return validator;
  // A JSON body is read and parsed here, once: the value whose shape the door checked is the one the schema
  // checks (Hono's validator would parse the same text again). Another media type goes to the validator as is.
  const bounded: MiddlewareHandler = async (c, next) => {
    const body = await boundJsonBody(c.req, schema, maxBytes);
    if (!body) return validator(c as never, next);
    const result = await v.safeParseAsync(schema, body.value);
    if (!result.success) refuseIssues(result.issues);
    c.req.addValidatedData("json", result.output as object);
    return next();
  };
  return bounded as typeof validator;
}

const refuseIssues = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): never => {
  throw ServiceError.invalid(describeIssues(issues));
};

/** A JSON body with one full-size file in it (base64) beside its fields: an upload, an email's attachment. */
export const FILE_JSON_BYTES = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + FORM_BODY_BYTES;

/**
 * The door's limits for a JSON body (docs/decisions/0048-bounded-forms.md), before
 * the schema reads it: at most `maxBytes` (by its Content-Length and as it is
 * read), then every key one the schema names and every list at most its
 * maximum. Answers the parsed value, which the schema checks as it is; undefined
 * for another media type (the validator refuses or reads it). Not JSON at all:
 * the 400 Hono's validator would throw, which the API answers as NOT_JSON_MESSAGE.
 */
async function boundJsonBody(
  req: HonoRequest,
  schema: v.GenericSchema,
  maxBytes: number,
): Promise<{ value: unknown } | undefined> {
  if (!JSON_TYPE.test((req.header("Content-Type") ?? "").split(";")[0].trim())) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = await readBoundedBody(req.raw, maxBytes);
  } catch (error) {
    if (error instanceof ServiceError) throw ServiceError.refusing(error.status, { code: "apiTooLarge" });
    throw error;
  }
  const text = new TextDecoder().decode(bytes);
  // Hono keeps each body it read as a promise (its type says the value): a later c.req.text() reads this text.
  (req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HTTPException(400, { message: "Malformed JSON in request body" });
  }
  checkJsonShape(value, shapeOf(schema));
  return { value };
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** The service's schema plus fields its service reads beside it (a plan choice, the human check's token). */
export const withFields = <S extends v.GenericSchema, E extends v.ObjectEntries>(schema: S, extra: E) =>
  v.intersect([schema, v.object(extra)]);

/** Routes that email strangers also take Turnstile's token (checked by the service: app/.server/human-check.server.ts). */
export const withHumanCheck = <S extends v.GenericSchema>(schema: S) =>
  withFields(schema, { [HUMAN_CHECK_FIELD]: v.optional(v.unknown()) });
