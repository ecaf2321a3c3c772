import type { CheckoutWaitWords } from "./en";

/** La página de registro mientras se abre el pago, con el perfil ya guardado (app/routes/form.tsx). */
export const es: CheckoutWaitWords = {
  opening: "Su perfil está guardado. Abriendo la página de pago segura; puede tardar unos segundos.",
};
