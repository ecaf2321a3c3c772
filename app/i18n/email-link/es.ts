import type { EmailLinkWords } from "./en";

/** The emailed link's page for a link asked for from a Spanish page. */
export const es: EmailLinkWords = {
  title: "Entrar | Care Finder",
  signUpHeading: "Cree su cuenta de Care Finder",
  signInHeading: "Entre en Care Finder",
  newLink: "Pedir un enlace nuevo",
  signUpFor: "Este enlace crea una cuenta de Care Finder para ",
  signInAs: "Este enlace le hace entrar como ",
  once: ". Sirve una sola vez.",
  notYou: "Si usted no pidió este enlace, cierre esta página: no pasa nada hasta que continúe.",
  creating: "Creando su cuenta...",
  signingIn: "Entrando...",
  createAccount: "Crear mi cuenta",
  continue: "Continuar a Care Finder",
  opening: "Abriendo su enlace...",
  opens: "Esta página abre el enlace de su correo.",
  pasteHint: "Si no pasa nada (JavaScript está desactivado), copie el enlace completo del correo y péguelo aquí.",
  pasteLabel: "Enlace de su correo",
  open: "Abrir mi enlace",
};
