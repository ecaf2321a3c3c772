import { BILL_FILE_FIELD, TEAM_READS_FIELD } from "~/domain/team-reads";
import { en } from "~/i18n/team-reads/en";
import { es } from "~/i18n/team-reads/es";
import { wordsIn } from "~/i18n/pick";
import { ErrorList } from "~/components/forms";

/** The bill form's file input, which BillReader fills with a file it cannot read (a photo or a scan). */
export const BILL_FILE_INPUT_ID = "bill-file";
export const TEAM_READS_ID = "team-reads";

/** The file types the documents take that a bill comes as: PDF and photos (docs/decisions/0006-documents.md). */
const ACCEPT = "application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png,image/gif,.gif";

/**
 * "We'll read it for you" inside the member's bill form (docs/product.md#reading-a-bill): the bill's file and the
 * button that sends the form to the team instead of checking typed lines. A plain multipart post, so it works
 * without JavaScript; the file is stored with the member's documents.
 */
export function TeamReads({ lang, errors, busy }: { lang?: string; errors?: string[]; busy?: boolean }) {
  const w = wordsIn(lang, { en, es });
  const errorId = `${BILL_FILE_INPUT_ID}-error`;
  return (
    <fieldset id={TEAM_READS_ID} className="field fieldset-plain" tabIndex={-1}>
      <legend className="label">{w.title}</legend>
      <p className="hint">{w.intro}</p>
      <div className="field">
        <label className="label" htmlFor={BILL_FILE_INPUT_ID}>
          {w.fileLabel}
        </label>
        <p className="hint" id={`${BILL_FILE_INPUT_ID}-hint`}>
          {w.fileHint}
        </p>
        <input
          id={BILL_FILE_INPUT_ID}
          name={BILL_FILE_FIELD}
          type="file"
          accept={ACCEPT}
          className="input"
          aria-describedby={errors?.length ? errorId : `${BILL_FILE_INPUT_ID}-hint`}
          aria-invalid={errors?.length ? true : undefined}
        />
        <ErrorList id={errorId} errors={errors} />
      </div>
      <button type="submit" name={TEAM_READS_FIELD} value="1" className="btn btn-secondary" disabled={busy}>
        {busy ? w.submitting : w.submit}
      </button>
    </fieldset>
  );
}

/** A refusal of the team's form in the page's language (the schema words it in English). */
export function teamReadsErrorIn(lang: string | undefined, message: string): string {
  return message === en.documentRequired ? wordsIn(lang, { en, es }).documentRequired : message;
}
