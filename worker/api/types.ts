import type { ServerContext } from "../../app/.server/context.server";

/** What the API answers when it refuses a request (worker/api/errors.ts). */
/** A refusal: `error` in English, and (added fields) its `code` and `values` when it has one (app/domain/refusals.ts). */
export type RefusalBody = { error: string; code?: string; values?: unknown; details?: unknown };

/** Hono environment shared by every `/api` sub-router. */
export type ApiEnv = {
  Bindings: Env;
  Variables: {
    server: ServerContext;
    /** Set by `answerRefusalsAs` on a route whose spec'd refusal has more fields. */
    refusalShape?: (body: RefusalBody) => object;
  };
};
