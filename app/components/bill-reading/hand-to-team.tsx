import { en } from "~/i18n/team-reads/en";
import { es } from "~/i18n/team-reads/es";
import { wordsIn } from "~/i18n/pick";
import { BILL_FILE_INPUT_ID, TEAM_READS_ID } from "./TeamReads";

/**
 * A bill the browser cannot read (a photo, a scan) handed to the bill form's "We'll read it for you": the picked
 * file goes into the form's file input, or the uploaded document is chosen in its list. The member still picks the
 * hospital and date, and presses the button themself.
 */
export function handToTeam(file: File | null, documentId: string) {
  if (file) {
    const input = document.getElementById(BILL_FILE_INPUT_ID);
    if (input instanceof HTMLInputElement) {
      const files = new DataTransfer();
      files.items.add(file);
      input.files = files.files;
    }
  } else {
    const select = document.querySelector('form select[name="document_id"]');
    if (select instanceof HTMLSelectElement) select.value = documentId;
  }
}

/** What the reader says when it handed the file to the team's form, with the way there. */
export function TeamReadsNotice({ lang }: { lang?: string }) {
  const w = wordsIn(lang, { en, es });
  return (
    <p className="alert alert-info">
      {w.readerNoText} <a href={`#${TEAM_READS_ID}`}>{w.title}</a>
    </p>
  );
}
