import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireMember } from "~/.server/auth/guards.server";
import { uploadDocumentBatch } from "~/.server/documents/batch.server";
import { ServiceError } from "~/.server/errors.server";
import { batchStatus } from "~/domain/documents";

/**
 * POST /dashboard/documents/upload: the dashboard's uploads with JavaScript
 * (multipart, sent with progress), answered as JSON. Without JavaScript the
 * same form posts to /dashboard/documents, which answers with a page.
 * 201 when every file was stored; 207 when some were and some were not (both
 * listed: `uploaded`, `notStored`); otherwise the refused file's status.
 * Each refusal carries its `code` beside its English `message` (`error`), for the page to say in its language.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const headers = { "Cache-Control": "no-store" };
  try {
    const result = await uploadDocumentBatch(context.server, user.id, request);
    return Response.json(result, { status: batchStatus(result), headers });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const { code } = error;
    const values = error.refusal?.values;
    return Response.json(
      {
        error: error.message,
        code,
        ...(values ? { values } : {}),
        uploaded: [],
        refused: null,
        notStored: [],
      },
      { status: error.status, headers: { ...headers, ...error.headers } },
    );
  }
}
