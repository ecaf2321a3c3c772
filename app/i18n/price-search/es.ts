import { plural } from "~/utils/plural";
import { es as procedurePickerEs } from "../procedure-picker/es";
import type { PriceSearchWords } from "./en";

/**
 * El formulario de búsqueda de precios (app/components/landing/PriceSearchForm.tsx) en español, para la página
 * /precios-y-planes; su selector de procedimientos está en ../procedure-picker/es.ts.
 */
export const es: PriceSearchWords = {
  label: "Vista previa de precios",
  zip: "Código postal (ZIP)",
  zipPlaceholder: "Por ejemplo, 33101",
  zipInvalid: "Escriba un código postal válido de 5 dígitos",
  submit: "Ver precios – gratis",
  busy: "Buscando precios…",
  picker: procedurePickerEs,
};

/** What the server says about the fields, in Spanish: the page's own words for each field at fault. */
export const priceSearchErrorsEs = {
  procedureMissing: "Elija un procedimiento de la lista",
  /** The search box's words matched several procedures (the list comes back narrowed to them) or none. */
  findMatches: (count: number, find: string) =>
    count
      ? plural(
          count,
          {
            one: `# procedimiento coincide con “${find}”. Elíjalo de la lista.`,
            other: `# procedimientos coinciden con “${find}”. Elija uno de la lista.`,
          },
          procedurePickerEs.locale,
        )
      : `Ningún procedimiento coincide con “${find}”. Pruebe con otras palabras o con un código CPT, o elija uno de la lista.`,
};
