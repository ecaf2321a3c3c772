import type { BillLetter } from "~/.server/bills/letter.server";
import styles from "./bills.module.css";

/** A letter as the page prints it: sender, addressee, subject, paragraphs, with the flagged lines where "LINES" stands. */
export function LetterArticle({ letter }: { letter: BillLetter }) {
  return (
    <article className={`card ${styles.letter}`} aria-label="Your letter">
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
