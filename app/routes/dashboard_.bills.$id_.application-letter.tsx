import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { getBillCase } from "~/.server/bills/cases.server";
import { asPage } from "~/.server/bills/pages.server";
import { applicationLetter } from "~/.server/coverage/application-letter.server";
import { coverageQuery, coverageSearch } from "~/.server/coverage/screen-query.server";
import { LetterArticle } from "~/components/bills/LetterArticle";
import styles from "~/components/bills/bills.module.css";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Write my application letter | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** The letter from the answers in the address (the case page's form); without them, the way back to that form. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const bill = await asPage(getBillCase(context.server, user, params.id ?? ""));
  const { values, input } = coverageQuery(request.url, bill.hospital_state);
  const letter = input ? await asPage(applicationLetter(context.server, user, bill.id, input)) : null;
  return { id: bill.id, letter, search: coverageSearch(values) };
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function ApplicationLetterPage() {
  const { id, letter, search } = useLoaderData<typeof loader>();
  return (
    <DashboardSubpage title="Write my application letter">
      {letter ? (
        <>
          <p className={styles.noPrint}>
            Print this page or{" "}
            <a href={`/dashboard/bills/${id}/application-letter.pdf?${search}`}>download the letter as a PDF</a>, sign
            it and send it to the hospital with proof of income and the hospital&apos;s own application form if it has
            one. The hospital decides; the letter asks it to hold collections meanwhile.
          </p>
          <LetterArticle letter={letter} />
        </>
      ) : (
        <p>
          First tell us about your household on <Link to={`/dashboard/bills/${id}#who-may-pay`}>your bill check</Link>:
          the letter uses your household size and income as you type them.
        </p>
      )}
    </DashboardSubpage>
  );
}
