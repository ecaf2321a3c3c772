/**
 * Queues in the workerd tests: the app's sends land in queues nothing consumes
 * (vitest.config.ts), so a test sees what was sent through a recording binding
 * and hands the Worker's queue handler its batches itself, as Cloudflare would.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import worker from "../../worker/index";

/** A queue binding that keeps the bodies the app sends (send and sendBatch alike). */
export function recordingQueue(): { queue: Queue; sent: unknown[] } {
  const sent: unknown[] = [];
  const queue = {
    async send(body: unknown) {
      sent.push(structuredClone(body));
    },
    async sendBatch(messages: Iterable<MessageSendRequest>) {
      for (const message of messages) sent.push(structuredClone(message.body));
    },
  } as unknown as Queue;
  return { queue, sent };
}

let delivered = 0;

/** Delivers `bodies` to the Worker's queue handler as one batch of `queue`; what it acked and retried. */
export async function deliverBatch(
  queue: string,
  bodies: unknown[],
  { attempts = 1, withEnv = env as Env }: { attempts?: number; withEnv?: Env } = {},
) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body) => ({ id: `message-${++delivered}`, timestamp: new Date(), attempts, body })),
  );
  // getQueueResult reports which messages were retried but not the delay asked for: noted here.
  const delays = new Map<string, number | undefined>();
  const messages = batch.messages.map((message) => ({
    id: message.id,
    timestamp: message.timestamp,
    attempts: message.attempts,
    body: message.body,
    ack: () => message.ack(),
    retry: (options?: QueueRetryOptions) => {
      delays.set(message.id, options?.delaySeconds);
      message.retry(options);
    },
  }));
  const watched = {
    queue: batch.queue,
    messages,
    ackAll: () => batch.ackAll(),
    retryAll: (options?: QueueRetryOptions) => {
      for (const message of messages) delays.set(message.id, options?.delaySeconds);
      batch.retryAll(options);
    },
  } as unknown as MessageBatch;
  const ctx = createExecutionContext();
  await worker.queue(watched, withEnv, ctx);
  return { ids: messages.map((message) => message.id), result: await getQueueResult(batch, ctx), delays };
}
