/** Requests, documents and tasks as the admin sees them (docs/product.md#admin, docs/product.md#api). */
import type * as v from "valibot";
import { eq } from "drizzle-orm";
import { helpRequests, requestStatusEvents, tasks } from "../../../db/schema";
import { type newTaskSchema, type requestStatusSchema, type taskStatusSchema } from "../../domain/admin";
import { documentViewUrl } from "../../domain/documents";
import { auditStatement } from "../audit.server";
import type { ServerContext } from "../context.server";
import { readAllTogether } from "../read-together.server";
import { notFound } from "../errors.server";
import {
  documentsCountQuery,
  documentsListQuery,
  requestsCountQuery,
  requestsListQuery,
  tasksCountQuery,
  tasksListQuery,
} from "./queries.server";
import { iso, paging, type AdminActor, type ListOptions, type Page } from "./shared.server";
import type { AdminRequest, AdminDocument, AdminTask } from "~/domain/admin-rows";

/* ---- Requests ---- */

export async function listRequests(server: ServerContext, options: ListOptions = {}): Promise<Page<AdminRequest>> {
  const { page, pageSize } = paging(options);
  const [rows, [{ total }]] = await readAllTogether(server, [
    requestsListQuery(server.db, options),
    requestsCountQuery(server.db, options),
  ]);
  return {
    items: rows.map(({ r, unread, full_name, email }) => ({
      id: r.id,
      user_id: r.userId,
      request_type: r.requestType,
      title: r.title,
      description: r.description,
      priority: r.priority,
      status: r.status,
      admin_notes: r.adminNotes,
      internal_notes: r.internalNotes,
      unread,
      created_at: iso(r.createdAt),
      full_name,
      email,
    })),
    total,
    page,
    pageSize,
  };
}

/**
 * PUT /api/admin/requests/{id}/status {status, admin_notes, internal_notes}: any status to any
 * (docs/product.md#admin). The status, its timeline event and the audit entry are one batch.
 * Omitted notes keep the current ones. admin_notes are the member's to read (the timeline event
 * carries them too); internal_notes never leave the team's pages.
 */
export async function setRequestStatus(
  server: ServerContext,
  actor: AdminActor,
  requestId: string,
  data: v.InferOutput<typeof requestStatusSchema>,
) {
  const existing = await server.db.query.helpRequests.findFirst({ where: (r, { eq }) => eq(r.id, requestId) });
  if (!existing) throw notFound("Request not found");
  const adminNotes = data.admin_notes === undefined ? existing.adminNotes : data.admin_notes || null;
  const internalNotes = data.internal_notes === undefined ? existing.internalNotes : data.internal_notes || null;
  const [[updated]] = await server.db.batch([
    server.db
      .update(helpRequests)
      .set({ status: data.status, adminNotes, internalNotes, updatedAt: new Date() })
      .where(eq(helpRequests.id, requestId))
      .returning(),
    server.db.insert(requestStatusEvents).values({
      requestId,
      status: data.status,
      adminNotes: data.admin_notes === undefined ? null : data.admin_notes || null,
      changedBy: actor.id,
    }),
    auditStatement(server, {
      action: "admin.request_status_changed",
      actorId: actor.id,
      actorEmail: actor.email,
      targetType: "request",
      targetId: requestId,
      details: {
        from: existing.status,
        to: data.status,
        notesChanged: adminNotes !== existing.adminNotes,
        internalNotesChanged: internalNotes !== existing.internalNotes,
      },
    }),
  ]);
  return {
    id: updated.id,
    status: updated.status,
    admin_notes: updated.adminNotes,
    internal_notes: updated.internalNotes,
    updated_at: iso(updated.updatedAt),
  };
}

/* ---- Documents ---- */

export async function listDocuments(server: ServerContext, options: ListOptions = {}): Promise<Page<AdminDocument>> {
  const { page, pageSize } = paging(options);
  const [rows, [{ total }]] = await readAllTogether(server, [
    documentsListQuery(server.db, options),
    documentsCountQuery(server.db, options),
  ]);
  return {
    items: rows.map(({ d, full_name, email }) => ({
      id: d.id,
      user_id: d.userId,
      request_id: d.requestId,
      filename: d.filename,
      file_type: d.fileType,
      file_size: d.fileSize,
      file_url: documentViewUrl({ id: d.id, filename: d.filename }),
      upload_status: d.uploadStatus,
      admin_notes: d.adminNotes,
      created_at: iso(d.createdAt),
      full_name,
      email,
    })),
    total,
    page,
    pageSize,
  };
}

/* ---- Tasks ---- */

export async function listTasks(server: ServerContext, options: ListOptions = {}): Promise<Page<AdminTask>> {
  const { page, pageSize } = paging(options);
  const [rows, [{ total }]] = await readAllTogether(server, [
    tasksListQuery(server.db, options),
    tasksCountQuery(server.db, options),
  ]);
  return {
    items: rows.map(({ t, full_name, email, billCaseId }) => ({
      ...toAdminTask(t, full_name, email),
      bill_case_id: billCaseId,
    })),
    total,
    page,
    pageSize,
  };
}

function toAdminTask(t: typeof tasks.$inferSelect, full_name: string | null, email: string): AdminTask {
  return {
    id: t.id,
    user_id: t.userId,
    task_text: t.taskText,
    due_date: iso(t.dueDate),
    status: t.status,
    created_at: iso(t.createdAt),
    full_name,
    email,
  };
}

/** POST /api/admin/users/{userId}/tasks {task_text, due_date}: due_date is a UTC instant or empty. */
export async function createTask(
  server: ServerContext,
  actor: AdminActor,
  userId: string,
  data: v.InferOutput<typeof newTaskSchema>,
): Promise<AdminTask> {
  const user = await server.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, userId) });
  if (!user) throw notFound("User not found");
  const id = crypto.randomUUID();
  const [[task]] = await server.db.batch([
    server.db
      .insert(tasks)
      .values({ id, userId, createdBy: actor.id, taskText: data.task_text, dueDate: data.due_date ?? null })
      .returning(),
    auditStatement(server, {
      action: "admin.task_created",
      actorId: actor.id,
      actorEmail: actor.email,
      targetType: "task",
      targetId: id,
      details: { userId, hasDueDate: data.due_date != null },
    }),
  ]);
  return toAdminTask(task, user.fullName, user.email);
}

/** PUT /api/admin/tasks/{id}/status {status}: any to any. */
export async function setTaskStatus(
  server: ServerContext,
  actor: AdminActor,
  taskId: string,
  data: v.InferOutput<typeof taskStatusSchema>,
) {
  const existing = await server.db.query.tasks.findFirst({ where: (t, { eq }) => eq(t.id, taskId) });
  if (!existing) throw notFound("Task not found");
  const [[updated]] = await server.db.batch([
    server.db.update(tasks).set({ status: data.status, updatedAt: new Date() }).where(eq(tasks.id, taskId)).returning(),
    auditStatement(server, {
      action: "admin.task_status_changed",
      actorId: actor.id,
      actorEmail: actor.email,
      targetType: "task",
      targetId: taskId,
      details: { from: existing.status, to: data.status },
    }),
  ]);
  return { id: updated.id, status: updated.status, updated_at: iso(updated.updatedAt) };
}
