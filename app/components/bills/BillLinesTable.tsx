import { baseCode } from "~/domain/bill-rules";
import type { BillLineView } from "~/domain/bills";
import type { UnmatchedLineView } from "~/domain/bill-views";
import { en as unmatchedEn } from "~/i18n/bill-unmatched/en";
import { es as unmatchedEs } from "~/i18n/bill-unmatched/es";
import { wordsIn } from "~/i18n/pick";
import { formatCents, formatCentsRange } from "~/format/cents";
import { billWords } from "./bill-words";
import styles from "./bills.module.css";

type FindingsWords = ReturnType<typeof billWords>["findings"];

/** What the check found on one line, in words (status never by colour alone). */
function lineFindings(line: BillLineView, w: FindingsWords): string[] {
  const found: string[] = [];
  if (line.duplicate) found.push(w.duplicate);
  if (line.above_posted_cents > 0) found.push(w.abovePosted(formatCents(line.above_posted_cents)));
  if (line.above_fair) found.push(w.aboveFair);
  if (line.price_status === "not_posted") found.push(w.noPostedFor(baseCode(line.code)));
  if (line.price_status === "not_in_data") found.push(w.notInDataFor(baseCode(line.code)));
  return found;
}

export function BillLinesTable({
  lines,
  unmatched = [],
  lang,
}: {
  lines: BillLineView[];
  /** Read lines we could not match to a code: their amount, no price compared. */
  unmatched?: UnmatchedLineView[];
  lang?: string;
}) {
  const w = billWords(lang).findings;
  const u = wordsIn(lang, { en: unmatchedEn, es: unmatchedEs });
  const c = w.columns;
  const postedBlank = { posted: "—", not_posted: w.notPosted, not_in_data: w.notInData } as const;
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} tabular`}>
        <caption className="visually-hidden">{w.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.code}</th>
            <th scope="col">{c.billed}</th>
            <th scope="col">{c.posted}</th>
            <th scope="col">{c.fair}</th>
            <th scope="col">{c.medicare}</th>
            <th scope="col">{c.found}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const found = lineFindings(line, w);
            return (
              <tr key={line.id}>
                <td data-label={c.code}>
                  {line.code}
                  {line.units > 1 ? ` × ${line.units}` : ""}
                  {line.description ? <div>{line.description}</div> : null}
                </td>
                <td data-label={c.billed}>{formatCents(line.billed_cents)}</td>
                <td data-label={c.posted}>
                  {line.posted_cents === null ? postedBlank[line.price_status] : formatCents(line.posted_cents)}
                </td>
                <td data-label={c.fair}>
                  {line.fair_low_cents === null || line.fair_high_cents === null
                    ? "—"
                    : formatCentsRange(line.fair_low_cents, line.fair_high_cents)}
                </td>
                <td data-label={c.medicare}>
                  {line.medicare_cents === null ? "—" : formatCents(Math.round(line.medicare_cents / 100) * 100)}
                </td>
                <td data-label={c.found}>
                  {found.length ? (
                    <ul className={styles.flags}>
                      {found.map((f) => (
                        <li key={f}>{f}</li>
                      ))}
                    </ul>
                  ) : (
                    w.nothing
                  )}
                </td>
              </tr>
            );
          })}
          {unmatched.map((line, i) => (
            <tr key={`unmatched-${i}`}>
              <td data-label={c.code}>
                {u.noCode}
                <div>{line.description}</div>
              </td>
              <td data-label={c.billed}>{formatCents(line.amount_cents)}</td>
              <td data-label={c.posted}>—</td>
              <td data-label={c.fair}>—</td>
              <td data-label={c.medicare}>—</td>
              <td data-label={c.found}>{u.notMatched}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
