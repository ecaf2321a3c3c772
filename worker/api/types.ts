import type { ServerContext } from "../../app/.server/context";

/** Hono environment shared by every `/api` sub-router. */
export type ApiEnv = {
  Bindings: Env;
  Variables: { server: ServerContext };
};
