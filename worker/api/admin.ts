import { Hono } from "hono";
import { bulkCompleteTasks, bulkSetRequestStatus, bulkUpdateUserTags } from "../../app/.server/admin/bulk.server";
import { getAdminStats } from "../../app/.server/admin/dashboard.server";
import { exportCsv } from "../../app/.server/admin/export.server";
import { discardEmail, listOutbox, retryEmail } from "../../app/.server/admin/outbox.server";
import { sendAdminEmailFromApi } from "../../app/.server/admin/email-write.server";
import { listUsers, updateUserProfile } from "../../app/.server/admin/users.server";
import {
  createTask,
  listDocuments,
  listRequests,
  listTasks,
  setRequestStatus,
  setTaskStatus,
} from "../../app/.server/admin/work.server";
import {
  adminEmailSchema,
  adminListQuerySchema,
  adminUserUpdateSchema,
  newTaskSchema,
  requestStatusSchema,
  taskStatusSchema,
} from "../../app/domain/admin";
import { bulkRequestStatusSchema, bulkTasksDoneSchema, bulkUserTagsSchema } from "../../app/domain/admin-bulk";
import { refundPayment } from "../../app/.server/payments/refunds.server";
import { markInsuranceEnrolled } from "../../app/.server/requests/insurance-enrollment.server";
import { refundBillReviewFee } from "../../app/.server/payments/review-fee-refund.server";
import { ENROLLMENT_MESSAGES, refundRequestSchema } from "../../app/domain/payments";
import { requireApiAdmin, requireApiInWrite, type AuthedApiEnv } from "./auth";
import { answerRefusalsAs } from "./errors";
import { FILE_JSON_BYTES, valid } from "./validate";

const listQuery = valid("query", adminListQuerySchema);

const pageJson = <T>(key: string, page: { items: T[]; total: number; page: number; pageSize: number }) => ({
  [key]: page.items,
  total: page.total,
  page: page.page,
  page_size: page.pageSize,
});

/** `/api/admin/*` (docs/product.md#api). Every route checks admin rights on the server (docs/decisions/0004-sign-in.md). */
export const adminRoutes = new Hono<AuthedApiEnv>()
  // An email checks the session inside its own write (email-write.server.ts): registered before the guard below,
  // which it therefore never reaches. Its answers to visitors, members and admins are the guard's.
  .post(
    "/users/:userId/send-email",
    requireApiInWrite("admin"),
    valid("json", adminEmailSchema, { maxBytes: FILE_JSON_BYTES }),
    async (c) =>
      c.json(await sendAdminEmailFromApi(c.var.server, c.req.raw, c.req.param("userId"), c.req.valid("json"))),
  )
  .use(requireApiAdmin)
  .get("/stats", async (c) => c.json(await getAdminStats(c.var.server)))
  .get("/users", listQuery, async (c) => c.json(pageJson("users", await listUsers(c.var.server, c.req.valid("query")))))
  .get("/requests", listQuery, async (c) =>
    c.json(pageJson("requests", await listRequests(c.var.server, c.req.valid("query")))),
  )
  .get("/documents", listQuery, async (c) =>
    c.json(pageJson("documents", await listDocuments(c.var.server, c.req.valid("query")))),
  )
  .get("/tasks", listQuery, async (c) => c.json(pageJson("tasks", await listTasks(c.var.server, c.req.valid("query")))))
  /** Answers {success, user, error, details} as the spec's client reads it, refusals included. */
  .put(
    "/users/:userId",
    answerRefusalsAs((refusal) => ({
      success: false,
      user: null,
      error: refusal.error,
      details: refusal.details ?? null,
    })),
    valid("json", adminUserUpdateSchema),
    async (c) => {
      const user = await updateUserProfile(c.var.server, c.var.user, c.req.param("userId"), c.req.valid("json"));
      return c.json({ success: true, user });
    },
  )
  .put("/requests/:id/status", valid("json", requestStatusSchema), async (c) =>
    c.json({
      success: true,
      request: await setRequestStatus(c.var.server, c.var.user, c.req.param("id"), c.req.valid("json")),
    }),
  )
  .post("/users/:userId/tasks", valid("json", newTaskSchema), async (c) =>
    c.json(
      { success: true, task: await createTask(c.var.server, c.var.user, c.req.param("userId"), c.req.valid("json")) },
      201,
    ),
  )
  .put("/tasks/:id/status", valid("json", taskStatusSchema), async (c) =>
    c.json({
      success: true,
      task: await setTaskStatus(c.var.server, c.var.user, c.req.param("id"), c.req.valid("json")),
    }),
  )
  /** "Mark enrolled: Care Access free" on an Insurance Bundle quote (insurance-enrollment.server.ts); no body. */
  .post("/requests/:id/insurance-enrolled", async (c) => {
    const enrollment = await markInsuranceEnrolled(c.var.server, c.var.user, c.req.param("id"));
    return c.json({ success: true, message: ENROLLMENT_MESSAGES.done, enrollment }, 201);
  })
  /* ---- Bulk changes: one batch, one audit entry per row, nothing on refusal (bulk.server.ts) ---- */
  .post("/requests/bulk-status", valid("json", bulkRequestStatusSchema), async (c) =>
    c.json({ success: true, ...(await bulkSetRequestStatus(c.var.server, c.var.user, c.req.valid("json"))) }),
  )
  .post("/tasks/bulk-done", valid("json", bulkTasksDoneSchema), async (c) =>
    c.json({ success: true, ...(await bulkCompleteTasks(c.var.server, c.var.user, c.req.valid("json"))) }),
  )
  .post("/users/bulk-tags", valid("json", bulkUserTagsSchema), async (c) =>
    c.json({ success: true, ...(await bulkUpdateUserTags(c.var.server, c.var.user, c.req.valid("json"))) }),
  )
  /** CSV of the users or requests view: same filters, sort and columns as the table; audited. */
  .get("/export.csv", listQuery, async (c) => {
    const { filename, body } = await exportCsv(c.var.server, c.var.user, c.req.query("tab"), c.req.valid("query"));
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    });
  })
  /* ---- Outbox: failed and pending emails, retry and discard (outbox.server.ts) ---- */
  .get("/outbox", listQuery, async (c) => {
    const page = await listOutbox(c.var.server, c.req.valid("query"));
    return c.json({ ...pageJson("emails", page), failed: page.failed, pending: page.pending });
  })
  .post("/outbox/:id/retry", async (c) => {
    await retryEmail(c.var.server, c.var.user, c.req.param("id"));
    return c.json({ success: true });
  })
  .delete("/outbox/:id", async (c) => {
    await discardEmail(c.var.server, c.var.user, c.req.param("id"));
    return c.json({ success: true });
  })
  /** Refunds a payment through Stripe (refunds.server.ts); the plan follows Stripe's charge.refunded. */
  .post("/payments/:id/refund", valid("json", refundRequestSchema), async (c) =>
    c.json(await refundPayment(c.var.server, c.var.user, c.req.param("id"), c.req.valid("json"))),
  )
  /** "Refund the review fee" on a resolved bill case that saved nothing (the money-back promise). */
  .post("/bill-cases/:id/refund-review-fee", valid("json", refundRequestSchema), async (c) =>
    c.json(await refundBillReviewFee(c.var.server, c.var.user, c.req.param("id"), c.req.valid("json"))),
  );
