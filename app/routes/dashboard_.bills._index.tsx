import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Receipt } from "lucide-react";
import { requireMember } from "~/.server/auth/guards.server";
import { listMemberBillCases } from "~/.server/bills/cases.server";
import { BillCaseList } from "~/components/bills/BillCaseList";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";

export const meta: MetaFunction = () => [
  { title: "Your bill checks | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** Every bill check of the member's, newest first (the dashboard lists only the newest few). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  return { cases: await listMemberBillCases(context.server, user.id) };
}

export default function BillChecksPage() {
  const { cases } = useLoaderData<typeof loader>();
  return (
    <DashboardSubpage title="Your bill checks">
      <section className="card" aria-label="Bill checks">
        {cases.length === 0 ? <p className="muted">No bill checked yet.</p> : <BillCaseList cases={cases} />}
        <p className="mt-4">
          <Link to="/dashboard/bills/new" className="btn btn-accent btn-sm">
            <Receipt aria-hidden="true" size={16} /> Check a bill
          </Link>
        </p>
      </section>
    </DashboardSubpage>
  );
}
