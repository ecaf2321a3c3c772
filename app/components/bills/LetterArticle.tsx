import type { BillLetter } from "~/.server/bills/letter.server";
import styles from "./bills.module.css";
import { billWords } from "./bill-words";

/** A letter as the page prints it: sender, addressee, subject, paragraphs, with the flagged lines where "LINES" stands. */
/** The letter is always English (the billing office reads it): `lang="en"` even on a Spanish page. */
export function LetterArticle({ letter, lang }: { letter: BillLetter; lang?: string }) {
  return (
    <article className={`card ${styles.letter}`} aria-label={billWords(lang).letter.articleLabel} lang="en">
      {letter.from.map((l) => (
        <div key={l}>{l}</div>
      ))}
      <br />
      {letter.to.map((l) => (
        <div key={l}>{l}</div>
      ))}
      <p>
        <strong>Re: {letter.subject}</strong>
      </p>
      {letter.paragraphs.map((p) =>
        p === "LINES" ? (
          <ul key={p}>
            {letter.lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        ) : (
          <p key={p}>{p}</p>
        ),
      )}
      <p>{letter.from[0]}</p>
    </article>
  );
}
