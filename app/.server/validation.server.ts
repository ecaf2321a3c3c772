import type * as v from "valibot";
import { validate } from "../domain/common";
import { ServiceError } from "./errors";

/**
 * Outputs a schema has already produced for this request (the /api validators,
 * worker/api/validate.ts): a service handed one back skips parsing again, so a
 * transform (a date string becoming a Date) runs once.
 */
const validatedBy = new WeakMap<object, v.GenericSchema>();

export function rememberValidated(schema: v.GenericSchema, output: unknown): void {
  if (typeof output === "object" && output !== null) validatedBy.set(output, schema);
}

/**
 * Services validate their own input with the form's schema, so the Remix
 * action and the /api handler cannot drift apart. Throws 400 with the spec's
 * message and per-field `details`.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  if (typeof input === "object" && input !== null && validatedBy.get(input) === schema)
    return input as v.InferOutput<S>;
  const result = validate(schema, input);
  if (!result.ok) throw new ServiceError(400, result.message, result.errors);
  return result.data;
}
