import { Link } from "@remix-run/react";
import type { EstimateCheck } from "~/domain/bill-rules";
import { DISPUTE_FEE_DOLLARS, DISPUTE_THRESHOLD_CENTS } from "~/domain/bill-rules";
import { formatCalendarDate } from "~/format/dates";
import { formatCents } from "~/format/cents";
import { disputeWords } from "./dispute-words";
import styles from "./bills.module.css";

/** Each provider's Good Faith Estimate and its bill side by side, with the $400 test worked out in figures. */
export function DisputeFigures({ estimates, lang }: { estimates: EstimateCheck[]; lang?: string }) {
  const w = disputeWords(lang).figures;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{w.provider}</th>
            <th scope="col">{w.estimate}</th>
            <th scope="col">{w.billed}</th>
            <th scope="col">{w.test}</th>
          </tr>
        </thead>
        <tbody>
          {estimates.map((e, i) => (
            <tr key={`${e.provider}-${i}`}>
              <th scope="row">{e.provider}</th>
              <td className="tabular" data-label={w.estimate}>
                {formatCents(e.estimateCents)}
              </td>
              <td className="tabular" data-label={w.billed}>
                {formatCents(e.billedCents)}
              </td>
              <td className="tabular" data-label={w.test}>
                {fourHundredTest(e, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "$2,500 − $2,000 = $500 over: $400 or more, so it may be disputed." */
export function fourHundredTest(e: EstimateCheck, lang?: string): string {
  const w = disputeWords(lang).figures;
  const sum = `${formatCents(e.billedCents)} − ${formatCents(e.estimateCents)} = `;
  if (e.overByCents <= 0) return w.under(sum, formatCents(-e.overByCents));
  const threshold = formatCents(DISPUTE_THRESHOLD_CENTS);
  return e.canDispute
    ? w.overMay(sum, formatCents(e.overByCents), threshold)
    : w.overNot(sum, formatCents(e.overByCents), threshold);
}

type Dates = { serviceDate: string; billDate: string | null; disputeBy: string; deadlinePassed: boolean };

/** The dates the 120 days count from, each under its own name: the date of service is never called the bill's. */
export function DisputeDates({ serviceDate, billDate, disputeBy, deadlinePassed, lang }: Dates & { lang?: string }) {
  const w = disputeWords(lang).dates;
  return (
    <ul>
      <li>{w.service(formatCalendarDate(serviceDate, lang))}</li>
      <li>{billDate ? w.bill(formatCalendarDate(billDate, lang)) : w.noBill}</li>
      <li>
        <strong>{w.startBy(formatCalendarDate(disputeBy, lang))}</strong>
        {w.from(billDate !== null, DISPUTE_FEE_DOLLARS)}
        {deadlinePassed ? w.passed : null}
      </li>
    </ul>
  );
}

/** What the dispute asks for, as a list to tick off. */
export function WhatToSend({ lang }: { lang?: string }) {
  const w = disputeWords(lang);
  return (
    <ul>
      {w.send.map((line) => (
        <li key={line}>{line}</li>
      ))}
      <li>{w.sendFee(DISPUTE_FEE_DOLLARS)}</li>
      <li>{w.sendLetters}</li>
    </ul>
  );
}

/** Whether the deadline's reminder is set, in words. */
export function reminderWords(reminder: { remindOn: string; emailed: boolean } | null, lang?: string): string | null {
  if (!reminder) return null;
  const w = disputeWords(lang);
  const on = formatCalendarDate(reminder.remindOn, lang);
  return reminder.emailed ? w.reminderEmailed(on) : w.reminderSet(on);
}

/** When no provider passes the $400 test: the dispute does not apply, and the way back to the estimates. */
export function NoDispute({ id, lang }: { id: string; lang?: string }) {
  const w = disputeWords(lang);
  return (
    <p className="alert alert-info">
      {w.noDispute}
      <Link to={`/dashboard/bills/${id}/estimate`}>{w.checkEstimates}</Link>.
    </p>
  );
}
