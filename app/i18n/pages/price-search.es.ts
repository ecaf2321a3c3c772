import { englishAside } from "~/format/english-aside";
import type { PriceSearchWords } from "~/components/landing/price-search-words";
import { askOurTeamUrl } from "~/domain/ask-our-team";
import { plural } from "~/utils/plural";

const LOCALE = "es-US";

/**
 * El formulario de búsqueda de precios (app/components/landing/PriceSearchForm.tsx) y su selector de
 * procedimientos, en español, para la página /precios-y-planes. Cada procedimiento lleva su nombre en español
 * (app/i18n/procedures.es.ts) y el inglés al lado, como aparece en la factura.
 */
export const priceSearchEs = {
  label: "Vista previa de precios",
  zip: "Código postal (ZIP)",
  zipPlaceholder: "Por ejemplo, 33101",
  zipInvalid: "Escriba un código postal válido de 5 dígitos",
  submit: "Ver precios – gratis",
  busy: "Buscando precios…",
  picker: {
    locale: LOCALE,
    find: "Buscar un procedimiento",
    findHow: "(nombre en español o en inglés, o código CPT)",
    mostSearched: "Los más buscados",
    matching: { one: "# procedimiento coincide", other: "# procedimientos coinciden" },
    total: { one: "# procedimiento", other: "# procedimientos" },
    notListed: ". ¿No está en la lista? ",
    ask: "Pregúntele a nuestro equipo",
    askAfter: " y le buscaremos un precio (el formulario está en inglés).",
    // The help request and the sign-in it leads to carry no `?lang=es` (they are English): the link says so.
    askHref: askOurTeamUrl,
    procedure: "Procedimiento",
    listHint: "Junto a cada nombre va el nombre en inglés, como aparece en su factura.",
    chooseMatch: "Elija uno de los que coinciden",
    choose: "Elija un procedimiento",
    option: (o) =>
      o.local && o.local.name !== o.name
        ? `${o.local.name}${englishAside(o.name, o.local.name)} · CPT ${o.codes.join(" + ")}`
        : `${o.name} · CPT ${o.codes.join(" + ")}`,
  },
} satisfies PriceSearchWords;

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
          LOCALE,
        )
      : `Ningún procedimiento coincide con “${find}”. Pruebe con otras palabras o con un código CPT, o elija uno de la lista.`,
};
