import type { api } from "./api";
import type { handleScheduled } from "./cron";

/** What app/entry.server.tsx exports for the Worker, beside Remix's own entry functions. */
export type WorkerEntryExports = {
  api: typeof api;
  handleScheduled: typeof handleScheduled;
};
