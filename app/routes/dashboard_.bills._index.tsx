import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Receipt } from "lucide-react";
import { requireMember } from "~/.server/auth/guards.server";
import { listMemberBillCases } from "~/.server/bills/cases.server";
import { BillCaseList } from "~/components/bills/BillCaseList";
import { pageLang } from "~/.server/page-lang.server";
import { billWords } from "~/components/bills/bill-words";
import { BillSubpage } from "~/components/bills/BillSubpage";
import { memberPageHandle } from "~/utils/member-lang";

/** Header, footer and `<html lang>` in the page's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: billWords(data?.lang).list.metaTitle },
  { name: "robots", content: "noindex" },
];

/** Every bill check of the member's, newest first (the dashboard lists only the newest few). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  return {
    lang: pageLang(request, user.session.profile.language),
    cases: await listMemberBillCases(context.server, user.id),
  };
}

export default function BillChecksPage() {
  const { lang, cases } = useLoaderData<typeof loader>();
  const w = billWords(lang);
  return (
    <BillSubpage title={w.list.yourChecks} lang={lang} back={w.backToDashboard}>
      <section className="card" aria-label={w.list.checksLabel}>
        {cases.length === 0 ? <p className="muted">{w.list.noneYet}</p> : <BillCaseList cases={cases} lang={lang} />}
        <p className="mt-4">
          <Link to="/dashboard/bills/new" className="btn btn-accent btn-sm">
            <Receipt aria-hidden="true" size={16} /> {w.checkABill}
          </Link>
        </p>
      </section>
    </BillSubpage>
  );
}
