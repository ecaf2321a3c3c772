import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportFilename, exportMemberData } from "~/.server/account/export.server";
import { requireMember } from "~/.server/auth/guards.server";
import { contentDisposition } from "~/.server/documents/documents.server";
import { FILE_RESPONSE_HEADERS } from "~/.server/file-headers.server";

/** GET /dashboard/data: "Download my data", the member's whole record as one JSON file (a plain link). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  const now = new Date();
  const body = JSON.stringify(await exportMemberData(context.server, user.id, now), null, 2);
  return new Response(body, {
    headers: {
      ...FILE_RESPONSE_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": contentDisposition("attachment", exportFilename(now)),
    },
  });
}
