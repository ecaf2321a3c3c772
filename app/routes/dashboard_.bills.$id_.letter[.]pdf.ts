import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/.server/auth/guards.server";
import { billLetter, billLetterPdf } from "~/.server/bills/letter.server";
import { asPage } from "~/.server/bills/pages.server";

/** The letter as a PDF download, for the case's owner or an admin. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const letter = await asPage(billLetter(context.server, user, params.id ?? ""));
  return new Response((await billLetterPdf(letter)) as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="bill-letter.pdf"',
      "Cache-Control": "private, no-store",
    },
  });
}
