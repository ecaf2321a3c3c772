import { Hono } from "hono";
import { bulkCompleteTasks, bulkSetRequestStatus, bulkUpdateUserTags } from "../../app/.server/admin/bulk.server";
import { getAdminStats } from "../../app/.server/admin/dashboard.server";
import { exportCsv } from "../../app/.server/admin/export.server";
import { discardEmail, listOutbox, retryEmail } from "../../app/.server/admin/outbox.server";
import { sendAdminEmail } from "../../app/.server/admin/email.server";
import { listUsers, updateUserProfile } from "../../app/.server/admin/users.server";
import {
  createTask,
  listDocuments,
  listRequests,
  listTasks,
  setRequestStatus,
  setTaskStatus,
} from "../../app/.server/admin/work.server";
import { ServiceError } from "../../app/.server/errors";
import { adminListOptions } from "../../app/schemas/admin";
import { requireApiAdmin, type AuthedApiEnv } from "./auth";
import { readJson } from "./body";

/** `/api/admin/*` (docs/product.md#api). Every route checks admin rights on the server (docs/decisions/0004-sign-in.md). */
export const adminRoutes = new Hono<AuthedApiEnv>();

adminRoutes.use("*", requireApiAdmin);

const listOptions = (c: { req: { url: string } }) => {
  const params = new URL(c.req.url).searchParams;
  return {
    ...adminListOptions(params),
    pageSize: Number.parseInt(params.get("page_size") ?? "", 10) || undefined,
    sort: params.get("sort") ?? undefined,
    dir: params.get("dir") ?? undefined,
  };
};

const pageJson = <T>(key: string, page: { items: T[]; total: number; page: number; pageSize: number }) => ({
  [key]: page.items,
  total: page.total,
  page: page.page,
  page_size: page.pageSize,
});

adminRoutes.get("/stats", async (c) => c.json(await getAdminStats(c.var.server)));
adminRoutes.get("/users", async (c) => c.json(pageJson("users", await listUsers(c.var.server, listOptions(c)))));
adminRoutes.get("/requests", async (c) => c.json(pageJson("requests", await listRequests(c.var.server, listOptions(c)))));
adminRoutes.get("/documents", async (c) =>
  c.json(pageJson("documents", await listDocuments(c.var.server, listOptions(c)))),
);
adminRoutes.get("/tasks", async (c) => c.json(pageJson("tasks", await listTasks(c.var.server, listOptions(c)))));

/** Answers {success, user, error, details} as the spec's client reads it. */
adminRoutes.put("/users/:userId", async (c) => {
  try {
    const user = await updateUserProfile(c.var.server, c.var.user, c.req.param("userId"), await readJson(c));
    return c.json({ success: true, user });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return c.json({ success: false, user: null, error: error.message, details: error.details ?? null }, error.status);
  }
});

adminRoutes.put("/requests/:id/status", async (c) =>
  c.json({ success: true, request: await setRequestStatus(c.var.server, c.var.user, c.req.param("id"), await readJson(c)) }),
);

adminRoutes.post("/users/:userId/send-email", async (c) =>
  c.json(await sendAdminEmail(c.var.server, c.var.user, c.req.param("userId"), await readJson(c))),
);

adminRoutes.post("/users/:userId/tasks", async (c) =>
  c.json({ success: true, task: await createTask(c.var.server, c.var.user, c.req.param("userId"), await readJson(c)) }, 201),
);

adminRoutes.put("/tasks/:id/status", async (c) =>
  c.json({ success: true, task: await setTaskStatus(c.var.server, c.var.user, c.req.param("id"), await readJson(c)) }),
);

/* ---- Bulk changes: one batch, one audit entry per row, nothing on refusal (bulk.server.ts) ---- */

adminRoutes.post("/requests/bulk-status", async (c) =>
  c.json({ success: true, ...(await bulkSetRequestStatus(c.var.server, c.var.user, await readJson(c))) }),
);
adminRoutes.post("/tasks/bulk-done", async (c) =>
  c.json({ success: true, ...(await bulkCompleteTasks(c.var.server, c.var.user, await readJson(c))) }),
);
adminRoutes.post("/users/bulk-tags", async (c) =>
  c.json({ success: true, ...(await bulkUpdateUserTags(c.var.server, c.var.user, await readJson(c))) }),
);

/** CSV of the users or requests view: same filters, sort and columns as the table; audited. */
adminRoutes.get("/export.csv", async (c) => {
  const { filename, body } = await exportCsv(c.var.server, c.var.user, c.req.query("tab"), listOptions(c));
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "no-store",
  });
});

/* ---- Outbox: failed and pending emails, retry and discard (outbox.server.ts) ---- */

adminRoutes.get("/outbox", async (c) => {
  const page = await listOutbox(c.var.server, listOptions(c));
  return c.json({ ...pageJson("emails", page), failed: page.failed, pending: page.pending });
});
adminRoutes.post("/outbox/:id/retry", async (c) => {
  await retryEmail(c.var.server, c.var.user, c.req.param("id"));
  return c.json({ success: true });
});
adminRoutes.delete("/outbox/:id", async (c) => {
  await discardEmail(c.var.server, c.var.user, c.req.param("id"));
  return c.json({ success: true });
});
