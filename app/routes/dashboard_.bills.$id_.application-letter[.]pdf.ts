import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/.server/auth/guards.server";
import { getBillCase } from "~/.server/bills/cases.server";
import { billLetterPdf } from "~/.server/bills/letter.server";
import { asPage } from "~/.server/bills/pages.server";
import { applicationLetter } from "~/.server/coverage/application-letter.server";
import { coverageQuery } from "~/.server/coverage/screen-query.server";

/** The application letter as a PDF download, from the answers in the address; for the case's owner or an admin. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const bill = await asPage(getBillCase(context.server, user, params.id ?? ""));
  const { input, error } = coverageQuery(request.url, bill.hospital_state);
  if (!input) throw new Response(error ?? "Please tell us about your household first", { status: 400 });
  const letter = await asPage(applicationLetter(context.server, user, bill.id, input));
  return new Response((await billLetterPdf(letter)) as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="application-letter.pdf"',
      "Cache-Control": "private, no-store",
    },
  });
}
