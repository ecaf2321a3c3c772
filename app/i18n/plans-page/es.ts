import type { ConciergePlan } from "~/data/plans";

/**
 * Las palabras de la página en español de vista previa de precios y planes
 * (app/routes/precios-y-planes.tsx). Escritas para quien habla español en
 * Estados Unidos, no traducidas palabra por palabra.
 */
export const es = {
  title: "Precios de atención médica y planes de acompañamiento | Care Finder",
  description:
    "Consulte cuánto cuesta una resonancia, una colonoscopia u otro procedimiento cerca de su código postal, con o sin seguro, y elija un plan de Care Finder para que le ayudemos a pagar menos.",
  heroTitle: "Sepa cuánto le va a costar antes de ir al médico",
  heroLead:
    "Escriba su código postal y elija el procedimiento: le mostramos lo que suele costar con seguro y sin seguro, con datos públicos de Medicare y de los hospitales. Es gratis.",
  plansTitle: "Nuestros planes de acompañamiento",
  plansLead:
    "Personas reales que buscan precios justos, revisan sus facturas y hacen las llamadas por usted, en español si lo prefiere.",
  offer: (access: string, offer: string) =>
    `La Revisión experta (Care Access) cuesta normalmente ${access}, pero por tiempo limitado los nuevos miembros reciben esa revisión por ${offer}, o gratis si contratan un seguro con nosotros, y esos ${offer} se abonan a una membresía mensual más adelante.`,
  plans: {
    "CARE ACCESS": {
      name: "Revisión experta",
      summary: "Una revisión experta de una factura, del precio de un procedimiento o de sus opciones de seguro.",
      benefits: [
        "Revisión de una factura o un procedimiento",
        "Comparación de precios entre más de 100 proveedores",
        "Respuesta en 48 horas",
        "El crédito se abona a una membresía",
      ],
    },
    "ESSENTIAL CARE": {
      name: "Acompañamiento esencial",
      summary: "Ayuda continua con facturas, precios y reclamaciones.",
      benefits: [
        "Solicitudes de ayuda ilimitadas",
        "Revisión de facturas y ayuda con reclamaciones al seguro",
        "Recomendaciones de proveedores cerca de usted",
        "Chat con respuesta en 48 horas hábiles",
      ],
    },
    "PREMIUM CARE": {
      name: "Acompañamiento prioritario",
      summary: "Acompañamiento prioritario para familias y tratamientos complejos.",
      benefits: [
        "Todo lo del Acompañamiento esencial",
        "Respuesta prioritaria en 24 horas",
        "Una llamada de 30 minutos al mes",
        "Apoyo para negociar facturas grandes",
      ],
    },
  } satisfies Record<ConciergePlan["name"], { name: string; summary: string; benefits: string[] }>,
  moneyBack:
    "Si no encontramos ahorros, le devolvemos su dinero. Precios en dólares estadounidenses. Los planes mensuales se renuevan cada mes hasta que los cancele.",
  englishOnly: "La página de pago de Stripe está en inglés.",
};
