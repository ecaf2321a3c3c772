import type { BillFindingsData } from "~/domain/bill-views";
import { formatCents } from "~/format/cents";
import { billWords } from "./bill-words";
import { BillLinesTable } from "./BillLinesTable";
import styles from "./bills.module.css";

/** "What we found" and "Line by line" (docs/product.md#bill-check); each rule and source one click away. */
export function BillFindings({ bill, lang }: { bill: BillFindingsData; lang?: string }) {
  const w = billWords(lang).findings;
  return (
    <>
      <section className="card" aria-labelledby="totals-title">
        <h2 id="totals-title">{w.title}</h2>
        <div className={styles.totals}>
          <p>
            {w.billed}
            <br />
            <span className={`${styles.figure} tabular`}>{formatCents(bill.billed_cents)}</span>
          </p>
          <p>
            {w.postedAddsUp}
            <br />
            <span className={`${styles.figure} tabular`}>{formatCents(bill.posted_total_cents)}</span>
            <br />
            {w.forLines(bill.posted_lines, bill.counted_lines)}
          </p>
          <p>
            {w.checkedLines(bill.checked.lines, bill.checked.ofLines)}
            <br />
            <span className={`${styles.figure} tabular`}>
              {w.amountOf(formatCents(bill.checked.billedCents), formatCents(bill.checked.ofBilledCents))}
            </span>
            <br />
            {w.againstPosted}
          </p>
          <p>
            {w.couldSave}
            <br />
            <span className={`${styles.figure} tabular`}>{formatCents(bill.possible_saving_cents)}</span>
          </p>
        </div>
        <p className="hint">{w.savingHint}</p>
      </section>
      <section className="card" aria-labelledby="lines-title">
        <h2 id="lines-title">{w.linesTitle}</h2>
        <BillLinesTable lines={bill.lines} unmatched={bill.unmatched} lang={lang} />
        <WhatTheColumnsMean lang={lang} />
      </section>
    </>
  );
}

/** Each column in plain words, the rule and the source behind it one click away. */
function WhatTheColumnsMean({ lang }: { lang?: string }) {
  const w = billWords(lang).findings;
  return (
    <details className={styles.explainer}>
      <summary>{w.columnsMean}</summary>
      <dl>
        <dt>{w.columns.code}</dt>
        <dd>{w.codeMeans}</dd>
        <dt>{w.columns.posted}</dt>
        <dd>{w.postedMeans}</dd>
        <dt>{w.columns.fair}</dt>
        <dd>{w.fairMeans}</dd>
        <dt>{w.columns.medicare}</dt>
        <dd>{w.medicareMeans}</dd>
      </dl>
      <p>
        {w.unitsNote} <a href="/methodology">{w.methodology}</a>.
      </p>
    </details>
  );
}
