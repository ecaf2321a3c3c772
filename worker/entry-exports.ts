import type { answerKeptPage } from "../app/.server/kept-page.server";
import type { api } from "./api";
import type { handleScheduled } from "./cron";
import type { handleQueue } from "./queues";

/** What app/entry.server.tsx exports for the Worker, beside Remix's own entry functions. */
export type WorkerEntryExports = {
  api: typeof api;
  handleScheduled: typeof handleScheduled;
  handleQueue: typeof handleQueue;
  answerKeptPage: typeof answerKeptPage;
};
