import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireMember } from "~/.server/auth/guards.server";
import { uploadDocumentBatch } from "~/.server/documents/batch.server";
import { ServiceError } from "~/.server/errors.server";
import { batchStatus } from "~/domain/documents";
import { refusalOf } from "~/domain/refusals";

/** A refusal's code and values beside its English `message`, when it has them (docs/decisions/0063-refusal-codes-everywhere.md). */
function withCode<T extends { message: string }>(entry: T) {
  const refusal = refusalOf(entry.message);
  return refusal ? { ...entry, code: refusal.code, ...(refusal.values ? { values: refusal.values } : {}) } : entry;
}

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
    const coded = {
      ...result,
      refused: result.refused ? withCode(result.refused) : null,
      notStored: result.notStored.map(withCode),
    };
    return Response.json(coded, { status: batchStatus(result), headers });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const { code, values } = error.refusal ?? {};
    return Response.json(
      {
        error: error.message,
        ...(code ? { code } : {}),
        ...(values ? { values } : {}),
        uploaded: [],
        refused: null,
        notStored: [],
      },
      { status: error.status, headers: { ...headers, ...error.headers } },
    );
  }
}
