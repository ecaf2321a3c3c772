import { useId } from "react";
import type { BillReading } from "~/domain/bill-reading/bill-reader";
import type { MatchResult } from "~/domain/bill-reading/match-description";
import { formatUsd } from "~/format/money";
import type { BillReadingWords } from "~/i18n/bill-reading/en";
import styles from "./bill-reading.module.css";

const usd = (cents: number) => formatUsd(cents / 100);

/**
 * The lines read, one a list item (they wrap at 320 px); a line without a printed code asks which of our
 * procedures it is, the likely one chosen, or says that it matches none (docs/product.md#reading-a-bill).
 */
export function ReadLines({
  reading,
  words,
  matches,
  chosen,
  onChoose,
}: {
  reading: BillReading;
  words: BillReadingWords;
  matches: (MatchResult | null)[];
  chosen: Record<number, string>;
  onChoose: (line: number, code: string) => void;
}) {
  const id = useId();
  return (
    <>
      <h4>{words.linesTitle(reading.lines.length)}</h4>
      <ol className={styles.lines}>
        {reading.lines.map((line, i) => {
          const match = matches[i];
          return (
            <li key={i} className={styles.line}>
              <span>
                {line.code ? <strong>{line.code}</strong> : null}
                {line.modifier ? ` (${words.modifier(line.modifier)})` : null} {line.description}
              </span>
              <span className="tabular">
                {line.units > 1 ? `${line.units} × ` : null}
                {usd(line.amountCents)}
              </span>
              {match && match.sureness !== "none" ? (
                <fieldset className="fieldset-plain">
                  <legend>
                    {words.noCode} {words.matchQuestion}
                  </legend>
                  {[...match.candidates, { code: "", name: words.matchNone, slug: "", score: 0 }].map((c) => (
                    <label key={c.code || "none"} className="row-inline">
                      <input
                        type="radio"
                        name={`${id}-line-${i}`}
                        value={c.code}
                        checked={(chosen[i] ?? "") === c.code}
                        onChange={() => onChoose(i, c.code)}
                      />
                      {c.code
                        ? `${c.name} (${c.code}, ${c === match.candidates[0] ? words[match.sureness] : words.maybe})`
                        : c.name}
                    </label>
                  ))}
                  {!chosen[i] ? <p className="hint">{words.unmatched}</p> : null}
                </fieldset>
              ) : match ? (
                <p className="hint">
                  {words.noCode} {words.unmatched}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {reading.credits.length ? (
        <>
          <h4>{words.creditsTitle}</h4>
          <ul>
            {reading.credits.map((c, i) => (
              <li key={i}>
                {c.description} <span className="tabular">{usd(c.amountCents)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
