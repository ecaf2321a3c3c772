import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { getBillCase } from "~/.server/bills/cases.server";
import { asPage } from "~/.server/bills/pages.server";
import { coverageQuery, coverageSearch } from "~/.server/coverage/screen-query.server";
import { whoMayPay } from "~/.server/coverage/who-may-pay.server";
import { BillFindings } from "~/components/bills/BillFindings";
import { pageLang } from "~/.server/page-lang.server";
import { billWords } from "~/components/bills/bill-words";
import { BillSubpage } from "~/components/bills/BillSubpage";
import { deadlineDue, deadlineLabel } from "~/components/bills/deadline-words";
import { BillStatusBadge } from "~/components/bills/BillStatusBadge";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { WhoMayPaySection } from "~/components/who-may-pay/WhoMayPaySection";
import { formatCalendarDate } from "~/format/dates";
import { memberPageHandle } from "~/utils/member-lang";
import { en as teamEn } from "~/i18n/team-reads/en";
import { es as teamEs } from "~/i18n/team-reads/es";
import { wordsIn } from "~/i18n/pick";

/** Header, footer and `<html lang>` in the page's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : billWords(data?.lang).caseMetaTitle },
  { name: "robots", content: "noindex" },
];

/** The member's own case, or any case for an admin; someone else's id is the not-found page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  const bill = await asPage(getBillCase(context.server, user, params.id ?? ""));
  const { values, input, error } = coverageQuery(request.url, bill.hospital_state);
  const who = await asPage(whoMayPay(context.server, user, bill.id, input));
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  const lang = pageLang(request, user.session.profile.language);
  return { lang, bill, who, values, error, letterSearch: coverageSearch(values), saved };
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function BillCheckPage() {
  const { lang, bill, who, values, error, letterSearch, saved } = useLoaderData<typeof loader>();
  const base = `/dashboard/bills/${bill.id}`;
  const w = billWords(lang);
  return (
    <BillSubpage title={w.caseTitle(bill.hospital_name)} lang={lang} back={w.backToDashboard}>
      <p>
        <BillStatusBadge status={bill.status} lang={lang} /> {w.serviceOn(formatCalendarDate(bill.service_date, lang))}{" "}
        · {bill.hospital_city}, {bill.hospital_state}
      </p>
      <WhoMayPaySection who={who} values={values} error={error} letterSearch={letterSearch} saved={saved} lang={lang} />
      {bill.team_reading ? (
        <p className="alert alert-info" role="status">
          {wordsIn(lang, { en: teamEn, es: teamEs }).caseReading}
        </p>
      ) : (
        <BillFindings bill={bill} lang={lang} />
      )}
      <section className="card" aria-labelledby="next-title">
        <h2 id="next-title">{w.next.title}</h2>
        <ul>
          <li>
            <Link to={`${base}/letter`}>{w.next.letter}</Link>
            {w.next.letterWhy}
          </li>
          <li>
            <Link to={`${base}/charity`}>{w.next.charity}</Link>
            {w.next.charityWhy}
          </li>
          {bill.coverage === "insured" ? (
            <li>
              <Link to={`${base}/eob`}>{w.next.eob}</Link>
              {w.next.eobWhy}
            </li>
          ) : null}
          {bill.coverage === "self_pay" ? (
            <li>
              <Link to={`${base}/estimate`}>{w.next.estimate}</Link>
              {w.next.estimateWhy}
            </li>
          ) : null}
        </ul>
        {bill.deadlines.length ? (
          <>
            <h3>{w.deadlines.title}</h3>
            <ul>
              {bill.deadlines.map((d) => (
                <li key={d.kind}>
                  {deadlineLabel(d, lang)}: {deadlineDue(d, lang)}
                  {d.kind === "itemized_bill" ? <p className="hint">{w.deadlines.itemizedWhy}</p> : null}
                </li>
              ))}
            </ul>
            <p className="hint">{w.deadlines.reminder}</p>
          </>
        ) : null}
      </section>
    </BillSubpage>
  );
}
