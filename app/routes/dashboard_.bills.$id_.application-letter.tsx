import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { getBillCase } from "~/.server/bills/cases.server";
import { asPage } from "~/.server/bills/pages.server";
import { applicationLetter } from "~/.server/coverage/application-letter.server";
import { coverageQuery, coverageSearch } from "~/.server/coverage/screen-query.server";
import { LetterArticle } from "~/components/bills/LetterArticle";
import styles from "~/components/bills/bills.module.css";
import { pageLang } from "~/.server/page-lang.server";
import { billWords } from "~/components/bills/bill-words";
import { BillSubpage } from "~/components/bills/BillSubpage";
import { coverageWords } from "~/components/who-may-pay/coverage-words";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { memberPageHandle } from "~/utils/member-lang";

/** Header, footer and `<html lang>` in the page's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : coverageWords(data?.lang).application.metaTitle },
  { name: "robots", content: "noindex" },
];

/** The letter from the answers in the address (the case page's form); without them, the way back to that form. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const bill = await asPage(getBillCase(context.server, user, params.id ?? ""));
  const { values, input } = coverageQuery(request.url, bill.hospital_state);
  const letter = input ? await asPage(applicationLetter(context.server, user, bill.id, input)) : null;
  const lang = pageLang(request, user.session.profile.language);
  return { lang, id: bill.id, letter, search: coverageSearch(values) };
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function ApplicationLetterPage() {
  const { lang, id, letter, search } = useLoaderData<typeof loader>();
  const w = coverageWords(lang).application;
  return (
    <BillSubpage title={w.title} lang={lang} back={billWords(lang).backToDashboard}>
      {letter ? (
        <>
          <p className={styles.noPrint}>
            {w.print}
            <a href={`/dashboard/bills/${id}/application-letter.pdf?${search}`}>{w.download}</a>
            {w.printAfter}
          </p>
          {w.explained ? <p className={styles.noPrint}>{w.explained}</p> : null}
          <LetterArticle letter={letter} lang={lang} />
        </>
      ) : (
        <p>
          {w.firstBefore}
          <Link to={`/dashboard/bills/${id}#who-may-pay`}>{w.yourCheck}</Link>
          {w.firstAfter}
        </p>
      )}
    </BillSubpage>
  );
}
