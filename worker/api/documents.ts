import { Hono } from "hono";
import {
  deleteDocument,
  documentFileResponse,
  listDocuments,
  uploadDocumentFromJson,
} from "../../app/.server/documents/documents.server";
import { uploadDocumentSchema } from "../../app/domain/documents";
import { requireApiUser, type AuthedApiEnv } from "./auth";
import { FILE_JSON_BYTES, valid } from "./validate";

/** Documents (docs/product.md#api, docs/decisions/0006-documents.md): the spec's paths have three prefixes. */
export const uploadedDocumentRoutes = new Hono<AuthedApiEnv>()
  .use(requireApiUser)
  .get("/", async (c) => c.json(await listDocuments(c.var.server, c.var.user.id)));

export const uploadDocumentRoutes = new Hono<AuthedApiEnv>()
  .use(requireApiUser)
  .post("/", valid("json", uploadDocumentSchema, { maxBytes: FILE_JSON_BYTES }), async (c) => {
    const document = await uploadDocumentFromJson(c.var.server, c.var.user.id, c.req.valid("json"));
    return c.json(document, 201);
  })
  .delete("/:id", async (c) => {
    await deleteDocument(c.var.server, c.var.user.id, c.req.param("id"));
    return c.json({ success: true });
  });

/** The file route serves the owner or an admin (the admin dashboard links to it for any member's document). */
export const documentFileRoutes = new Hono<AuthedApiEnv>().use(requireApiUser).get("/:id/file", async (c) => {
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
