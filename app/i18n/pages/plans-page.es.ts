import type { ConciergePlan } from "~/data/plans";

/**
 * Las palabras de la página en español de vista previa de precios y planes
 * (app/routes/precios-y-planes.tsx). Escritas para quien habla español en
 * Estados Unidos, no traducidas palabra por palabra.
 */
export const plansPageEs = {
  title: "Precios de atención médica y planes de acompañamiento | Care Finder",
  description:
    "Consulte cuánto cuesta una resonancia, una colonoscopia u otro procedimiento cerca de su código postal, con o sin seguro, y elija un plan de Care Finder para que le ayudemos a pagar menos.",
  heroTitle: "Sepa cuánto le va a costar antes de ir al médico",
  heroLead:
    "Escriba su código postal y elija el procedimiento: le mostramos lo que suele costar con seguro y sin seguro, con datos públicos de Medicare y de los hospitales. Es gratis.",
  form: {
    label: "Vista previa de precios",
    zip: "Código postal (ZIP)",
    zipHint: "Por ejemplo, 33101",
    procedure: "Procedimiento",
    choose: "Elija un procedimiento",
    procedureNote: "Los nombres de los procedimientos aparecen en inglés, como en su factura.",
    submit: "Ver precios – gratis",
    zipInvalid: "Escriba un código postal válido de 5 dígitos",
    procedureMissing: "Elija un procedimiento de la lista",
  },
  results: {
    title: (procedure: string) => `Precio estimado: ${procedure}`,
    national: "Promedio nacional",
    nationalMeaning: "Lo que se suele pagar en efectivo en los hospitales del país",
    insured: "Con seguro",
    insuredMeaning: "Lo que podría pagar de su bolsillo si tiene seguro",
    selfPay: "Sin seguro",
    selfPayMeaning: (zip: string) =>
      `Precio en efectivo habitual cerca de ${zip}, en un centro independiente o consultorio`,
    estimate: "Es un estimado, no una cotización.",
    estimateMore: "Lo que pague dependerá del proveedor, de su plan y de su deducible.",
    methodology: "Cómo calculamos estos precios (en inglés)",
    fallbackTitle: "No pudimos obtener los precios de su búsqueda",
    fallbackText:
      "Nuestro servicio de precios no responde en este momento. Mientras tanto, le mostramos estimados nacionales que quizá no reflejen los precios actuales del mercado.",
    fallbackHeading: "Vista previa: estimados nacionales",
    selfPayNational: "Precio en efectivo habitual en Estados Unidos",
    help: "Quiero que me ayuden a pagar menos",
  },
  plansTitle: "Nuestros planes de acompañamiento",
  plansLead:
    "Personas reales que buscan precios justos, revisan sus facturas y hacen las llamadas por usted, en español si lo prefiere.",
  offer: (access: string, offer: string) =>
    `Care Access cuesta normalmente ${access}, pero por tiempo limitado los nuevos miembros reciben esa revisión por ${offer}, o gratis si contratan un seguro con nosotros, y esos ${offer} se abonan a una membresía mensual más adelante.`,
  /** The new-member price beside the catalog price (the same offer Checkout charges). */
  newMemberPrice: (usual: string) => `Precio para nuevos miembros (normalmente ${usual})`,
  /** Care Access is already the member's, free with their insurance enrollment. */
  freeWithEnrollment: (usual: string) => `Gratis con su seguro contratado con nosotros (normalmente ${usual})`,
  included: "Incluido: ir a su panel",
  credited: (credit: string, firstMonth: string) =>
    `Su pago de Care Access de ${credit} se abona: primer mes ${firstMonth}`,
  perMonth: "al mes",
  oneTime: "pago único",
  mostPopular: "El más elegido",
  choose: (label: string) => `Elegir ${label}`,
  plans: {
    "CARE ACCESS": {
      summary: "Una revisión experta de una factura, del precio de un procedimiento o de sus opciones de seguro.",
      benefits: [
        "Revisión de una factura o un procedimiento",
        "Comparación de precios entre más de 100 proveedores",
        "Respuesta en 48 horas",
        "El crédito se abona a una membresía",
      ],
    },
    "ESSENTIAL CARE": {
      summary: "Ayuda continua con facturas, precios y reclamaciones.",
      benefits: [
        "Solicitudes de ayuda ilimitadas",
        "Revisión de facturas y ayuda con reclamaciones al seguro",
        "Recomendaciones de proveedores cerca de usted",
        "Chat con respuesta en 48 horas hábiles",
      ],
    },
    "PREMIUM CARE": {
      summary: "Acompañamiento prioritario para familias y tratamientos complejos.",
      benefits: [
        "Todo lo de Essential Care",
        "Respuesta prioritaria en 24 horas",
        "Una llamada de 30 minutos al mes",
        "Apoyo para negociar facturas grandes",
      ],
    },
  } satisfies Record<ConciergePlan["name"], { summary: string; benefits: string[] }>,
  moneyBack:
    "Si no encontramos ahorros, le devolvemos su dinero. Precios en dólares estadounidenses. Los planes mensuales se renuevan cada mes hasta que los cancele.",
  englishOnly: "Las páginas de pago y el panel de miembros están en inglés por ahora.",
} as const;
