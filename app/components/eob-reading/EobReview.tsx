import { useId, useState } from "react";
import { eobFormValues, otherVisit, type EobFigure, type EobFill, type EobRead } from "~/domain/eob-reading";
import { formatCents } from "~/format/cents";
import { formatCalendarDate } from "~/format/dates";
import type { EobReadingWords } from "~/i18n/eob-reading/en";
import { parseDollarsToCents } from "~/domain/bills";

type Read = Extract<EobRead, { kind: "eob" }>;

/**
 * "Check what we read" (docs/product.md#bill-check): the EOB's figures as read, a figure not read said so, for the
 * member to compare with their EOB before "Put these in the form"; the comparison stays theirs to press.
 */
export function EobReview({
  read,
  billServiceDate,
  lang,
  words,
  onFill,
}: {
  read: Read;
  billServiceDate: string | null;
  lang?: string;
  words: EobReadingWords;
  onFill: (values: EobFill) => void;
}) {
  const id = useId();
  const [filled, setFilled] = useState(false);
  const date = (d: string) => formatCalendarDate(d, lang);
  const shown = (f: EobFigure) =>
    f.value === null
      ? words.notRead
      : f.field === "processed_on"
        ? date(f.value)
        : formatCents(parseDollarsToCents(f.value)!);
  const unread = read.figures.filter((f) => f.value === null).length;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{words.review}</h3>
      <p>{words.reviewIntro}</p>
      <dl>
        {read.insurer ? <Pair term={words.insurer} value={read.insurer} /> : null}
        {read.claimNumber ? <Pair term={words.claimNumber} value={read.claimNumber} /> : null}
        {read.serviceDate ? <Pair term={words.serviceDate} value={date(read.serviceDate)} /> : null}
        {read.figures.map((f) => (
          <Pair key={f.field} term={words.figures[f.field]} value={shown(f)} />
        ))}
      </dl>
      {otherVisit(read, billServiceDate) ? (
        <p className="alert alert-info">{words.otherVisit(date(read.serviceDate!), date(billServiceDate!))}</p>
      ) : null}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          onFill(eobFormValues(read.figures));
          setFilled(true);
        }}
      >
        {words.fill}
      </button>
      <div role="status">
        {filled ? (
          <p className="alert alert-info">
            {words.filled}
            {unread ? ` ${words.unreadLeft(unread)}` : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function Pair({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
