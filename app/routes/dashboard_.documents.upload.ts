import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireMember } from "~/.server/auth/guards.server";
import { uploadDocumentBatch } from "~/.server/documents/batch.server";
import { ServiceError } from "~/.server/errors.server";

/**
 * POST /dashboard/documents/upload: the dashboard's uploads with JavaScript
 * (multipart, sent with progress), answered as JSON. Without JavaScript the
 * same form posts to /dashboard/documents, which answers with a page.
 * 201 when every file was stored; otherwise the refused file's status, with
 * the files stored before it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const headers = { "Cache-Control": "no-store" };
  try {
    const result = await uploadDocumentBatch(context.server, user.id, request);
    return Response.json(result, { status: result.refused?.status ?? 201, headers });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return Response.json(
      { error: error.message, uploaded: [], refused: null },
      { status: error.status, headers: { ...headers, ...error.headers } },
    );
  }
}
