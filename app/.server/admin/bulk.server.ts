/**
 * Bulk admin changes (docs/admin-scale.md): every selected row changes in one
 * D1 batch with one audit entry per row, or, if anything is wrong (bad input,
 * unconfirmed count, a row that no longer exists), nothing changes at all.
 */
import type * as v from "valibot";
import { inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { boundChunks } from "../../../db/bound-parameters";
import { helpRequests, profiles, requestStatusEvents, tasks } from "../../../db/schema";
import { normalizeTags } from "../../domain/admin";
import {
  BULK_MESSAGES,
  type bulkRequestStatusSchema,
  type bulkTasksDoneSchema,
  type bulkUserTagsSchema,
} from "../../domain/admin-bulk";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import type { AdminActor } from "./shared.server";

export type BulkResult = { changed: number; ids: string[] };

function allFound<T extends { id: string }>(rows: T[], ids: string[]): Map<string, T> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !byId.has(id))) throw ServiceError.plain(404, "bulkMissingRows", BULK_MESSAGES.missingRows);
  return byId;
}

/** The count the admin confirmed must be the number of rows sent (docs/admin-scale.md). */
function confirmedAll(data: { ids: string[]; confirmed: number }) {
  if (data.confirmed !== data.ids.length) {
    throw ServiceError.plain(409, "bulkNotConfirmed", BULK_MESSAGES.notConfirmed, {
      confirmed: BULK_MESSAGES.notConfirmed,
    });
  }
}

type Statement = BatchItem<"sqlite">;

/** Reads the selected rows in as many lookups as D1's parameter limit needs. */
async function readAll<T>(ids: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const pages = await Promise.all(boundChunks(ids).map(read));
  return pages.flat();
}

/** One UPDATE per run of ids that fits D1's limit beside the `setValues` its SET clause binds. */
function updateEach(ids: string[], setValues: number, update: (chunk: string[]) => Statement): Statement[] {
  return boundChunks(ids, setValues).map(update);
}

async function runBatch(server: ServerContext, statements: Statement[]) {
  const [first, ...rest] = statements;
  await server.db.batch([first, ...rest]);
}

/** POST /api/admin/requests/bulk-status {ids, status, confirmed}: status, timeline event and audit per request. */
export async function bulkSetRequestStatus(
  server: ServerContext,
  actor: AdminActor,
  data: v.InferOutput<typeof bulkRequestStatusSchema>,
): Promise<BulkResult> {
  confirmedAll(data);
  const rows = await readAll(data.ids, (ids) =>
    server.db
      .select({ id: helpRequests.id, status: helpRequests.status })
      .from(helpRequests)
      .where(inArray(helpRequests.id, ids)),
  );
  const existing = allFound(rows, data.ids);
  const now = new Date();
  const statements = updateEach(data.ids, 2, (ids) =>
    server.db.update(helpRequests).set({ status: data.status, updatedAt: now }).where(inArray(helpRequests.id, ids)),
  );
  for (const id of data.ids) {
    statements.push(
      server.db.insert(requestStatusEvents).values({ requestId: id, status: data.status, changedBy: actor.id }),
      auditStatement(server, {
        action: "admin.request_status_changed",
        actorId: actor.id,
        actorEmail: actor.email,
        targetType: "request",
        targetId: id,
        details: { from: existing.get(id)!.status, to: data.status, bulk: true },
      }),
    );
  }
  await runBatch(server, statements);
  return { changed: data.ids.length, ids: data.ids };
}

/** POST /api/admin/tasks/bulk-done {ids, confirmed}: every selected task completed. */
export async function bulkCompleteTasks(
  server: ServerContext,
  actor: AdminActor,
  data: v.InferOutput<typeof bulkTasksDoneSchema>,
): Promise<BulkResult> {
  confirmedAll(data);
  const rows = await readAll(data.ids, (ids) =>
    server.db.select({ id: tasks.id, status: tasks.status }).from(tasks).where(inArray(tasks.id, ids)),
  );
  const existing = allFound(rows, data.ids);
  const now = new Date();
  const statements = updateEach(data.ids, 2, (ids) =>
    server.db.update(tasks).set({ status: "completed", updatedAt: now }).where(inArray(tasks.id, ids)),
  );
  for (const id of data.ids) {
    statements.push(
      auditStatement(server, {
        action: "admin.task_status_changed",
        actorId: actor.id,
        actorEmail: actor.email,
        targetType: "task",
        targetId: id,
        details: { from: existing.get(id)!.status, to: "completed", bulk: true },
      }),
    );
  }
  await runBatch(server, statements);
  return { changed: data.ids.length, ids: data.ids };
}

/** POST /api/admin/users/bulk-tags {ids, add, remove, confirmed}: tags added/removed per user, case-insensitively. */
export async function bulkUpdateUserTags(
  server: ServerContext,
  actor: AdminActor,
  data: v.InferOutput<typeof bulkUserTagsSchema>,
): Promise<BulkResult> {
  if (!data.add && !data.remove)
    throw ServiceError.plain(400, "bulkTagsRequired", BULK_MESSAGES.tagsRequired, { add: BULK_MESSAGES.tagsRequired });
  confirmedAll(data);
  const rows = await readAll(data.ids, (ids) =>
    server.db.select({ id: profiles.id, userTags: profiles.userTags }).from(profiles).where(inArray(profiles.id, ids)),
  );
  const existing = allFound(rows, data.ids);
  const add = normalizeTags(data.add);
  const remove = new Set(normalizeTags(data.remove).map((t) => t.toLowerCase()));
  const now = new Date();
  const statements: Statement[] = [];
  for (const id of data.ids) {
    const kept = normalizeTags(existing.get(id)!.userTags).filter((t) => !remove.has(t.toLowerCase()));
    const next = normalizeTags([...kept, ...add].join(",")).join(", ") || null;
    statements.push(
      server.db
        .update(profiles)
        .set({ userTags: next, updatedAt: now })
        .where(inArray(profiles.id, [id])),
      auditStatement(server, {
        action: "admin.user_tags_updated",
        actorId: actor.id,
        actorEmail: actor.email,
        targetType: "user",
        targetId: id,
        details: { fields: ["userTags"], added: add.length, removed: remove.size, bulk: true },
      }),
    );
  }
  await runBatch(server, statements);
  return { changed: data.ids.length, ids: data.ids };
}
