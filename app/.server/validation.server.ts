import type * as v from "valibot";
import { validate } from "../schemas/common";
import { ServiceError } from "./errors";

/**
 * Services validate their own input with the form's schema, so the Remix
 * action and the /api handler cannot drift apart. Throws 400 with the spec's
 * message and per-field `details`.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = validate(schema, input);
  if (!result.ok) throw new ServiceError(400, result.message, result.errors);
  return result.data;
}
