import { count, eq } from "drizzle-orm";
import { passkeyCredentials } from "../../../../db/schema";
import type { ServerContext } from "../../context.server";
import { oldestFirst } from "../../insertion-order.server";

/** A person's passkeys, oldest first: what the account page lists (never the key itself). */
export async function passkeysOf(server: ServerContext, userId: string) {
  return server.db
    .select({
      id: passkeyCredentials.id,
      transports: passkeyCredentials.transports,
      createdAt: passkeyCredentials.createdAt,
      lastUsedAt: passkeyCredentials.lastUsedAt,
    })
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, userId))
    .orderBy(...oldestFirst(passkeyCredentials, passkeyCredentials.createdAt));
}

export async function passkeyCount(server: ServerContext, userId: string): Promise<number> {
  const [row] = await server.db
    .select({ n: count() })
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, userId));
  return row?.n ?? 0;
}
