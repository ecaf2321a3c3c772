import { englishAside } from "~/format/english-aside";
import { askOurTeamUrl } from "~/domain/ask-our-team";
import type { ProcedurePickerWords } from "./en";

/**
 * El selector de procedimientos (app/components/ProcedurePicker.tsx) en español. Cada procedimiento lleva su nombre
 * en español (app/i18n/procedures/es.ts) y el inglés al lado, como aparece en la factura.
 */
export const es: ProcedurePickerWords = {
  locale: "es-US",
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
};
