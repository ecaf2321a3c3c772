import { baseCode } from "~/domain/bill-rules";
import type { BillLineView } from "~/domain/bills";
import { formatCents, formatCentsRange } from "~/format/cents";
import styles from "./bills.module.css";

/** What the check found on one line, in words (status never by colour alone). */
function lineFindings(line: BillLineView): string[] {
  const found: string[] = [];
  if (line.duplicate) found.push("Possible duplicate: the same code, date and amount as an earlier line");
  if (line.above_posted_cents > 0)
    found.push(`${formatCents(line.above_posted_cents)} above this hospital's own posted cash price`);
  if (line.above_fair) found.push("Above what most hospitals post (the national range)");
  if (line.price_status === "not_posted") found.push(`This hospital posts no cash price for ${baseCode(line.code)}`);
  if (line.price_status === "not_in_data")
    found.push(`This hospital's price for ${baseCode(line.code)} is not in our data yet`);
  return found;
}

const POSTED_BLANK = { posted: "—", not_posted: "Not posted", not_in_data: "Not in our data yet" } as const;

export function BillLinesTable({ lines }: { lines: BillLineView[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} tabular`}>
        <caption className="visually-hidden">Each line of the bill and what we found</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Billed</th>
            <th scope="col">Posted cash price</th>
            <th scope="col">National range</th>
            <th scope="col">Medicare</th>
            <th scope="col">What we found</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const found = lineFindings(line);
            return (
              <tr key={line.id}>
                <td data-label="Code">
                  {line.code}
                  {line.units > 1 ? ` × ${line.units}` : ""}
                  {line.description ? <div>{line.description}</div> : null}
                </td>
                <td data-label="Billed">{formatCents(line.billed_cents)}</td>
                <td data-label="Posted cash price">
                  {line.posted_cents === null ? POSTED_BLANK[line.price_status] : formatCents(line.posted_cents)}
                </td>
                <td data-label="National range">
                  {line.fair_low_cents === null || line.fair_high_cents === null
                    ? "—"
                    : formatCentsRange(line.fair_low_cents, line.fair_high_cents)}
                </td>
                <td data-label="Medicare">
                  {line.medicare_cents === null ? "—" : formatCents(Math.round(line.medicare_cents / 100) * 100)}
                </td>
                <td data-label="What we found">
                  {found.length ? (
                    <ul className={styles.flags}>
                      {found.map((f) => (
                        <li key={f}>{f}</li>
                      ))}
                    </ul>
                  ) : (
                    "Nothing stands out"
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
