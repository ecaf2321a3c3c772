import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { documentLinkOwner, hasDocumentLinkSignature } from "~/.server/account/document-links.server";
import { requireUser } from "~/.server/auth/guards.server";
import { documentFileResponse } from "~/.server/documents/documents.server";
import { ServiceError } from "~/.server/errors.server";
import { documentUnavailableUrl } from "~/domain/documents";

/**
 * GET|HEAD /documents/:id/file?disposition=inline|attachment: the file for its
 * owner or an admin, with our headers (docs/decisions/0006-documents.md). A
 * missing or someone else's document sends the browser to a page with the
 * product's message instead of raw JSON; both answer alike, so ids cannot be probed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = params.id ?? "";
  // An exported link (app/.server/account/document-links.server.ts) stands alone: good, or 404.
  if (hasDocumentLinkSignature(url)) {
    const owner = await documentLinkOwner(context.server, id, url);
    if (!owner) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
    const method = request.method === "HEAD" ? "HEAD" : "GET";
    return documentFileResponse(context.server, { id: owner, role: "member" }, id, "attachment", method);
  }
  const user = await requireUser(context.server, request);
  const disposition = url.searchParams.get("disposition") === "attachment" ? "attachment" : "inline";
  try {
    return await documentFileResponse(
      context.server,
      user,
      id,
      disposition,
      request.method === "HEAD" ? "HEAD" : "GET",
    );
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) {
      throw redirect(documentUnavailableUrl(id, disposition), { headers: { "Cache-Control": "private, no-store" } });
    }
    throw error;
  }
}
