import type { ProfileWords } from "./en";

export const es: ProfileWords = {
  pageTitle: "Editar perfil | Care Finder",
  title: "Editar perfil",
  save: "Guardar cambios",
  saving: "Guardando...",
  signingIn: "Cómo inicia sesión",
  passkeysLead: "Inicie sesión con su huella, su cara o el bloqueo de pantalla en lugar de un enlace por correo.",
  passkeys: "Llaves de acceso",
  yourData: "Sus datos",
  dataLead:
    "Una copia de todo lo que guardamos sobre usted, o su cuenta borrada para siempre (qué significa cada cosa:",
  privacy: "privacidad",
  download: "Descargar mis datos",
  deleteAccount: "Eliminar mi cuenta",
};
