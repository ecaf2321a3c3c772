import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { requireUser } from "~/.server/auth/guards.server";
import { getBillCaseRow } from "~/.server/bills/cases.server";
import { listDocuments } from "~/.server/documents/documents.server";
import { asPage } from "~/.server/bills/pages.server";
import { readFormData } from "~/.server/forms.server";
import styles from "~/components/bills/bills.module.css";
import { EobForm } from "~/components/bills/EobForm";
import { EobReaderSlot } from "~/components/eob-reading/EobReaderSlot";
import { pageLang } from "~/.server/page-lang.server";
import { billWords } from "~/components/bills/bill-words";
import { BillSubpage } from "~/components/bills/BillSubpage";
import { eobWords } from "~/components/bills/eob-words";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { useFocusWhenShown } from "~/components/useFocusWhenShown";
import { eobCheckSchema } from "~/domain/eob";
import { eobLetterParagraphs } from "~/domain/eob-letter";
import { checkAgainstEob, eobFoundSomething, NO_SURPRISES_HELP_DESK, type EobFindings } from "~/domain/eob-rules";
import { formatCents } from "~/format/cents";
import { formatCalendarDate } from "~/format/dates";
import type { EobFill } from "~/domain/eob-reading";
import { parseForm } from "~/utils/forms";
import { memberPageHandle } from "~/utils/member-lang";

/** Header, footer and `<html lang>` in the page's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : eobWords(data?.bill.lang).metaTitle },
  { name: "robots", content: "noindex" },
];

/** The member's own case, or any case for an admin; someone else's id is the not-found page. */
async function caseFor(args: LoaderFunctionArgs, user?: Awaited<ReturnType<typeof requireUser>>) {
  const viewer = user ?? (await requireUser(args.context.server, args.request));
  const row = await asPage(getBillCaseRow(args.context.server, viewer, args.params.id ?? ""));
  return {
    lang: pageLang(args.request, viewer.session.profile.language),
    hospital_name: row.hospitalName,
    service_date: row.serviceDate,
    bill_date: row.billDate,
  };
}

/** The case, and the viewer's own uploaded PDFs: "Read my EOB" may read one of them on the device. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args.context.server, args.request);
  const [bill, documents] = await Promise.all([caseFor(args, user), listDocuments(args.context.server, user.id)]);
  const pdfs = documents.filter((d) => /\.pdf$/i.test(d.filename)).map(({ id, filename }) => ({ id, filename }));
  // `lang` at the top, where the member page handle reads it: the form's refusals are said in the page's language.
  return { id: args.params.id ?? "", lang: bill.lang, bill, documents: pdfs };
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
  const { id, bill, documents } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const answer = answered?.answer ?? null;
  const { lang } = bill;
  const w = eobWords(lang);
  const [fill, setFill] = useState<{ id: number; values: EobFill } | null>(null);
  return (
    <BillSubpage title={w.title} lang={lang} back={billWords(lang).backToDashboard}>
      <p>{w.intro(bill.hospital_name, formatCalendarDate(bill.service_date, lang))}</p>
      <EobReaderSlot
        lang={lang}
        documents={documents}
        billServiceDate={bill.service_date}
        onFill={(values) => setFill({ id: Date.now(), values })}
      />
      <EobForm lastResult={answered?.result} billDate={bill.bill_date} lang={lang} fill={fill} />
      {answer ? (
        <EobAnswer found={answer.found} letter={answer.letter} owedCents={answer.owed} caseId={id} lang={lang} />
      ) : null}
    </BillSubpage>
  );
}

function EobAnswer({
  found,
  letter,
  owedCents,
  caseId,
  lang,
}: {
  found: EobFindings;
  letter: string[] | null;
  owedCents: number;
  caseId: string;
  lang: string;
}) {
  const heading = useFocusWhenShown<HTMLHeadingElement>(found);
  const w = eobWords(lang);
  return (
    <section className="card" aria-labelledby="eob-answer-title">
      <h2 id="eob-answer-title" ref={heading} tabIndex={-1}>
        {found.overCents > 0 ? w.over(formatCents(found.overCents)) : w.notOver}
      </h2>
      <ul>
        {found.overCents > 0 ? <li>{w.owed(formatCents(owedCents))}</li> : null}
        {found.billedBeforeProcessed ? <li>{w.beforeProcessed}</li> : null}
        {found.balanceBillingBarred ? (
          <li>
            {found.balanceBillingBarred === "emergency" ? w.emergency : w.outOfNetwork}
            {w.helpDesk}
            <a href={`tel:${NO_SURPRISES_HELP_DESK.tel}`}>{NO_SURPRISES_HELP_DESK.phone}</a>.
          </li>
        ) : null}
      </ul>
      {letter ? (
        <>
          <h3>{w.letterTitle}</h3>
          <p className={styles.noPrint}>{w.printIt}</p>
          {w.letterExplained ? <p className={styles.noPrint}>{w.letterExplained}</p> : null}
          <article className={`card ${styles.letter}`} aria-label={w.letterLabel} lang="en">
            {letter.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </article>
        </>
      ) : (
        <p>
          {w.nothing}
          <a href={`/dashboard/bills/${caseId}/letter`}>{w.writeLetter}</a>
          {w.nothingAfter}
        </p>
      )}
    </section>
  );
}
