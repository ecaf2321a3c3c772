import { Hono } from "hono";
import {
  deleteDocument,
  documentFileResponse,
  listDocuments,
  uploadDocumentFromJson,
} from "../../app/.server/documents/documents.server";
import { uploadDocumentSchema } from "../../app/domain/documents";
import { requireApiUser, type AuthedApiEnv } from "./auth";
import { valid } from "./validate";

/**
 * Documents (docs/product.md#api, docs/decisions/0006-documents.md). The file route serves the owner or an
 * admin (the admin dashboard links to it for any member's document).
 */
export const documentRoutes = new Hono<AuthedApiEnv>()
  .use("/uploaded-documents", requireApiUser)
  .use("/upload-document", requireApiUser)
  .use("/upload-document/*", requireApiUser)
  .use("/documents/*", requireApiUser)
  .get("/uploaded-documents", async (c) => c.json(await listDocuments(c.var.server, c.var.user.id)))
  .post("/upload-document", valid("json", uploadDocumentSchema), async (c) => {
    const document = await uploadDocumentFromJson(c.var.server, c.var.user.id, c.req.valid("json"));
    return c.json(document, 201);
  })
  .delete("/upload-document/:id", async (c) => {
    await deleteDocument(c.var.server, c.var.user.id, c.req.param("id"));
    return c.json({ success: true });
  })
  .get("/documents/:id/file", async (c) => {
    const method = c.req.method === "HEAD" ? "HEAD" : "GET";
    const file = await documentFileResponse(
      c.var.server,
      c.var.user,
      c.req.param("id"),
      c.req.query("disposition"),
      method,
    );
    // Set through the context: headers set earlier by middleware would
    // otherwise overwrite ours when Hono merges them.
    file.headers.forEach((value, key) => c.header(key, value));
    return file.body ? c.body(file.body, 200) : c.body(null, 200);
  });
