import type { ServerContext } from "../../app/.server/context.server";
import { enqueueEmailStatement, type NewEmail } from "../../app/.server/email/outbox.server";

/** One outbox row on its own (the product always batches the statement with its writes); its id, or null for a repeated dedupe key. */
export async function enqueueEmail(server: ServerContext, email: NewEmail): Promise<string | null> {
  const [row] = await enqueueEmailStatement(server, email);
  return row?.id ?? null;
}
