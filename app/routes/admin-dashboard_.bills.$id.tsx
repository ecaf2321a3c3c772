import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { keptAnswers } from "~/.server/coverage/saved-answers.server";
import { TeamAnswers } from "~/components/who-may-pay/TeamAnswers";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ReviewFeeCard } from "~/components/admin/ReviewFeeCard";
import { Eye, FileText } from "lucide-react";
import { requireAdmin } from "~/.server/auth/guards.server";
import { getBillCaseForTeam, replaceBillLines, updateBillCase } from "~/.server/bills/admin.server";
import { asPage } from "~/.server/bills/pages.server";
import { reviewFeeStanding } from "~/.server/payments/review-fee-refund.server";
import { readFormData, replyToFailure } from "~/.server/forms.server";
import adminStyles from "~/components/admin/admin.css?url";
import { BillLinesForm, BillOutcomeForm, type LineFields } from "~/components/admin/BillCaseForms";
import { BillLinesTable } from "~/components/bills/BillLinesTable";
import { BillStatusBadge } from "~/components/bills/BillStatusBadge";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { billCaseUpdateSchema, billLinesSchema } from "~/domain/bills";
import { REFUND_MESSAGES } from "~/domain/payments";
import { documentFileUrl } from "~/domain/documents";
import { DocumentBeside } from "~/components/bill-reading/DocumentBeside";
import { en as readingWords } from "~/i18n/bill-reading/en";
import { formatCalendarDate } from "~/format/dates";
import { formatCents } from "~/format/cents";
import { parseForm } from "~/utils/forms";
import { BackLink } from "~/components/BackLink";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Bill case (team) | Care Finder" },
  { name: "robots", content: "noindex" },
];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const page = await asPage(getBillCaseForTeam(context.server, admin, params.id ?? ""));
  const [reviewFee, who] = await Promise.all([
    reviewFeeStanding(context.server, page.bill.id),
    keptAnswers(context.server, admin, page.bill.id),
  ]);
  return { ...page, reviewFee, who };
}

/** The two forms on the page: the case's outcome and its lines. */
type Intent = "outcome" | "lines";

type Parsed<T> = ReturnType<typeof parseForm> & ({ status: "success"; value: T } | { status?: "error" | undefined });

/** Saves a parsed form, or says why not: null once saved, else the reply to show (everything typed kept). */
async function submitted<T>(submission: Parsed<T>, request: Request, save: (value: T) => Promise<unknown>) {
  // "Add line" (Conform's insert intent) answers with one more row and everything typed kept.
  if (submission.status === undefined) return { result: submission.reply(), init: undefined };
  if (submission.status !== "success") return { result: submission.reply(), init: { status: 400 } };
  try {
    await save(submission.value);
    return null;
  } catch (error) {
    return replyToFailure(submission, error, { request });
  }
}

/** The outcome and the lines: the same services as PATCH and PUT /api/bills/:id(/lines). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const id = params.id ?? "";
  const formData = await readFormData(request, [billCaseUpdateSchema, billLinesSchema], { also: ["intent"] });
  const intent = formData.get("intent");
  if (intent !== "outcome" && intent !== "lines") throw new Response("Unknown action", { status: 400 });
  // Each form's schema parses once, here; its service takes the parsed value (amounts in cents).
  const answer =
    intent === "outcome"
      ? await submitted(parseForm(formData, billCaseUpdateSchema), request, (value) =>
          updateBillCase(context.server, admin, id, value),
        )
      : await submitted(parseForm(formData, billLinesSchema), request, (value) =>
          replaceBillLines(context.server, admin, id, value),
        );
  if (answer) return data({ intent: intent as Intent, result: answer.result }, answer.init);
  return redirect(`/admin-dashboard/bills/${id}?saved=${intent}`);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/admin-dashboard?tab=bills", label: "Back to the bills" }} />;
}

const SAVED_WORDS: Record<Intent | "refund", string> = {
  outcome: "Outcome saved.",
  lines: "Lines saved and the bill checked again.",
  refund: REFUND_MESSAGES.requested,
};

const typed = (cents: number) => (cents / 100).toFixed(2);

export default function TeamBillCasePage() {
  const { bill, member, document, reviewFee, who } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const saved = useSearchParams()[0].get("saved");
  const lines: LineFields[] = [
    ...bill.lines.map((l) => ({
      code: l.code,
      description: l.description,
      units: String(l.units),
      billed_amount: typed(l.billed_cents),
    })),
    { code: "", description: "", units: "1", billed_amount: "" },
  ];
  return (
    <div className="container page">
      <BackLink to="/admin-dashboard?tab=bills">Back to the bills</BackLink>
      <h1>{`Bill from ${bill.hospital_name}`}</h1>
      <p className="muted admin-case-for">
        {`For ${member.name || member.email} <${member.email}> · date of service ${formatCalendarDate(bill.service_date)} · `}
        <BillStatusBadge status={bill.status} />
      </p>
      <p>
        <Link to={`/dashboard/bills/${bill.id}`}>
          <Eye aria-hidden="true" size={16} /> See the member&apos;s page
        </Link>
        {document ? (
          <>
            {" · "}
            <a href={documentFileUrl(document.id, "inline")}>
              <FileText aria-hidden="true" size={16} /> {`The uploaded bill: ${document.filename}`}
            </a>
          </>
        ) : null}
      </p>
      {saved === "outcome" || saved === "lines" || saved === "refund" ? (
        <div className="alert alert-success" role="status">
          {SAVED_WORDS[saved]}
        </div>
      ) : null}
      <section className="card" aria-labelledby="figures-title">
        <h2 id="figures-title">Figures</h2>
        <ul>
          <li>{`Billed: ${formatCents(bill.billed_cents)}`}</li>
          <li>{`Posted-price total: ${formatCents(bill.posted_total_cents)}`}</li>
          <li>{`Potential saving: ${formatCents(bill.possible_saving_cents)}`}</li>
          <li>
            {bill.saved_cents === null
              ? "Saved: not known until the case is resolved with a final amount"
              : `Saved: ${formatCents(bill.saved_cents)}`}
          </li>
        </ul>
      </section>
      <TeamAnswers who={who} />
      <ReviewFeeCard caseId={bill.id} standing={reviewFee} />
      <section className="card" aria-labelledby="outcome-title">
        <h2 id="outcome-title">Outcome</h2>
        <BillOutcomeForm
          key={`${bill.status}-${bill.final_amount_cents}`}
          lastResult={posted?.intent === "outcome" ? posted.result : null}
          status={bill.status}
          finalAmount={bill.final_amount_cents === null ? "" : typed(bill.final_amount_cents)}
        />
      </section>
      <section className="card" aria-labelledby="lines-title">
        <h2 id="lines-title">Lines as checked</h2>
        <BillLinesTable lines={bill.lines} unmatched={bill.unmatched} />
      </section>
      <section className="card" aria-labelledby="edit-lines-title">
        <h2 id="edit-lines-title">Enter or edit the lines</h2>
        <p>Read them off the member&apos;s uploaded bill. Saving replaces every line and checks the bill again.</p>
        <DocumentBeside document={document} words={readingWords}>
          <BillLinesForm
            key={bill.lines.map((l) => l.id).join()}
            lastResult={posted?.intent === "lines" ? posted.result : null}
            lines={lines}
          />
        </DocumentBeside>
      </section>
    </div>
  );
}
