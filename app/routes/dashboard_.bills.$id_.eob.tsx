import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { getBillCaseRow } from "~/.server/bills/cases.server";
import { asPage } from "~/.server/bills/pages.server";
import { readFormData } from "~/.server/forms.server";
import styles from "~/components/bills/bills.module.css";
import { EobForm } from "~/components/bills/EobForm";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { useFocusWhenShown } from "~/components/useFocusWhenShown";
import { eobCheckSchema } from "~/domain/eob";
import { eobLetterParagraphs } from "~/domain/eob-letter";
import { checkAgainstEob, eobFoundSomething, NO_SURPRISES_HELP_DESK, type EobFindings } from "~/domain/eob-rules";
import { formatCents } from "~/format/cents";
import { formatCalendarDate } from "~/format/dates";
import { parseForm } from "~/utils/forms";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Compare with your Explanation of Benefits | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** The member's own case, or any case for an admin; someone else's id is the not-found page. */
async function caseFor(args: LoaderFunctionArgs) {
  const user = await requireUser(args.context.server, args.request);
  const row = await asPage(getBillCaseRow(args.context.server, user, args.params.id ?? ""));
  return { hospital_name: row.hospitalName, service_date: row.serviceDate, bill_date: row.billDate };
}

export async function loader(args: LoaderFunctionArgs) {
  return { id: args.params.id ?? "", bill: await caseFor(args) };
}

/** Compared, answered, and not stored: the findings and the letter are the page's answer. */
export async function action(args: ActionFunctionArgs) {
  const bill = await caseFor(args);
  const submission = parseForm(await readFormData(args.request, eobCheckSchema), eobCheckSchema);
  if (submission.status !== "success") return data({ result: submission.reply(), answer: null }, { status: 400 });
  const typed = submission.value;
  const found = checkAgainstEob({
    amountDueCents: typed.amount_due,
    billDate: typed.bill_date,
    eob: {
      billedCents: typed.eob_billed,
      allowedCents: typed.eob_allowed,
      planPaidCents: typed.eob_plan_paid,
      patientResponsibilityCents: typed.eob_patient_responsibility,
      processedOn: typed.processed_on,
    },
    emergency: typed.emergency,
    outOfNetworkClinician: typed.out_of_network_clinician,
  });
  const letter = eobFoundSomething(found) ? eobLetterParagraphs(bill, typed, found) : null;
  return data({ result: submission.reply(), answer: { found, letter, owed: typed.eob_patient_responsibility } });
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function EobPage() {
  const { id, bill } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const answer = answered?.answer ?? null;
  return (
    <DashboardSubpage title="Compare with your Explanation of Benefits">
      <p>
        Your bill from {bill.hospital_name}, care on {formatCalendarDate(bill.service_date)}. A hospital should not ask
        you for more than your insurer says you owe.
      </p>
      <EobForm lastResult={answered?.result} billDate={bill.bill_date} />
      {answer ? <EobAnswer found={answer.found} letter={answer.letter} owedCents={answer.owed} caseId={id} /> : null}
    </DashboardSubpage>
  );
}

function EobAnswer({
  found,
  letter,
  owedCents,
  caseId,
}: {
  found: EobFindings;
  letter: string[] | null;
  owedCents: number;
  caseId: string;
}) {
  const heading = useFocusWhenShown<HTMLHeadingElement>(found);
  return (
    <section className="card" aria-labelledby="eob-answer-title">
      <h2 id="eob-answer-title" ref={heading} tabIndex={-1}>
        {found.overCents > 0
          ? `Your bill asks ${formatCents(found.overCents)} more than your insurer says you owe`
          : "Your bill asks no more than your insurer says you owe"}
      </h2>
      <ul>
        {found.overCents > 0 ? (
          <li>
            Your Explanation of Benefits says your patient responsibility is {formatCents(owedCents)}. You may ask the
            hospital to bill you only that.
          </li>
        ) : null}
        {found.billedBeforeProcessed ? (
          <li>
            The bill is dated before your insurer processed the claim, so it may not show what your plan paid. Ask for a
            new statement before paying.
          </li>
        ) : null}
        {found.balanceBillingBarred ? (
          <li>
            {found.balanceBillingBarred === "emergency"
              ? "For emergency care, the No Surprises Act says you may be billed no more than your in-network share."
              : "For an out-of-network clinician at an in-network hospital, the No Surprises Act says you may be billed no more than your in-network share."}{" "}
            The No Surprises Help Desk can help:{" "}
            <a href={`tel:${NO_SURPRISES_HELP_DESK.tel}`}>{NO_SURPRISES_HELP_DESK.phone}</a>.
          </li>
        ) : null}
      </ul>
      {letter ? (
        <>
          <h3>Your letter</h3>
          <p className={styles.noPrint}>Print it, sign it and send it with a copy of your EOB.</p>
          <article className={`card ${styles.letter}`} aria-label="Your letter to the billing office">
            {letter.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </article>
        </>
      ) : (
        <p>
          Nothing to correct against your EOB. You can still{" "}
          <a href={`/dashboard/bills/${caseId}/letter`}>write my letter</a> about the prices.
        </p>
      )}
    </section>
  );
}
