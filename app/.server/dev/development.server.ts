import { isDevelopment } from "../environment.server";
import { notFound, ServiceError } from "../errors.server";

/**
 * Development-only parts (/dev/*, the local mailbox) exist only when
 * ENVIRONMENT is exactly "development" (app/.server/environment.server.ts).
 * Anywhere else they are indistinguishable from a missing page.
 */
export function assertDevelopment(env: Pick<Env, "ENVIRONMENT">): void {
  if (!isDevelopment(env)) throw notFound();
}

/** For /dev resource routes without an action: a POST is a missing page too. */
export function notFoundAction(): never {
  throw new Response("Not found", { status: 404 });
}

/** For /dev resource routes: a ServiceError becomes its plain answer (404 outside development). */
export function throwAsResponse(error: unknown): never {
  if (error instanceof ServiceError) throw new Response(error.message, { status: error.status });
  throw error;
}
