import { Form, useSubmit } from "@remix-run/react";
import { Search } from "lucide-react";
import { useId } from "react";
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, DEFAULT_SORT, STATUS_FILTER_TABS, type AdminListQuery } from "~/domain/admin";
import { PLAN_STANDING_LABELS, PLAN_STANDINGS } from "~/domain/plan-standing";
import { BillRouteFilter } from "./BillRouteFilter";
import { WorkStatusOptions } from "./shared";

/** Search and status filter: a GET form, so the view lives in the URL and works without JavaScript. */
export function ListFilters({ query }: { query: AdminListQuery }) {
  const submit = useSubmit();
  const ids = { q: useId(), status: useId(), plan: useId() };
  const showStatus = STATUS_FILTER_TABS.includes(query.tab);
  return (
    <Form method="get" className="admin-filters" role="search" aria-label="Filter the list">
      {query.tab !== "users" ? <input type="hidden" name="tab" value={query.tab} /> : null}
      {query.sort !== DEFAULT_SORT.sort || query.dir !== DEFAULT_SORT.dir ? (
        <>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
        </>
      ) : null}
      {query.size !== ADMIN_PAGE_SIZE ? <input type="hidden" name="size" value={query.size} /> : null}
      <div className="field admin-filters__q">
        <label className="label" htmlFor={ids.q}>
          Search
        </label>
        <input
          id={ids.q}
          name="q"
          type="search"
          className="input"
          defaultValue={query.q}
          key={`${query.tab}:${query.q}`}
          placeholder={ADMIN_MESSAGES.searchPlaceholder}
        />
      </div>
      {showStatus ? (
        <div className="field">
          <label className="label" htmlFor={ids.status}>
            Filter by status
          </label>
          <select
            id={ids.status}
            name="status"
            className="select"
            defaultValue={query.status}
            key={`${query.tab}:${query.status}`}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            <option value="all">All Status</option>
            <WorkStatusOptions />
          </select>
        </div>
      ) : null}
      {query.tab === "users" ? (
        <div className="field">
          <label className="label" htmlFor={ids.plan}>
            Plan status
          </label>
          <select
            id={ids.plan}
            name="plan"
            className="select"
            defaultValue={query.plan}
            key={`plan:${query.plan}`}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            <option value="all">Every plan status</option>
            {PLAN_STANDINGS.map((kind) => (
              <option key={kind} value={kind}>
                {PLAN_STANDING_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {query.tab === "bills" ? <BillRouteFilter route={query.route} /> : null}
      <button type="submit" className="btn btn-primary">
        <Search aria-hidden="true" size={16} /> Search
      </button>
    </Form>
  );
}
