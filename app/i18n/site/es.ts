import type { Messages } from "./en";

/** Las palabras comunes a todas las páginas, en español. */
export const es: Messages = {
  lang: "es",
  skipToContent: "Ir al contenido",
  header: {
    brandHome: "Care Finder, inicio",
    nav: "Navegación principal",
    home: "Care Finder",
    concierge: "Care Concierge",
    coverage: "Precios y planes",
    coverageHref: "/precios-y-planes",
    checkBill: "Revisar una factura",
    checkBillHref: "/check-a-bill?lang=es",
    signIn: "Iniciar sesión",
    memberDashboard: "Mi panel",
    adminDashboard: "Administración",
    signOut: "Cerrar sesión",
    menu: "Menú",
    languages: "Idiomas",
  },
  footer: {
    label: "Pie de página",
    contact: "Contáctenos",
    privacy: "Privacidad y condiciones",
    coverage: "Servicio de acompañamiento en los 50 estados. Corretaje de seguros con licencia en FL, NC, OH, TN y VA.",
    disclaimer:
      "Care Finder ofrece herramientas de precios y asesoría, no atención médica. Los precios que mostramos son estimados, no cotizaciones. El seguro complementario de indemnización fija no es un seguro médico integral.",
  },
  contact: {
    title: "Contáctenos",
    intro:
      "¿Tiene preguntas sobre una factura, un precio o su cobertura? Le respondemos en un plazo de 48 horas hábiles.",
    name: "Nombre",
    email: "Correo electrónico",
    message: "Mensaje",
    send: "Enviar mensaje",
    sending: "Enviando...",
    needAll: "Primero escriba su nombre, su correo electrónico y su mensaje.",
    cancel: "Cancelar",
    close: "Cerrar",
  },
};
