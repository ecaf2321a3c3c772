import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/.server/auth/guards.server";
import { checkBill } from "~/.server/bills/cases.server";
import { searchHospitals } from "~/.server/bills/hospital.server";
import { listDocuments } from "~/.server/documents/documents.server";
import { readFormData, replyToFailure } from "~/.server/forms.server";
import { CheckBillForm } from "~/components/bills/CheckBillForm";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { checkBillSchema } from "~/domain/bills";
import { parseForm } from "~/utils/forms";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Check a bill | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** The hospital list is searched with a plain GET (?q=), so choosing one works without JavaScript. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const [hospitals, documents] = await Promise.all([
    searchHospitals(context.server, q),
    listDocuments(context.server, user.id),
  ]);
  return {
    q,
    hospitals: hospitals.map(({ ccn, name, city, state }) => ({ ccn, name, city, state })),
    documents: documents.map(({ id, filename }) => ({ id, filename })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Signed-out people go home before anything is read; checkBill checks the session again as it writes.
  await requireMember(context.server, request);
  const submission = parseForm(await readFormData(request, checkBillSchema), checkBillSchema);
  // "Add line" (Conform's insert intent) answers with one more row and everything typed kept.
  if (submission.status === undefined) return data({ result: submission.reply() });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let caseId: string;
  try {
    caseId = (await checkBill(context.server, { request, need: "member" }, submission.value)).id;
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
  const { q, hospitals, documents } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  return (
    <DashboardSubpage title="Check a bill">
      <p>
        Enter the lines of a hospital bill. We compare each with the hospital&apos;s own posted cash price, what U.S.
        hospitals post for the code and the Medicare amount, and flag what looks wrong. It is a check, not a ruling: the
        hospital decides.
      </p>
      <Form method="get" className="card" role="search" aria-label="Find the hospital">
        <div className="field">
          <label className="label" htmlFor="hospital-search">
            Find the hospital by name or city
          </label>
          <input id="hospital-search" name="q" type="search" className="input" defaultValue={q} autoComplete="off" />
        </div>
        <button type="submit" className="btn btn-secondary">
          Search hospitals
        </button>
      </Form>
      <CheckBillForm lastResult={result} hospitals={hospitals} documents={documents} searched={q !== ""} />
    </DashboardSubpage>
  );
}
