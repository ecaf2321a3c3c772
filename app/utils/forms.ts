import { parseWithValibot } from "@conform-to/valibot";
import type { GenericSchema } from "valibot";

/**
 * A form's fields through one of our schemas, in the browser and on the
 * server alike. Conform's own coercion (empty text → missing) is off: our
 * schemas read raw strings the way the services and /api read them, and
 * the coercion turns `v.pipe(v.optional(...), ...)` messages into the
 * generic fallback.
 */
export function parseForm<S extends GenericSchema>(formData: FormData, schema: S) {
  return parseWithValibot(formData, { schema, disableAutoCoercion: true });
}
