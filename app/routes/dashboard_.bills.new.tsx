import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/.server/auth/guards.server";
import { checkBill } from "~/.server/bills/cases.server";
import { findHospital, searchHospitals } from "~/.server/bills/hospital.server";
import { forgetVisitorCheck, readVisitorCheck } from "~/.server/bills/visitor-check.server";
import { KEPT_CHECK_FIELD } from "~/domain/bill-check-fields";
import { listDocuments } from "~/.server/documents/documents.server";
import { replyToFailure } from "~/.server/forms.server";
import { readBillForm } from "~/.server/bills/bill-form.server";
import { askTeamToRead } from "~/.server/bills/team-reads.server";
import { TEAM_READS_FIELD, teamReadsSchema, type TeamReadsInput } from "~/domain/team-reads";
import { useState } from "react";
import { BillReader } from "~/components/bill-reading/BillReader";
import { withRead, type ReadFill } from "~/components/bill-reading/read-fill";
import { CheckBillForm } from "~/components/bills/CheckBillForm";
import { HospitalSearch } from "~/components/bills/HospitalSearch";
import { pageLang } from "~/.server/page-lang.server";
import { billWords } from "~/components/bills/bill-words";
import { BillSubpage } from "~/components/bills/BillSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { checkBillSchema, type CheckBillInput } from "~/domain/bills";
import { parseForm } from "~/utils/forms";
import { memberPageHandle } from "~/utils/member-lang";

/** Header, footer and `<html lang>` in the page's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : billWords(data?.lang).metaTitle },
  { name: "robots", content: "noindex" },
];

/**
 * The hospital list is searched with a plain GET (?q=), so choosing one works without JavaScript.
 * `?check=` names a check made before joining ("Save this check"): the form starts with what was typed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const check = url.searchParams.get("check") ?? "";
  const start = check ? await readVisitorCheck(context.server, check) : null;
  const [hospitals, documents] = await Promise.all([
    start && !q
      ? findHospital(context.server, start.ccn).then((h) => (h ? [h] : []))
      : searchHospitals(context.server, q),
    listDocuments(context.server, user.id),
  ]);
  return {
    lang: pageLang(request, user.session.profile.language),
    q,
    start,
    check: start ? check : null,
    hospitals: hospitals.map(({ ccn, name, city, state }) => ({ ccn, name, city, state })),
    documents: documents.map(({ id, filename }) => ({ id, filename })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Signed-out people sign in first, before anything is read; checkBill checks the session again as it writes.
  const user = await requireMember(context.server, request);
  const { formData, fileRefused } = await readBillForm(context.server, user.id, request);
  // "We'll read it for you" sends the same form with its file instead of lines (docs/product.md#reading-a-bill).
  const teamReads = formData.get(TEAM_READS_FIELD) === "1";
  const submission = parseForm(formData, teamReads ? teamReadsSchema : checkBillSchema);
  // "Add line" (Conform's insert intent) answers with one more row and everything typed kept.
  if (submission.status === undefined) return data({ result: submission.reply() });
  if (fileRefused) return data({ result: submission.reply({ fieldErrors: { document_id: [fileRefused] } }) }, 400);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let caseId: string;
  try {
    caseId = teamReads
      ? (await askTeamToRead(context.server, user, submission.value as TeamReadsInput)).id
      : (await checkBill(context.server, { request, need: "member" }, submission.value as CheckBillInput)).id;
    // Saved as the member's own: the copy kept while they joined goes.
    const kept = formData.get(KEPT_CHECK_FIELD);
    if (typeof kept === "string" && kept) await forgetVisitorCheck(context.server, kept);
  } catch (error) {
    const { result, init } = replyToFailure(submission, error, { request });
    return data({ result }, init);
  }
  return redirect(`/dashboard/bills/${caseId}`);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function CheckABillPage() {
  const { lang, q, start, check, hospitals, documents } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  const w = billWords(lang);
  const [read, setRead] = useState<ReadFill | null>(null);
  return (
    <BillSubpage title={w.checkABill} lang={lang} back={w.backToDashboard}>
      <p>{w.intro}</p>
      <BillReader lang={lang} documents={documents} searchPath="/dashboard/bills/new" onFill={setRead} teamReads />
      <HospitalSearch q={q} lang={lang} />
      {start ? (
        <p className="alert alert-info" role="status">
          {w.keptCheck}
        </p>
      ) : null}
      <CheckBillForm
        key={read?.key}
        lastResult={read ? null : result}
        hospitals={withRead(hospitals, read)}
        documents={documents}
        searched={q !== ""}
        searchPath="/dashboard/bills/new"
        start={read?.start ?? start}
        lang={lang}
        teamReads
      >
        {check ? <input type="hidden" name={KEPT_CHECK_FIELD} value={check} /> : null}
      </CheckBillForm>
    </BillSubpage>
  );
}
