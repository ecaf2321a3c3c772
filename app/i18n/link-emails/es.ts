import type { LinkEmailWords } from "./en";
import { EMAIL_LINK_TTL_MINUTES } from "~/domain/sign-in";

/** The emailed sign-in and sign-up links for a visitor who asked from a Spanish page. */
export const es: LinkEmailWords = {
  signIn: {
    subject: "Su enlace para entrar en Care Finder",
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    lead: `Use este enlace para entrar en Care Finder. Sirve una sola vez y vence en ${EMAIL_LINK_TTL_MINUTES} minutos:`,
    ignore: "Si usted no pidió entrar, puede ignorar este correo: nadie puede entrar sin el enlace.",
  },
  signUp: {
    subject: "Cree su cuenta de Care Finder",
    greeting: () => "Hola:",
    lead: `Use este enlace para crear su cuenta de Care Finder. Sirve una sola vez y vence en ${EMAIL_LINK_TTL_MINUTES} minutos:`,
    ignore:
      "Si usted no pidió unirse a Care Finder, puede ignorar este correo: no se crea ninguna cuenta sin el enlace.",
  },
};
