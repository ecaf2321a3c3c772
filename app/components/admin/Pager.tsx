import { Link } from "@remix-run/react";
import { ADMIN_PAGE_SIZES } from "~/domain/admin";

/** Numbered pages around the current one, first/last, row range and page size: all plain links (URL state). */
export function Pager({
  page,
  pages,
  total,
  pageSize,
  hrefFor,
  sizeHref,
}: {
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  sizeHref: (size: number) => string;
}) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const numbers = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <div className="admin-pager">
      <p className="tabular admin-pager__range">
        Showing {from.toLocaleString("en-US")}–{to.toLocaleString("en-US")} of {total.toLocaleString("en-US")}
      </p>
      {pages > 1 ? (
        <nav aria-label="Pages">
          <ul className="admin-pager__pages">
            {page > 1 ? (
              <li>
                <Link to={hrefFor(page - 1)}>Previous page</Link>
              </li>
            ) : null}
            {numbers.map((n, i) => (
              <li key={n}>
                {i > 0 && n - numbers[i - 1] > 1 ? <span aria-hidden="true">… </span> : null}
                <Link to={hrefFor(n)} aria-current={n === page ? "page" : undefined} aria-label={`Page ${n}`}>
                  {n}
                </Link>
              </li>
            ))}
            {page < pages ? (
              <li>
                <Link to={hrefFor(page + 1)}>Next page</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <nav aria-label="Rows per page">
        <ul className="admin-pager__pages">
          {ADMIN_PAGE_SIZES.map((size) => (
            <li key={size}>
              <Link to={sizeHref(size)} aria-current={size === pageSize ? "true" : undefined}>
                {size} per page
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
