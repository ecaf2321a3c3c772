import type { CheckoutFailureWords } from "~/domain/payments";
import { es as plansPageEs } from "../plans-page/es";

/** Checkout's answers on the Spanish pages: why it could not open, and a cancelled checkout. */
export const checkoutFailuresEs: CheckoutFailureWords = {
  unconfigured: "Los pagos no están configurados. Escriba a nuestro equipo.",
  configuration: "Hay un error en la configuración de pagos. Escriba a nuestro equipo.",
  offer_busy:
    "Su oferta para nuevos miembros ya está en un pago que se abrió hace un momento. Termine ese pago o vuelva a intentarlo en un minuto.",
  offer_spent:
    "Su pago anterior con la oferta para nuevos miembros acaba de completarse. Vuelva a cargar los planes para ver su precio.",
  included: `${plansPageEs.plans["CARE ACCESS"].name} (Care Access) ya es suyo, gratis con su inscripción en el seguro. No hay nada que pagar.`,
  too_many: "Abrió varios pagos en poco tiempo. Espere un minuto y vuelva a intentarlo.",
  no_answer:
    "El pago no pudo empezar: nuestro proveedor de pagos no respondió a tiempo. No se le cobró nada. Vuelva a intentarlo.",
  pricing: "Hubo un error al procesar su solicitud. Inténtelo de nuevo o escriba a nuestro equipo.",
  form: "Hubo un error al preparar su pago. Inténtelo de nuevo o escriba a nuestro equipo si el problema continúa.",
};

export const checkoutCancelledEs = "Canceló el pago. No se le cobró nada.";
