import type { ErrorPageWords } from "./en";

/** La página de una solicitud rechazada, en español. */
export const es: ErrorPageWords = {
  refusedTitle: "No pudimos aceptar esa solicitud",
  back: "Volver a Care Finder",
};
