import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/.server/auth/guards.server";
import { loadInbox } from "~/.server/messages/inbox.server";
import adminStyles from "~/components/admin/admin.css?url";
import { DashboardTabs } from "~/components/admin/DashboardTabs";
import { RouteErrorPage } from "~/components/ErrorPage";
import { LocalTime } from "~/components/LocalTime";
import { countOf } from "~/format/plural";

export const meta: MetaFunction = () => [
  { title: "Inbox | Admin | Care Finder" },
  { name: "robots", content: "noindex" },
];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.server, request);
  return loadInbox(context.server);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/admin-dashboard", label: "Back to the admin dashboard" }} />;
}

export default function AdminInbox() {
  const { rows, unread } = useLoaderData<typeof loader>();
  return (
    <div className="container page admin-dashboard">
      <h1>Inbox</h1>
      <DashboardTabs hrefFor={(tab) => `/admin-dashboard?tab=${tab}`} currentPage="inbox" />
      <p>{unread > 0 ? countOf(unread, { one: "unread message", other: "unread messages" }) : "Nothing unread."}</p>
      {rows.length === 0 ? <p className="muted">No conversations yet.</p> : null}
      <ul className="admin-inbox">
        {rows.map((row) => (
          <li key={row.href} className="card">
            <p>
              <Link to={row.href}>
                <strong>{row.memberName}</strong>: {row.kind === "general" ? "Messages" : `Request: ${row.title}`}
              </Link>{" "}
              {row.unread > 0 ? (
                <span className="chip">{countOf(row.unread, { one: "unread", other: "unread" })}</span>
              ) : null}
            </p>
            <p className="muted text-sm">
              {row.plan} · {countOf(row.openBills, { one: "open bill", other: "open bills" })} · last message{" "}
              <LocalTime iso={row.lastAt} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
