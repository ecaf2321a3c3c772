import type { MedicaidCheckWords } from "./en";
import { es as coverageEs } from "../coverage/es";

/** Los nombres de los estados que cambian en español; los demás se escriben igual. */
const STATE_NAMES_ES: Readonly<Record<string, string>> = {
  DC: "el Distrito de Columbia",
  HI: "Hawái",
  LA: "Luisiana",
  NC: "Carolina del Norte",
  ND: "Dakota del Norte",
  NH: "Nuevo Hampshire",
  NJ: "Nueva Jersey",
  NM: "Nuevo México",
  NY: "Nueva York",
  PA: "Pensilvania",
  SC: "Carolina del Sur",
  SD: "Dakota del Sur",
  WV: "Virginia Occidental",
};

/** «¿Podría Medicaid pagar esto?» en la vista previa de precios, en español. */
export const es: MedicaidCheckWords = {
  lang: "es",
  title: "¿No tiene seguro? ¿Podría Medicaid pagar esto?",
  intro:
    "Si los ingresos de su hogar están por debajo del límite de su estado, Medicaid podría pagar una atención como esta. Con cuatro respuestas le decimos si es probable que califique. No guardamos lo que escribe.",
  household: "Personas en su hogar",
  householdHint: "Usted y las personas con quienes vive que están en su declaración de impuestos.",
  income: "Ingresos anuales del hogar ($)",
  state: "Estado donde vive",
  chooseState: "Elija su estado",
  group: "Quién necesita la atención",
  groups: coverageEs.form.groups,
  groupsInSentence: {
    adult: "a los adultos sin hijos",
    parent: "a los padres",
    pregnant: "a las mujeres embarazadas",
    child: "a los niños",
  },
  submit: "Revisar Medicaid",
  invalid: {
    household_size: "Escriba cuántas personas hay en su hogar, de 1 a 20.",
    income: "Escriba los ingresos anuales de su hogar en dólares, por ejemplo 25000.",
    state: "Elija el estado donde vive.",
    group: "Elija quién necesita la atención.",
  },
  stateName: (code, english) => STATE_NAMES_ES[code] ?? english,
  likely: "Es probable que califique",
  likelyWhy: (percent, state, who, limit) =>
    `Con el ${percent} % de la línea de pobreza, su hogar está por debajo del límite de ${state} para cubrir ${who} (${limit} %). Solo el estado decide.`,
  likelyNot: "Es probable que no califique",
  notCovered: (state, who, notExpanded) =>
    `${state} no cubre ${who}${notExpanded ? " (no ha ampliado Medicaid)" : ""}.`,
  overLimit: (state, who, limit, percent) =>
    `${state} cubre ${who} hasta el ${limit} % de la línea de pobreza; su hogar está en el ${percent} %.`,
  notChecked: "Aún no lo hemos revisado",
  notCheckedWhy: (state, who) =>
    `Aún no hemos revisado el límite de Medicaid de ${state} para cubrir ${who}. Puede solicitarlo de todos modos: solo el estado decide.`,
  povertyLine: (year) => `Línea de pobreza: las pautas federales de pobreza de ${year}.`,
  retroactive:
    "Medicaid es retroactivo: en la mayoría de los estados puede pagar facturas de hasta 3 meses antes del mes en que lo solicita. Para solicitudes desde el 1 de enero de 2027, la ley federal (H.R. 1) lo reduce a 1 mes para los adultos de la ampliación y a 2 meses para los demás. Solicítelo pronto después de su atención.",
  whereTitle: "Dónde solicitarlo",
  applyOnline: "CuidadoDeSalud.gov",
  applyHref: "https://www.cuidadodesalud.gov/es/",
  applyAt: "Solicítelo en",
  applyOr: "o en la agencia de Medicaid de su estado.",
  presumptive:
    "En el hospital, pregunte si puede considerarle \u201cpresuntamente elegible\u201d: muchos hospitales pueden cubrirle por un tiempo corto mientras el estado decide.",
};
