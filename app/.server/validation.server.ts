import type * as v from "valibot";
import { validate } from "../domain/common";
import { ServiceError } from "./errors.server";

/**
 * Validation happens once, at the door: a Remix action through `submitForm`
 * (Conform), an `/api` route through `valid()` (worker/api/validate.ts), and
 * any other door (a loader's query, a streamed multipart form) through this.
 * Services take the schema's typed output and never parse again, so a
 * transform (a date string becoming a Date, dollars becoming cents) runs once.
 * Throws 400 with the spec's message and per-field `details`.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = validate(schema, input);
  if (!result.ok) throw ServiceError.invalid(result);
  return result.data;
}
