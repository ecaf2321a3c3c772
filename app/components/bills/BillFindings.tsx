import type { CheckedShare } from "~/domain/bill-rules";
import type { BillLineView } from "~/domain/bills";
import { formatCents } from "~/format/cents";
import { BillLinesTable } from "./BillLinesTable";
import styles from "./bills.module.css";

/** What both a member's case and a visitor's check show: the totals and each line, in plain words first. */
export type BillFindingsData = {
  billed_cents: number;
  posted_total_cents: number;
  posted_lines: number;
  counted_lines: number;
  possible_saving_cents: number;
  checked: CheckedShare;
  lines: BillLineView[];
};

/** "What we found" and "Line by line" (docs/product.md#bill-check); each rule and source one click away. */
export function BillFindings({ bill }: { bill: BillFindingsData }) {
  return (
    <>
      <section className="card" aria-labelledby="totals-title">
        <h2 id="totals-title">What we found</h2>
        <div className={styles.totals}>
          <p>
            Billed
            <br />
            <span className={`${styles.figure} tabular`}>{formatCents(bill.billed_cents)}</span>
          </p>
          <p>
            This hospital&apos;s own prices for people paying themselves add up to
            <br />
            <span className={`${styles.figure} tabular`}>{formatCents(bill.posted_total_cents)}</span>
            <br />
            for {bill.posted_lines} of {bill.counted_lines} lines
          </p>
          <p>
            We checked {bill.checked.lines} of {bill.checked.ofLines} lines
            <br />
            <span className={`${styles.figure} tabular`}>
              {formatCents(bill.checked.billedCents)} of {formatCents(bill.checked.ofBilledCents)}
            </span>
            <br />
            against this hospital&apos;s own posted cash prices
          </p>
          <p>
            You could save up to
            <br />
            <span className={`${styles.figure} tabular`}>{formatCents(bill.possible_saving_cents)}</span>
          </p>
        </div>
        <p className="hint">
          An estimate of what you could fairly ask off, not a promise: the hospital decides. It counts duplicate lines
          in full, then what each line is above the hospital&apos;s posted cash price, else above the national range.
        </p>
      </section>
      <section className="card" aria-labelledby="lines-title">
        <h2 id="lines-title">Line by line</h2>
        <BillLinesTable lines={bill.lines} />
        <WhatTheColumnsMean />
      </section>
    </>
  );
}

/** Each column in plain words, the rule and the source behind it one click away. */
function WhatTheColumnsMean() {
  return (
    <details className={styles.explainer}>
      <summary>What these columns mean</summary>
      <dl>
        <dt>Code</dt>
        <dd>
          The 5-character code each service is billed under, like 99284 for an emergency visit. Doctors and hospitals
          use the same lists, called CPT and HCPCS.
        </dd>
        <dt>Posted cash price</dt>
        <dd>
          The price this hospital itself publishes for people paying without insurance. Federal law makes every hospital
          publish these prices in a file (45 CFR part 180, the Hospital Price Transparency rule); we read the files of
          January 2026.
        </dd>
        <dt>National range</dt>
        <dd>
          What most hospitals ask for the same service: the middle half of the cash prices U.S. hospitals post for the
          code. A posted price is each hospital&apos;s own claim.
        </dd>
        <dt>Medicare</dt>
        <dd>
          What Medicare pays for the same part of the care near this hospital (for surgery, the facility&apos;s part),
          to the nearest dollar (CMS fee schedules, 2025). Many hospitals accept a little more than this from people
          paying themselves.
        </dd>
      </dl>
      <p>
        Each figure is for the units billed, for the code without its modifier; drugs are priced per billing unit. How
        we make each figure, with its sources: <a href="/methodology">our methodology</a>.
      </p>
    </details>
  );
}
