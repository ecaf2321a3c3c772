import { useRouteError } from "@remix-run/react";
import { describeRouteError, ErrorPage } from "~/components/ErrorPage";
import { useRequestId } from "~/utils/request-id";
import { DashboardTabs } from "./DashboardTabs";

/**
 * When the dashboard cannot be shown (a refused post, a failure reading its
 * lists), the admin keeps the dashboard's sections to go on from, and the
 * site's header and footer stay as they were.
 */
export function DashboardError() {
  const { status, message } = describeRouteError(useRouteError());
  const requestId = useRequestId();
  return (
    <div className="admin-dashboard">
      <ErrorPage status={status} requestId={requestId} message={message} />
      <div className="container">
        <DashboardTabs hrefFor={(tab) => (tab === "users" ? "/admin-dashboard" : `/admin-dashboard?tab=${tab}`)} />
      </div>
    </div>
  );
}
