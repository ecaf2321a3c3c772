import type { PriceCardWords } from "~/components/price-card-words";
import { procedureInSpanish } from "~/i18n/procedures/es";

/**
 * Las palabras de la tarjeta de precios (app/components/PriceResults.tsx) y de su lista de hospitales, en
 * español. Las frases que llegan con la respuesta (fuentes, notas) siguen en inglés y la tarjeta las marca así.
 */
export const priceCardEs: PriceCardWords = {
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
  parts: {
    "the scan and the radiologist's read": "el estudio y la lectura del radiólogo",
    "the lab's fee for the test": "la tarifa del laboratorio por la prueba",
    "the whole service at an independent center or office (equipment, staff and the doctor's fee)":
      "todo el servicio en un centro independiente o consultorio (equipo, personal y honorarios del médico)",
    "the doctor's fee for the procedure": "los honorarios del médico por el procedimiento",
    "the doctor's fee": "los honorarios del médico",
    "the surgery center's fee": "la tarifa del centro quirúrgico",
    "the hospital outpatient department's fee": "la tarifa del departamento ambulatorio del hospital",
    "the hospital stay": "la hospitalización",
    "the surgery center's fee (no public figure for it in our data)":
      "la tarifa del centro quirúrgico (no hay una cifra pública en nuestros datos)",
    "the hospital outpatient department's fee (no public figure for it in our data)":
      "la tarifa del departamento ambulatorio del hospital (no hay una cifra pública en nuestros datos)",
    "the hospital stay (no public figure for it in our data)":
      "la hospitalización (no hay una cifra pública en nuestros datos)",
    "anesthesia (its base fee)": "la anestesia (su tarifa base)",
    "anesthesia time, which is billed by the minute": "el tiempo de anestesia, que se cobra por minuto",
    "anesthesia, if you need it": "la anestesia, si la necesita",
    "pathology for one tissue sample (the lab's exam and the doctor's report, 88305)":
      "la patología de una muestra de tejido (el examen del laboratorio y el informe del médico, 88305)",
    "the blood draw (36415)": "la extracción de sangre (36415)",
    "pathology for each further tissue sample, billed again per sample":
      "la patología de cada muestra de tejido adicional, que se cobra por muestra",
    "pathology (the lab's review of any tissue taken)": "la patología (el examen de cualquier tejido extraído)",
  },
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
  help: "Quiero que me ayuden a pagar menos",
  helpHref: "/form?lang=es",
  thisProcedure: "este procedimiento",
  range: {
    under: (usd) => `menos de ${usd}`,
    upTo: (usd) => `hasta ${usd}`,
    about: (usd) => `unos ${usd}`,
  },
  hospitals: {
    locale: "es-US",
    lang: "es",
    previewPage: "/precios-y-planes",
    backToPreview: "← Volver a la vista previa de precios",
    title: (zip) => `Hospitales cerca de ${zip} que publican un precio en efectivo`,
    unlocated: (zip) =>
      `No pudimos ubicar el código postal ${zip} en un mapa, así que no podemos mostrar hospitales cercanos.`,
    noneMapped: (procedure) =>
      `Ningún hospital que podamos ubicar en un mapa publica un precio en efectivo para ${procedure}.`,
    noneNear: (radius, zip, procedure, nearest) =>
      `Ningún hospital a menos de ${radius} millas de ${zip} publica un precio en efectivo para ${procedure}; el más cercano que lo hace está a ${nearest} millas.`,
    zip3: (zip) =>
      `No tenemos la ubicación exacta del código postal ${zip}, así que medimos las distancias desde el centro de los códigos que empiezan por ${zip.slice(0, 3)}.`,
    sortLabel: "Ordenar hospitales",
    nearestFirst: "Más cercanos primero",
    lowestFirst: "Precio más bajo primero",
    count: { one: "# hospital", other: "# hospitales" },
    within: (radius, zip) => `a menos de ${radius} millas de ${zip}`,
    captionByPrice: "precio en efectivo más bajo primero, los precios probablemente parciales al final",
    captionByDistance: "más cercanos primero",
    hospital: "Hospital",
    distance: "Distancia",
    miles: (miles) => `${miles} mi`,
    cashPrice: "Precio en efectivo publicado",
    rating: "Calificación de CMS",
    unplaced: (state, procedure) => ({
      one: `# hospital de ${state} que publica un precio para ${procedure} no se puede ubicar en un mapa, así que no aparece en esta lista.`,
      other: `# hospitales de ${state} que publican un precio para ${procedure} no se pueden ubicar en un mapa, así que no aparecen en esta lista.`,
    }),
    flagHigh: "Más del triple de la mediana nacional de los hospitales",
    flagLow:
      "Menos de una cuarta parte de la mediana nacional de los hospitales: probablemente solo una parte del servicio",
    notRated: "Sin calificación",
    stars: (stars) => `${stars} de 5`,
    caveats: [
      "Los precios son los que cada hospital publicó en su archivo de transparencia de precios, a enero de 2026. No son cotizaciones y son sobre todo la tarifa del propio hospital; algunos publican un paquete y otros su cargo completo como precio en efectivo.",
      "Las estrellas son la calificación general de hospitales de CMS (publicación de mayo de 2026); muchos hospitales pequeños no tienen calificación.",
      "Algunos hospitales no se pueden ubicar en un mapa y no aparecen en las listas por distancia.",
    ],
  },
};
