import { procedureInSpanish } from "~/i18n/procedures/es";
import type { PriceCardWords } from "./en";
import { hospitalsEs } from "./hospitals.es";
import { sentencesEs } from "./sentences.es";

/**
 * Las palabras de la tarjeta de precios (app/components/PriceResults.tsx), de su lista de hospitales y de las
 * frases que llegan con la respuesta (sus códigos, app/domain/price-sentences.ts), en español.
 */
export const es: PriceCardWords = {
  lang: "es",
  where: {
    office: "en un centro independiente o consultorio",
    asc: "en un centro quirúrgico, todo incluido",
    hopd: "en el departamento ambulatorio de un hospital, todo incluido",
    inpatient: "con hospitalización",
  },
  title: (procedure) => (procedure ? `Precio estimado: ${procedure}` : "Precio estimado"),
  procedureName: (slug) => (slug ? procedureInSpanish({ slug, category: "" }).name : undefined),
  fallbackTitle: "Vista previa: estimados nacionales",
  fallback: {
    title: "No pudimos obtener los precios de su búsqueda",
    offline: "Su dispositivo no pudo conectarse con Care Finder. Revise su conexión a internet y vuelva a intentarlo.",
    unavailable: "Nuestro servicio de precios no responde en este momento. Vuelva a intentarlo en unos minutos.",
    note: "Le mostramos estimados nacionales, que quizá no reflejen los precios actuales del mercado.",
  },
  near: "cerca de",
  nationalAverage: "Promedio nacional",
  nationalAverageMeaning: "Lo que se suele pagar en efectivo en los hospitales del país",
  from: "Fuente",
  withInsurance: "Con seguro",
  beforeDeductible: "Lo que paga antes de cubrir su deducible:",
  insuredMeaning: "Lo que podría pagar de su bolsillo si tiene seguro",
  planPrice: "el precio completo que fija su plan",
  planPriceTerm: "Monto permitido: la tarifa que su plan negoció con el proveedor",
  preventive: ". $0 dentro de la red si se hace como prueba preventiva",
  afterDeductible: "Después de cubrir su deducible:",
  coinsuranceShare: "su parte del precio del plan",
  coinsuranceTerm: "Coseguro: el porcentaje del monto permitido que usted paga una vez cubierto el deducible",
  selfPay: "Sin seguro",
  cashNear: (zip) =>
    zip ? `Precio en efectivo habitual cerca de ${zip}` : "Precio en efectivo habitual en Estados Unidos",
  includes: (items) => `Incluye ${items}.`,
  and: "y",
  notIncluded: "No incluye:",
  wholeBirth: "Lo que cuesta un parto completo",
  wholeBirthAbout: "(cifras nacionales publicadas, con seguro; no son precios en efectivo):",
  hospitalCash: "Precios en efectivo que publican los hospitales para este procedimiento",
  hospitalCashMostly: " (sobre todo la tarifa del propio hospital)",
  middleHalf: ": la mitad central va de",
  stateAdjusted: ", ajustados a su estado.",
  estimate: "Es un estimado, no una cotización.",
  estimateWhy: "Lo que pague dependerá del proveedor, de su plan y de su deducible.",
  howWeEstimate: "Cómo calculamos estos precios (en inglés)",
  sources: "Fuentes de datos",
  fallbackSources: "Estimados de respaldo",
  help: "Quiero que me ayuden a pagar menos",
  helpHref: "/form?lang=es",
  thisProcedure: "este procedimiento",
  range: {
    under: (usd) => `menos de ${usd}`,
    upTo: (usd) => `hasta ${usd}`,
    about: (usd) => `unos ${usd}`,
  },
  hospitals: hospitalsEs,
  ...sentencesEs,
};
