import { vValidator } from "@hono/valibot-validator";
import type { ValidationTargets } from "hono";
import * as v from "valibot";
import { ServiceError } from "../../app/.server/errors.server";
import { HUMAN_CHECK_FIELD } from "../../app/.server/human-check.server";
import { describeIssues } from "../../app/domain/common";

/** What a body that is not JSON at all gets (Hono's own words never reach a client: worker/api/errors.ts). */
export const NOT_JSON_MESSAGE = "The request body must be JSON.";

/**
 * The one way a `/api` route reads its body, query or params: the service's
 * own schema through @hono/valibot-validator, and one hook for every refusal.
 * A refusal is the same `ServiceError(400, our message, field messages)` the
 * service would throw, so `onError` answers `{ error, details }` in our words,
 * never the library's. The handler hands the typed output to the service,
 * which does not parse it again (app/.server/validation.server.ts).
 */
export function valid<Target extends keyof ValidationTargets, S extends v.GenericSchema>(target: Target, schema: S) {
  return vValidator(target, schema, (result): void => {
    if (!result.success) {
      const { message, errors } = describeIssues(result.issues);
      throw new ServiceError(400, message, errors);
    }
  });
}

/** The service's schema plus fields its service reads beside it (a plan choice, the human check's token). */
export const withFields = <S extends v.GenericSchema, E extends v.ObjectEntries>(schema: S, extra: E) =>
  v.intersect([schema, v.object(extra)]);

/** Routes that email strangers also take Turnstile's token (checked by the service: app/.server/human-check.server.ts). */
export const withHumanCheck = <S extends v.GenericSchema>(schema: S) =>
  withFields(schema, { [HUMAN_CHECK_FIELD]: v.optional(v.unknown()) });
