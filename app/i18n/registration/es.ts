import type { ProfileFieldWords, RegistrationWords } from "./en";
import { es as chosenPlanEs, planNameEs } from "../chosen-plan/es";
import { checkoutFailuresEs } from "../checkout/es";

/** Los campos del perfil en español. Los estados conservan su nombre; las opciones van en español. */
const profileFieldsEs: ProfileFieldWords = {
  fullName: "Nombre completo",
  email: "Correo electrónico",
  emailLocked: "El correo con el que inició sesión",
  phone: "Número de teléfono",
  zip: "Código postal (ZIP)",
  zipHint: "5 dígitos, por ejemplo 33101",
  dateOfBirth: "Fecha de nacimiento",
  insuranceStatus: "Seguro médico",
  insuranceChoices: { insured: "Tengo seguro médico", uninsured: "No tengo seguro médico" },
  provider: "Compañía de seguro (opcional)",
  memberId: "Número de miembro (opcional)",
  memberIdHint: "Puede dejarlo en blanco y subir una foto de su tarjeta más adelante.",
  serviceNeeded: "Servicio que necesita",
  serviceNeededHint: "Por ejemplo: revisar una factura después de una visita a emergencias.",
};

/**
 * El formulario de registro (app/routes/form.tsx) para quien llega desde la página en español
 * (`/form?lang=es`). Stripe Checkout está en inglés: la página lo dice antes.
 */
export const es: RegistrationWords = {
  lang: "es",
  meta: { title: "Regístrese | Care Finder" },
  back: "Volver a Care Finder",
  backHref: "/precios-y-planes",
  titleForPlan: (plan) => `Regístrese para ${plan ? planNameEs(plan) : "su plan"}`,
  titleForQuote: "Regístrese para su cotización del paquete de seguro (Insurance Bundle)",
  titleFree: "Regístrese para recibir ayuda experta gratis",
  lead: "Dos pasos breves. Usamos sus respuestas para encontrarle mejores precios y cobertura.",
  freeNote: "Registrarse es gratis: no se cobra nada.",
  checkoutInEnglish: "La página de pago de Stripe está en inglés.",
  checkoutFailures: checkoutFailuresEs,
  form: {
    progress: "Progreso del registro",
    stepTitles: { 1: "Datos básicos", 2: "Atención y cobertura" },
    stepLabel: (n, title) => `Paso ${n}: ${title}`,
    stepOf: (n) => `Paso ${n} de 2`,
    previous: "Paso anterior",
    next: "Paso siguiente",
    submitting: "Enviando...",
    complete: "Completar el registro",
    signInFirst:
      "Le pediremos que inicie sesión antes de guardar sus datos. Mientras tanto, sus respuestas se quedan en este dispositivo.",
  },
  fields: profileFieldsEs,
  thanks: {
    title: "¡Gracias por registrarse!",
    registered: "Tenemos sus datos. Un experto de Care Finder los revisará y le responderá en un plazo de 48 horas.",
    quote:
      "¡Gracias! Recibimos su solicitud de cotización del paquete de seguro (Insurance Bundle). Un asesor autorizado de Care Finder preparará su cotización personalizada y le responderá en un plazo de 48 horas.",
    close: "Cerrar",
    schedule: "Agendar una consulta (30 min)",
    scheduleSubject: "Quisiera agendar mi consulta de 30 minutos (en español)",
    dashboard: "Ir a mi panel",
  },
  checkoutNext: {
    heading: "Siguiente paso: el pago",
    saved: "Gracias, sus datos están guardados.",
    afterRegistering: (sentence) =>
      sentence.replace(/^Después de registrarse, /, "").replace(/^./, (c) => c.toUpperCase()),
    continue: "Continuar a Stripe Checkout",
    notNow: "Ahora no: ir a mi panel",
  },
  chosenPlan: chosenPlanEs,
};
