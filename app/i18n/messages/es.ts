import type { MessageWords } from "./en";

export const es: MessageWords = {
  pageTitle: "Mensajes | Care Finder",
  title: "Mensajes",
  lead: "Escriba a nuestro equipo sobre cualquier tema. Las preguntas sobre una solicitud conviene hacerlas en la propia solicitud.",
  sent: "Su mensaje se envió. Contestamos en un plazo de un día hábil.",
  yourMessage: "Su mensaje",
  soFar: "Mensajes hasta ahora",
  none: "Todavía no hay mensajes.",
  you: "Usted",
  team: "Equipo de Care Finder",
  member: "Miembro",
  send: "Enviar",
  sending: "Enviando...",
  required: "Escriba su mensaje",
};
