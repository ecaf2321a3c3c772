import type { ServerContext } from "../../app/.server/context.server";
import { deliverAnnounced } from "../../app/.server/email/deliver.server";
import type { OutboxMessage } from "../../app/.server/email/outbox.server";
import { logError } from "../../app/.server/observability.server";

/** How long a message waits after the consumer itself failed (D1 unreachable, say). */
export const OUTBOX_ERROR_RETRY_DELAY_S = 60;

function outboxIdOf(body: unknown): string | null {
  const id = (body as Partial<OutboxMessage> | null)?.outboxId;
  return typeof id === "string" && id.length > 0 ? id : null;
}

/**
 * Outbox queue consumer: each message names one outbox row; the batch's rows are claimed
 * in D1 together and sent (exactly once: the claim decides, whoever else holds a message
 * for a row), their results written together (ADR 0076). A send that failed comes back
 * after the row's backoff; a consumer that fails retries until the queue's max_retries,
 * then the message goes to the dead-letter queue, and the row, still pending, to the
 * cron's sweep.
 */
export async function consumeOutbox(batch: MessageBatch, server: ServerContext): Promise<void> {
  const messagesFor = new Map<string, Message[]>();
  for (const message of batch.messages) {
    const id = outboxIdOf(message.body);
    if (id) messagesFor.set(id, [...(messagesFor.get(id) ?? []), message]);
    else message.ack();
  }
  if (messagesFor.size === 0) return;
  let waits: Map<string, number | null | "error">;
  try {
    waits = await deliverAnnounced(server, [...messagesFor.keys()], { now: new Date() });
  } catch (error) {
    logError("queue outbox", error);
    for (const messages of messagesFor.values()) retryAll(messages, OUTBOX_ERROR_RETRY_DELAY_S);
    return;
  }
  for (const [id, messages] of messagesFor) {
    const wait = waits.get(id) ?? null;
    if (wait === null) for (const message of messages) message.ack();
    else retryAll(messages, wait === "error" ? OUTBOX_ERROR_RETRY_DELAY_S : wait);
  }
}

function retryAll(messages: readonly Message[], delaySeconds: number): void {
  for (const message of messages) message.retry({ delaySeconds });
}

/**
 * Dead-letter consumer: the messages the outbox consumer gave up on. Their rows are
 * still pending in D1 (a row is only ever marked sent or failed under a claim), so the
 * cron's sweep sends them once what failed has recovered. They are logged, by count
 * only (never an address), and let go.
 */
export async function consumeOutboxDeadLetters(batch: MessageBatch, _server: ServerContext): Promise<void> {
  logError("queue outbox dead letters", new DeadLetters(batch.messages.length));
  batch.ackAll();
}

/** Named in the log (logError records an error's name and stack, never its message). */
class DeadLetters extends Error {
  override name = "OutboxDeadLetters";
  constructor(count: number) {
    super(`${count} outbox message(s) gave up; their rows wait for the cron's sweep`);
  }
}
