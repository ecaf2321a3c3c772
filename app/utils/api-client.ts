/**
 * The browser's one way to call `/api`: Hono's typed client over the router's
 * type (worker/api/index.ts), so a call names a real route and reads the answer
 * that route really sends. `import type` only: no server code reaches the
 * client bundle.
 */
import { hc } from "hono/client";
import type { AppType } from "../../worker/api";

export const api = hc<AppType>("/api");

/**
 * The `{ error }` of a refused call (worker/api/errors.ts), or undefined when
 * the answer carries none (not JSON, or a proxy's page).
 */
export async function refusalOf(res: {
  json(): Promise<unknown>;
}): Promise<{ error?: string; details?: Record<string, string> }> {
  const body: unknown = await res.json().catch(() => null);
  if (!body || typeof body !== "object") return {};
  const { error, details } = body as Record<string, unknown>;
  return {
    error: typeof error === "string" ? error : undefined,
    details: details && typeof details === "object" ? (details as Record<string, string>) : undefined,
  };
}
