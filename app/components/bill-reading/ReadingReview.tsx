import { useId, useRef, useState } from "react";
import type { BillReading, ReadLine } from "~/domain/bill-reading/bill-reader";
import { fillFrom, type UnmatchedLine } from "~/domain/bill-reading/fill";
import type { MatchResult } from "~/domain/bill-reading/match-description";
import { formatUsd } from "~/format/money";
import type { BillReadingWords } from "~/i18n/bill-reading/en";
import type { ReadFill } from "./read-fill";
import { useHospitalCandidates } from "./useHospitalCandidates";
import { ReadLines } from "./ReadLines";

const NONE = "none";
const usd = (cents: number) => formatUsd(cents / 100);

/**
 * "Check what we read": the hospital to confirm, the account number and dates, each line with the procedure
 * chosen for a line that prints no code, and the rows we could not read, as seen. "Put these in the form" fills
 * the form; nothing is checked until the person presses "Check this bill" (docs/product.md#reading-a-bill).
 */
export function ReadingReview({
  reading,
  matches,
  words,
  searchPath,
  onFill,
}: {
  reading: BillReading;
  matches: (MatchResult | null)[];
  words: BillReadingWords;
  searchPath: string;
  onFill: (fill: ReadFill) => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const seen = reading.hospital;
  const { searching, ranked, offered } = useHospitalCandidates(seen, searchPath);
  const [hospital, setHospital] = useState<string | null>(null);
  const ccn = hospital ?? offered?.ccn ?? NONE;
  const [chosen, setChosen] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      matches.flatMap((m, i) => (m?.sureness === "likely" ? [[i, m.candidates[0].code] as const] : [])),
    ),
  );
  const [filled, setFilled] = useState<{ cut: boolean; unmatched: UnmatchedLine[] } | null>(null);
  const linesSum = reading.lines.reduce((t, l: ReadLine) => t + l.amountCents, 0);
  const charges = reading.totals.chargesCents;

  function fill() {
    const { start, cut, unmatched } = fillFrom(reading, { ccn: ccn === NONE ? "" : ccn, chosen });
    const carried = unmatched.map((l) => ({ description: l.description, amount: (l.amountCents / 100).toFixed(2) }));
    onFill({ key: `read-${Date.now()}`, start: { ...start, unmatched: carried }, hospitals: ranked });
    setFilled({ cut, unmatched });
  }

  return (
    <section aria-labelledby={`${id}-review`}>
      <h3 id={`${id}-review`} ref={heading} tabIndex={-1}>
        {words.review}
      </h3>
      <p>{words.reviewIntro}</p>
      {seen ? (
        <fieldset className="field fieldset-plain">
          <legend className="label">
            {words.hospitalSeen(seen.name, `${seen.address}, ${seen.city}, ${seen.state} ${seen.zip}`)}
          </legend>
          {searching ? <p role="status">{words.hospitalSearching}</p> : <p>{words.hospitalQuestion}</p>}
          {[...ranked, { ccn: NONE, name: words.hospitalNone, city: "", state: "" }].map((h) => (
            <label key={h.ccn} className="row-inline">
              <input
                type="radio"
                name={`${id}-hospital`}
                value={h.ccn}
                checked={ccn === h.ccn}
                onChange={() => setHospital(h.ccn)}
              />
              {h.city ? `${h.name}, ${h.city} ${h.state}` : h.name}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="alert alert-info">{words.hospitalNotSeen}</p>
      )}
      <dl>
        <dt>{words.account}</dt>
        <dd>
          {reading.accountNumber ?? words.notRead}
          {reading.accountNumber ? <span className="hint"> {words.accountHint}</span> : null}
        </dd>
        <dt>{words.statementDate}</dt>
        <dd>{reading.statementDate ?? words.notRead}</dd>
        <dt>{words.serviceDate}</dt>
        <dd>{reading.serviceDate ?? words.notRead}</dd>
      </dl>
      <ReadLines
        reading={reading}
        words={words}
        matches={matches}
        chosen={chosen}
        onChoose={(i, code) => setChosen((c) => ({ ...c, [i]: code }))}
      />
      {charges !== null ? (
        <p>{charges === linesSum ? words.totalsMatch(usd(charges)) : words.totals(usd(linesSum), usd(charges))}</p>
      ) : null}
      {reading.unread.length ? (
        <div className="alert alert-info">
          <h4>{words.unreadTitle(reading.unread.length)}</h4>
          <p>{words.unreadIntro}</p>
          <ul>
            {reading.unread.map((text, i) => (
              <li key={i}>
                <code>{text}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={fill}>
        {words.fill}
      </button>
      <div role="status">
        {filled ? (
          <p className="alert alert-success">
            {words.filled}
            {filled.cut ? ` ${words.tooMany(100)}` : null}
            {filled.unmatched.length
              ? ` ${words.notMatched(filled.unmatched.map((l) => `${l.description} (${usd(l.amountCents)})`))}`
              : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}
