import { Link, useSearchParams } from "@remix-run/react";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, ChevronRight } from "lucide-react";
import { Fragment, useState, type ReactNode } from "react";
import type { AdminSortKey, SortDirection } from "~/domain/admin";
import { useRefusedPost } from "./use-admin-form";

export type TableColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sortable by this key (each has an index: db/schema/). */
  sort?: AdminSortKey;
  /** A value that must not break across lines (a phone number, a ZIP). */
  whole?: boolean;
  /** The cells' own class (`tabular` for figures). */
  className?: string;
};

/**
 * An admin list as a data table (docs/admin-scale.md): caption, column headers
 * with scope, sort links with aria-sort, optional row checkboxes tied to a
 * bulk form, and a row button that opens the row's detail panel below it.
 * Under 700 px the CSS turns each row into a compact card. A list in one fixed order (newest first) passes no
 * `sort`; `scrollLabel` makes the scrolling box a focusable region, for keyboard users on a phone.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  rowLabel,
  sort,
  sortHref,
  selection,
  detail,
  scrollLabel,
}: {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  sort?: { key: AdminSortKey; dir: SortDirection };
  sortHref?: (key: AdminSortKey, dir: SortDirection) => string;
  selection?: { form: string; selected: Set<string>; onChange: (next: Set<string>) => void };
  detail?: (row: Row) => ReactNode;
  scrollLabel?: string;
}) {
  const refused = useRefusedPost()?.targetId;
  // Without JavaScript a row opens through the address (?open=id, the link in <noscript> below).
  const [params] = useSearchParams();
  const [open, setOpen] = useState<string | null>(() => {
    const wanted = refused ?? params.get("open");
    return wanted && rows.some((row) => rowId(row) === wanted) ? wanted : null;
  });
  const allIds = rows.map(rowId);
  const allSelected = selection ? allIds.length > 0 && allIds.every((id) => selection.selected.has(id)) : false;
  const span = columns.length + (selection ? 1 : 0) + (detail ? 1 : 0);

  return (
    <div
      className="admin-table-wrap"
      {...(scrollLabel ? { role: "region", "aria-label": scrollLabel, tabIndex: 0 } : {})}
    >
      <table className="admin-table admin-data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="admin-table__check">
                <input
                  type="checkbox"
                  aria-label={`Select all ${rows.length} rows on this page`}
                  checked={allSelected}
                  onChange={(e) => selection.onChange(e.currentTarget.checked ? new Set(allIds) : new Set())}
                />
              </th>
            ) : null}
            {detail ? (
              <th scope="col" className="admin-table__open">
                <span className="visually-hidden">Details</span>
              </th>
            ) : null}
            {columns.map((column) => {
              const active = sort && column.sort === sort.key;
              const next: SortDirection =
                active && sort.dir === "asc" ? "desc" : active ? "asc" : column.sort === "created" ? "desc" : "asc";
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
                >
                  {column.sort && sortHref ? (
                    <Link to={sortHref(column.sort, next)} className="admin-sort" preventScrollReset>
                      {column.header}
                      <span className="visually-hidden">, sort {next === "asc" ? "ascending" : "descending"}</span>
                      {active ? (
                        sort.dir === "asc" ? (
                          <ArrowUp aria-hidden="true" size={14} />
                        ) : (
                          <ArrowDown aria-hidden="true" size={14} />
                        )
                      ) : (
                        <ArrowUpDown aria-hidden="true" size={14} />
                      )}
                    </Link>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = rowId(row);
            const expanded = open === id;
            return (
              <Fragment key={id}>
                <tr className={expanded ? "is-open" : undefined}>
                  {selection ? (
                    <td className="admin-table__check">
                      <input
                        type="checkbox"
                        name="ids"
                        value={id}
                        form={selection.form}
                        aria-label={`Select ${rowLabel(row)}`}
                        checked={selection.selected.has(id)}
                        onChange={(e) => {
                          const next = new Set(selection.selected);
                          if (e.currentTarget.checked) next.add(id);
                          else next.delete(id);
                          selection.onChange(next);
                        }}
                      />
                    </td>
                  ) : null}
                  {detail ? (
                    <td className="admin-table__open">
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-expanded={expanded}
                        aria-controls={expanded ? `detail-${id}` : undefined}
                        onClick={() => setOpen(expanded ? null : id)}
                      >
                        {expanded ? (
                          <ChevronDown aria-hidden="true" size={16} />
                        ) : (
                          <ChevronRight aria-hidden="true" size={16} />
                        )}
                        <span className="visually-hidden">
                          {expanded ? "Close" : "Open"} {rowLabel(row)}
                        </span>
                      </button>
                      {expanded ? null : (
                        <noscript>
                          <a className="btn btn-ghost btn-sm" href={openRowHref(params, id)}>
                            <ChevronRight aria-hidden="true" size={16} />
                            <span className="visually-hidden">Open {rowLabel(row)}</span>
                          </a>
                        </noscript>
                      )}
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-label={column.header}
                      className={
                        [column.whole ? "admin-cell--whole" : "", column.className ?? ""].join(" ").trim() || undefined
                      }
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {detail && expanded ? (
                  <tr className="admin-detail-row">
                    <td colSpan={span} id={`detail-${id}`}>
                      {detail(row)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The current view with one row open (the row button's stand-in without JavaScript). */
function openRowHref(params: URLSearchParams, id: string): string {
  const next = new URLSearchParams(params);
  next.set("open", id);
  return `?${next}`;
}
