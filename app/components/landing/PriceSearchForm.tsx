import { Form } from "@remix-run/react";
import { Search } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ProcedurePicker } from "~/components/ProcedurePicker";
import { useHydrated } from "~/components/useHydrated";
import { ZIP_PATTERN } from "~/domain/patterns";
import type { ProcedureOption } from "~/domain/prices";
import { ErrorList } from "~/components/forms";
import { en as priceSearchEn, type PriceSearchWords } from "~/i18n/price-search/en";

export type PriceSearchValues = { procedure: string; zip: string };
export type PriceSearchErrors = { zipCode?: string; procedure?: string };

/**
 * The price search of the landing page and the Spanish page: ZIP + procedure. A GET form, so the
 * preview has its own address (`/?zip=10001&procedure=mri`, `/precios-y-planes?…`) that Back, reload,
 * bookmarks and shared links show again; with JavaScript, `onPreview` goes to that address
 * without the empty search box in it. Its words come from the page (`words`). The ZIP
 * is checked as you type with the bare pattern (docs/product.md#validation),
 * not the validation library, so a first visit stays light.
 */
export function PriceSearchForm({
  procedures,
  initial,
  errors,
  busy,
  onPreview,
  action = "/",
  words: w = priceSearchEn,
}: {
  procedures: ProcedureOption[];
  initial?: { procedure: string; zipCode: string; find?: string };
  /** The server's or the API's messages, by field. */
  errors: PriceSearchErrors;
  busy: boolean;
  onPreview: (values: PriceSearchValues) => void;
  /** The page whose address names the preview: `/` or `/precios-y-planes`. */
  action?: string;
  words?: PriceSearchWords;
}) {
  const hydrated = useHydrated();
  const ids = { zip: useId(), zipError: useId() };
  const [zip, setZip] = useState(initial?.zipCode ?? "");
  const [procedure, setProcedure] = useState(initial?.procedure ?? "");
  const [zipTouched, setZipTouched] = useState(false);
  const zipRef = useRef<HTMLInputElement>(null);
  // A field changed since the server answered: its old message no longer applies.
  const [edited, setEdited] = useState<Partial<Record<keyof PriceSearchErrors, true>>>({});
  const onEdit = (field: keyof PriceSearchErrors) => setEdited((now) => ({ ...now, [field]: true }));

  const zipValid = ZIP_PATTERN.test(zip.trim());
  const ready = zipValid && procedure !== "";
  const zipError =
    (edited.zipCode ? undefined : errors.zipCode) ??
    (zipTouched && zip.trim() !== "" && !zipValid ? w.zipInvalid : undefined);

  return (
    <Form
      method="get"
      action={action}
      className="card price-search"
      noValidate
      aria-label={w.label}
      onSubmit={(event) => {
        event.preventDefault(); // with JavaScript, the page goes to the preview's address itself
        if (ready && !busy) onPreview({ procedure, zip });
      }}
    >
      <div className="field">
        <label className="label" htmlFor={ids.zip}>
          {w.zip}
        </label>
        <input
          ref={zipRef}
          id={ids.zip}
          name="zip"
          className="input price-search__zip"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={w.zipPlaceholder}
          pattern="\d{5}(-\d{4})?"
          maxLength={10}
          required
          value={zip}
          onChange={(e) => {
            setZip(e.target.value);
            onEdit("zipCode");
          }}
          onBlur={() => setZipTouched(true)}
          aria-invalid={zipError ? true : undefined}
          aria-describedby={zipError ? ids.zipError : undefined}
        />
        <ErrorList id={ids.zipError} errors={zipError} alert />
      </div>
      <ProcedurePicker
        options={procedures}
        value={procedure}
        onChange={(slug) => {
          setProcedure(slug);
          onEdit("procedure");
        }}
        filter={initial?.find}
        words={w.picker}
        error={edited.procedure ? undefined : errors.procedure}
        onPicked={(slug) => {
          // Enter on a procedure previews it when the ZIP is ready, else asks for the ZIP next.
          if (zipValid && !busy) return onPreview({ procedure: slug, zip });
          setZipTouched(true);
          zipRef.current?.focus();
        }}
      />
      {/* Disabled until ZIP and procedure are valid (docs/product.md#pages); enabled without JavaScript so the form still posts. */}
      <button type="submit" className="btn btn-accent price-search__submit" disabled={hydrated && (!ready || busy)}>
        <Search aria-hidden="true" size={18} />
        {w.submit}
      </button>
      {busy ? (
        <p className="hint" role="status">
          {w.busy}
        </p>
      ) : null}
    </Form>
  );
}
