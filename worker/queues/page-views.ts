import type { ServerContext } from "../../app/.server/context.server";
import { countPageViews, isPageViewMessage } from "../../app/.server/page-view-counts.server";
import { logError } from "../../app/.server/observability.server";

/** How long a batch whose write failed waits before it is delivered again. */
const PAGE_VIEW_RETRY_DELAY_S = 30;

/**
 * Page-view queue consumer: the batch's views are counted in one D1 batch, so they
 * count together or not at all. A failed write retries the whole batch (up to the
 * queue's max_retries). A body that is not a page view is dropped: it never could count.
 */
export async function consumePageViews(batch: MessageBatch, server: ServerContext): Promise<void> {
  try {
    await countPageViews(server, batch.messages.map((message) => message.body).filter(isPageViewMessage));
    batch.ackAll();
  } catch (error) {
    logError("queue page-views", error);
    batch.retryAll({ delaySeconds: PAGE_VIEW_RETRY_DELAY_S });
  }
}
