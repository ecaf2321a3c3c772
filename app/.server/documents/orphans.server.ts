import { inArray } from "drizzle-orm";
import { boundChunks } from "../../../db/bound-parameters";
import { documents } from "../../../db/schema";
import type { ServerContext } from "../context.server";

/** Document objects live under this prefix (documents.server.ts `newObjectKey`). */
const DOCUMENT_PREFIX = "documents/";
/** An upload puts its object before its record: younger objects may still be getting theirs. */
const ORPHAN_GRACE_MS = 60 * 60_000;
const PAGE_SIZE = 500;
const PAGES_PER_RUN = 10;

/**
 * Deletes document objects that have no record (docs/decisions/0006-documents.md:
 * never an object without its record): an upload whose record failed and whose
 * clean-up failed too, or a Worker stopped between the two writes. Only objects
 * older than the grace period, so an upload in flight keeps its object.
 */
export async function sweepOrphanedDocuments(server: ServerContext, now = new Date()): Promise<{ deleted: number }> {
  const bucket = server.env.DOCUMENTS;
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  let deleted = 0;
  let cursor: string | undefined;
  for (let page = 0; page < PAGES_PER_RUN; page++) {
    const listed = await bucket.list({ prefix: DOCUMENT_PREFIX, cursor, limit: PAGE_SIZE });
    const old = listed.objects.filter((object) => object.uploaded.getTime() < cutoff).map((object) => object.key);
    for (const keys of boundChunks(old)) {
      const known = await server.db
        .select({ r2Key: documents.r2Key })
        .from(documents)
        .where(inArray(documents.r2Key, keys));
      const recorded = new Set(known.map((row) => row.r2Key));
      const stray = keys.filter((key) => !recorded.has(key));
      if (stray.length > 0) {
        await bucket.delete(stray);
        deleted += stray.length;
      }
    }
    if (!listed.truncated) break;
    cursor = listed.cursor;
  }
  return { deleted };
}
