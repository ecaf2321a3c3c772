/**
 * How much one member may upload (docs/security.md): a budget of upload
 * requests a minute, and MEMBER_STORAGE_BYTES kept at once. The per-request
 * file count is the batch's (batch.server.ts); the 10 MB per file is the
 * content check's.
 */
import { eq, sum } from "drizzle-orm";
import { documents } from "../../../db/schema";
import { DOCUMENT_MESSAGES, MEMBER_STORAGE_BYTES } from "../../domain/documents";
import { enforceMemberRateLimit } from "../auth/rate-limit.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";

/** One upload request (a batch or one JSON file) from this member, within the per-minute budget. */
export async function enforceUploadRate(server: ServerContext, userId: string): Promise<void> {
  await enforceMemberRateLimit(server, userId, "upload", { refusal: { code: "uploadRate" } });
}

async function storedBytes(server: ServerContext, userId: string): Promise<number> {
  const [row] = await server.db
    .select({ total: sum(documents.fileSize) })
    .from(documents)
    .where(eq(documents.userId, userId));
  return Number(row?.total ?? 0);
}

export function storageFull(): ServiceError {
  return ServiceError.refusing(413, { code: "storageFull" }, { file: DOCUMENT_MESSAGES.storageFull });
}

/** Refuses before any byte is stored when the member's documents already fill the quota. */
export async function assertRoomLeft(server: ServerContext, userId: string): Promise<number> {
  const used = await storedBytes(server, userId);
  if (used >= MEMBER_STORAGE_BYTES) throw storageFull();
  return used;
}
