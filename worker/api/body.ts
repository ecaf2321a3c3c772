import type { Context } from "hono";
import { ServiceError } from "../../app/.server/errors";

/** The request's JSON body, or a 400 the client can read. Validation happens in the service. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ServiceError(400, "The request body must be JSON.");
  }
}
