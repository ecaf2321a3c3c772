import type { RefusalWords } from "./en";
import { esMember } from "./es-member";

/** Las negativas en español, por su código (app/domain/refusals.ts). */
export const es: RefusalWords = {
  emailRequired: () => "Escriba su correo electrónico",
  emailInvalid: () => "Escriba un correo electrónico válido",
  zipRequired: () => "Escriba su código postal",
  zipInvalid: () => "Escriba un código postal válido de 5 dígitos",
  checkFailed: () => "Revise este dato.",
  fullNameRequired: () => "Escriba su nombre completo",
  phoneRequired: () => "Escriba su número de teléfono",
  phoneInvalid: () => "Escriba un número de teléfono válido",
  dobRequired: () => "Escriba su fecha de nacimiento",
  dobInvalid: () => "Escriba una fecha de nacimiento válida",
  insuranceStatusRequired: () => "Diga si tiene seguro médico",
  serviceNeededRequired: () => "Diga qué servicio necesita",
  saveFailed: () => "Hubo un error al guardar sus datos. Inténtelo de nuevo.",
  emailLocked: () => "Este es el correo con el que inició sesión. Para cambiarlo, escriba a nuestro equipo.",
  googleUnavailable: () =>
    "El inicio de sesión con Google no está disponible en este momento. Use su correo electrónico.",
  linkInvalid: () => "Este enlace no es válido. Pida uno nuevo.",
  linkUsed: () => "Este enlace ya se usó. Pida uno nuevo.",
  linkExpired: () => "Este enlace venció. Pida uno nuevo.",
  signUpLinkUsed: () =>
    "Este enlace para crear su cuenta ya se usó. Si creó su cuenta con él, entre con su correo electrónico.",
  signUpLinkExpired: () => "Este enlace para crear su cuenta venció. Pida uno nuevo.",
  signUpLinkInvalid: () => "Este enlace no es válido. Pida uno nuevo.",
  signUpLinkTaken: () =>
    "Ya hay una cuenta con este correo electrónico (quizás se registró con Google mientras tanto). Entre con ella.",
  tooLong: ({ max }) => `Escriba menos de ${max} caracteres`,
  ...esMember,
  fileRefused: ({ filename, reason }) => `${filename}: ${es[reason]()}`,
};
