import type { FieldMetadata } from "@conform-to/react";
import { getSelectProps } from "@conform-to/react";
import { ErrorList } from "~/components/forms";
import { useHydrated } from "~/components/useHydrated";
import { billErrorsIn } from "./bill-messages";
import { billWords } from "./bill-words";
import type { HospitalOption } from "~/domain/bill-views";
import { HospitalCombobox, hospitalLabel } from "./HospitalCombobox";

/**
 * The bill form's hospital: once JavaScript runs, one combobox searched by name, city or ZIP; without it, the list
 * the page's search form (HospitalSearch) filled, as a plain `<select>`.
 */
export function HospitalField({
  field,
  hospitals,
  searched,
  searchPath,
  lang,
}: {
  field: FieldMetadata<string>;
  hospitals: HospitalOption[];
  searched: boolean;
  /** The page whose `?q=` search the combobox asks. */
  searchPath: string;
  lang?: string;
}) {
  const hydrated = useHydrated();
  const w = billWords(lang).form;
  return (
    <div className="field">
      <label className="label" htmlFor={field.id}>
        {w.hospital}
      </label>
      {hydrated ? (
        <HospitalCombobox
          id={field.id}
          name={field.name}
          label={w.hospital}
          hospitals={hospitals}
          initial={typeof field.initialValue === "string" ? field.initialValue : undefined}
          searchPath={searchPath}
          lang={lang}
          errorId={field.errors ? field.errorId : undefined}
        />
      ) : (
        <select {...getSelectProps(field)} key={field.key} className="select">
          <option value="">{hospitals.length ? w.chooseHospital : searched ? w.noHospital : w.searchFirst}</option>
          {hospitals.map((h) => (
            <option key={h.ccn} value={h.ccn}>
              {hospitalLabel(h)}
            </option>
          ))}
        </select>
      )}
      <ErrorList id={field.errorId} errors={billErrorsIn(lang, field.errors)} />
    </div>
  );
}
