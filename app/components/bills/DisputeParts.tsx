import { Link } from "@remix-run/react";
import type { EstimateCheck } from "~/domain/bill-rules";
import { DISPUTE_FEE_DOLLARS, DISPUTE_THRESHOLD_CENTS } from "~/domain/bill-rules";
import { formatCalendarDate } from "~/format/dates";
import { formatCents } from "~/format/cents";
import styles from "./bills.module.css";

/** Each provider's Good Faith Estimate and its bill side by side, with the $400 test worked out in figures. */
export function DisputeFigures({ estimates }: { estimates: EstimateCheck[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Provider</th>
            <th scope="col">Good Faith Estimate</th>
            <th scope="col">Billed</th>
            <th scope="col">The $400 test</th>
          </tr>
        </thead>
        <tbody>
          {estimates.map((e, i) => (
            <tr key={`${e.provider}-${i}`}>
              <th scope="row">{e.provider}</th>
              <td className="tabular" data-label="Good Faith Estimate">
                {formatCents(e.estimateCents)}
              </td>
              <td className="tabular" data-label="Billed">
                {formatCents(e.billedCents)}
              </td>
              <td className="tabular" data-label="The $400 test">
                {fourHundredTest(e)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "$2,500 − $2,000 = $500 over: $400 or more, so it may be disputed." */
export function fourHundredTest(e: EstimateCheck): string {
  const sum = `${formatCents(e.billedCents)} − ${formatCents(e.estimateCents)} = `;
  if (e.overByCents <= 0) return `${sum}${formatCents(-e.overByCents)} under the estimate: not over it`;
  return e.canDispute
    ? `${sum}${formatCents(e.overByCents)} over: ${formatCents(DISPUTE_THRESHOLD_CENTS)} or more, so it may be disputed`
    : `${sum}${formatCents(e.overByCents)} over: under ${formatCents(DISPUTE_THRESHOLD_CENTS)}, so it does not qualify`;
}

type Dates = { serviceDate: string; billDate: string | null; disputeBy: string; deadlinePassed: boolean };

/** The dates the 120 days count from, each under its own name: the date of service is never called the bill's. */
export function DisputeDates({ serviceDate, billDate, disputeBy, deadlinePassed }: Dates) {
  return (
    <ul>
      <li>{`Date of service: ${formatCalendarDate(serviceDate)}.`}</li>
      <li>
        {billDate
          ? `Date of the bill: ${formatCalendarDate(billDate)}. The 120 days count from it.`
          : "Date of the bill: not given. The 120 days count from the date of service; if the bill came later, your deadline may be later too."}
      </li>
      <li>
        <strong>{`Start the dispute by ${formatCalendarDate(disputeBy)}`}</strong>
        {` (120 days from the ${billDate ? "bill" : "date of service"}). The fee is $${DISPUTE_FEE_DOLLARS}.`}
        {deadlinePassed
          ? " That date has passed: the No Surprises Help Desk can say whether a late request may still be heard."
          : null}
      </li>
    </ul>
  );
}

/** What the dispute asks for, as a list to tick off. */
export function WhatToSend() {
  return (
    <ul>
      <li>A copy of each Good Faith Estimate above (the one the provider gave you before the care).</li>
      <li>A copy of each bill from those providers, itemized if you have it.</li>
      <li>Your name, address, phone and email, and the provider&apos;s name and address.</li>
      <li>{`A way to pay the $${DISPUTE_FEE_DOLLARS} fee.`}</li>
      <li>Any letters or notes from the provider about why the bill is higher.</li>
    </ul>
  );
}

/** Whether the deadline's reminder is set, in words. */
export function reminderWords(reminder: { remindOn: string; emailed: boolean } | null): string | null {
  if (!reminder) return null;
  return reminder.emailed
    ? `We emailed you a reminder of this deadline on ${formatCalendarDate(reminder.remindOn)}.`
    : `Reminder set: it is in your tasks, and we will email you on ${formatCalendarDate(reminder.remindOn)}.`;
}

/** When no provider passes the $400 test: the dispute does not apply, and the way back to the estimates. */
export function NoDispute({ id }: { id: string }) {
  return (
    <p className="alert alert-info">
      None of your providers billed $400 or more above its Good Faith Estimate, so a patient-provider dispute does not
      apply to this bill. <Link to={`/dashboard/bills/${id}/estimate`}>Check your estimates</Link>.
    </p>
  );
}
