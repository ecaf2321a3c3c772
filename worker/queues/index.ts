import { createServerContext, type ServerContext } from "../../app/.server/context.server";
import { consumeOutbox, consumeOutboxDeadLetters } from "./outbox";
import { consumePageViews } from "./page-views";

type Consumer = (batch: MessageBatch, server: ServerContext) => Promise<void>;

/**
 * Which consumer a queue's batches go to, by the queue's name without its
 * environment's suffix (wrangler.toml: care-finder-outbox, care-finder-outbox-staging, …).
 */
const consumers: Record<string, Consumer> = {
  "care-finder-page-views": consumePageViews,
  "care-finder-outbox": consumeOutbox,
  "care-finder-outbox-dlq": consumeOutboxDeadLetters,
};

function consumerFor(queue: string): Consumer | undefined {
  return consumers[queue.replace(/-(staging|production)$/, "")];
}

/** The Worker's queue handler (docs/scaling.md). */
export async function handleQueue(batch: MessageBatch, env: Env, ctx: ExecutionContext): Promise<void> {
  const consume = consumerFor(batch.queue);
  // A queue this Worker was bound to without a consumer here is a configuration error: it fails loudly.
  if (!consume) throw new Error(`No consumer for queue ${batch.queue}`);
  await consume(batch, createServerContext(env, ctx));
}
