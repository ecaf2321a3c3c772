import { MAX_BILL_LINES, MAX_ESTIMATES } from "~/domain/bills";
import { CALL_PLAN } from "~/domain/calls";
import { MAX_FILES_PER_UPLOAD } from "~/domain/documents";
import type { MEMBER_REFUSAL_ENGLISH, MEMBER_REFUSAL_MAKERS } from "~/domain/refusal-catalog";
import type { RefusalWords } from "./en";

/** Las negativas de las páginas del miembro y de `/api`, por su código (app/domain/refusal-catalog.ts). */
export const esMember: Pick<
  RefusalWords,
  | keyof typeof MEMBER_REFUSAL_ENGLISH
  | keyof typeof MEMBER_REFUSAL_MAKERS
  | "checkField"
  | "stripeRefused"
  | "billPasteInvalid"
> = {
  signInToContinue: () => "Inicie sesión para continuar.",
  noAccess: () => "No tiene acceso a esto.",
  sessionExpired: () => "Su sesión venció. Inicie sesión de nuevo.",
  tooManyAttempts: () => "Demasiados intentos. Espere un minuto e inténtelo de nuevo.",
  emailLinkAddressLimited: () =>
    "Acabamos de enviar varios enlaces a este correo. Use el más reciente, o espere un minuto e inténtelo de nuevo.",
  contactRateLimited: () => "Envió varios mensajes en poco tiempo. Espere un minuto e inténtelo de nuevo.",
  pageViewsLimited: () => "Demasiadas visitas desde esta dirección. Espere un minuto.",
  somethingWrong: () => "Algo salió mal. Inténtelo de nuevo.",
  oauthNoCode: () => "No pudimos completar este inicio de sesión: falta el código. Empiece de nuevo.",
  oauthUnverifiedState: () => "No pudimos verificar este inicio de sesión. Empiece de nuevo.",
  providerUnavailable: ({ provider }) =>
    `El inicio de sesión con ${provider} no está disponible en este momento. Use su correo electrónico.`,
  oauthFailed: ({ provider }) => `El inicio de sesión con ${provider} falló. Inténtelo de nuevo.`,
  oauthUnreachable: ({ provider }) => `No pudimos comunicarnos con ${provider}. Inténtelo de nuevo.`,
  oauthUnreadable: ({ provider }) => `No pudimos leer su cuenta de ${provider}. Inténtelo de nuevo.`,
  oauthUnverifiedEmail: ({ provider }) =>
    `Su correo de ${provider} no está verificado, así que no podemos iniciar su sesión con él.`,
  profileUpdateFailed: () => "No pudimos actualizar su perfil. Inténtelo de nuevo.",
  deleteConfirm: () => "Marque la casilla para confirmar que quiere borrar su cuenta.",
  messageRequired: () => "Escriba su mensaje",
  conversationNotFound: () => "No encontramos esa conversación.",
  requestRequired: () => "Complete todos los campos obligatorios",
  requestCreateFailed: () => "Hubo un error al crear su solicitud. Inténtelo de nuevo.",
  requestMessageRequired: () => "Escriba un mensaje",
  requestMessageFailed: () => "No se pudo enviar su mensaje. Inténtelo de nuevo.",
  choiceInvalid: () => "Elija una de las opciones",
  fileTooLarge: () => "El archivo debe pesar menos de 10 MB",
  fileUnsupported: () => "Ese tipo de archivo no se admite. Use PDF, imágenes, documentos de Word o archivos de texto.",
  fileEmpty: () => "Este archivo está vacío. Elija otro archivo.",
  filenameRequired: () => "El archivo necesita un nombre",
  filenameTooLong: () => "Los nombres de archivo deben tener 1,000 caracteres o menos",
  fileBadData: () => "No se pudieron leer los datos del archivo. Inténtelo de nuevo.",
  fileUnreadable: () => "No se pudo leer este archivo. Inténtelo de nuevo.",
  uploadFailed: () => "No se pudo subir el documento. Inténtelo de nuevo.",
  viewFailed: () => "No se puede ver el documento. Intente descargarlo.",
  downloadFailed: () => "No se puede descargar el documento. Inténtelo de nuevo.",
  noFiles: () => "Elija al menos un archivo para subir.",
  documentSaveFailed: () => "No se pudo guardar el documento. Inténtelo de nuevo.",
  tooManyFiles: () => `Suba como máximo ${MAX_FILES_PER_UPLOAD} archivos a la vez.`,
  storageFull: () =>
    "Sus documentos llegaron a los 500 MB que cada cuenta puede guardar. Borre algunos para subir más.",
  uploadRate: () => "Subió archivos varias veces en poco tiempo. Espere un minuto e inténtelo de nuevo.",
  notRead: () => "No se subió: un archivo anterior fue rechazado.",
  deleteFailed: () => "No se pudo borrar el documento. Inténtelo de nuevo.",
  downloadLinkInvalid: () => "Este enlace de descarga no es válido o venció.",
  billHospitalRequired: () => "Elija el hospital que le envió la factura",
  billHospitalUnknown: () => "No encontramos ese hospital. Búsquelo de nuevo y elíjalo de la lista.",
  billDateRequired: () => "Escriba la fecha del servicio",
  billDateInvalid: () => "Escriba una fecha como 2026-03-01",
  billDateFuture: () => "La fecha no puede estar en el futuro",
  billCoverageRequired: () => "Indique si el seguro pagó alguna parte de esta factura",
  billCodeRequired: () => "Escriba el código (CPT o HCPCS) de la factura",
  billCodeInvalid: () =>
    "Un código tiene 5 caracteres, como 99284 o J1885, y cualquier modificador va después de un guion, como 73721-RT",
  billAmountRequired: () => "Escriba el monto facturado",
  billAmountInvalid: () => "Escriba un monto en dólares, como 1250.00",
  billUnitsInvalid: () => "Las unidades son un número entero del 1 al 99",
  billLinesRequired: () => "Añada al menos una línea: un código y su monto facturado",
  billTooManyLines: () => `Aquí una factura puede tener como máximo ${MAX_BILL_LINES} líneas`,
  billPasteInvalid: ({ line }) =>
    `La línea ${line} del cuadro para pegar debe decir «código, monto», como «99284, 1250.00»`,
  billDocumentUnknown: () => "No encontramos ese documento entre los suyos",
  billProviderRequired: () => "Escriba el nombre del proveedor",
  billTooManyProviders: () => `Como máximo ${MAX_ESTIMATES} proveedores`,
  billHouseholdInvalid: () => "El número de personas en el hogar es un número entero del 1 al 20",
  billIncomeInvalid: () => "Escriba el ingreso anual del hogar en dólares",
  billStateInvalid: () => "Elija un estado",
  billStatusInvalid: () => "Elija un estado de la revisión",
  eobAmountRequired: () => "Escriba el monto del estado de cuenta, como 1250.00",
  eobResponsibilityAboveBilled: () =>
    "La responsabilidad del paciente no puede ser mayor que el monto facturado en la Explicación de Beneficios",
  priceProcedureUnknown: () => "Todavía no tenemos precios para ese procedimiento. Elija uno de la lista.",
  priceCodeUnknown: ({ code }) =>
    `Todavía no tenemos precios para el código ${code}. Elija un procedimiento de la lista.`,
  estimateSelfPayOnly: () =>
    "Las disputas por el Presupuesto de Buena Fe son para facturas que usted paga por su cuenta (sin seguro).",
  disputeDoesNotApply: () =>
    "Ningún proveedor cobró $400 o más por encima de su Presupuesto de Buena Fe, así que no hay disputa que recordarle.",
  disputeDeadlinePassed: () =>
    "Ya pasaron los 120 días para iniciar esta disputa, así que no queda nada que recordarle.",
  coverageGroupInvalid: () => "Elija quién necesita la atención",
  answersOwnerOnly: () => "Solo el miembro a quien pertenece esta factura puede guardar estas respuestas.",
  callTopicRequired: () => "Díganos de qué le gustaría hablar",
  callSlotRequired: () => "Elija una hora",
  callZoneInvalid: () => "Elija una zona horaria de la lista",
  callNotIncluded: () =>
    `Una llamada programada de 30 minutos viene con ${CALL_PLAN.label}. Elíjalo en la página de planes para programar una.`,
  callMonthUsed: () =>
    "La llamada de su plan para ese mes ya está programada. Cambie su hora o elija una hora el mes siguiente.",
  callTaken: () => "Alguien acaba de tomar esa hora. Elija otra.",
  callTooLate: () => "Falta muy poco para esta llamada para cambiarla aquí. Escríbanos en Mensajes.",
  callNotFound: () => "No encontramos esa llamada.",
  planRequired: () => "Elija un plan.",
  planUnknown: () => "Elija uno de nuestros planes.",
  planQuoteOnly: () =>
    "El precio del Insurance Bundle se da con una cotización personal. Regístrese y nos pondremos en contacto.",
  returnUrl: () => "Las direcciones de regreso deben ser de este sitio.",
  paymentsNotConfigured: () => "Los pagos no están configurados. Comuníquese con soporte.",
  checkoutFailedPricing: () => "Hubo un error al procesar su solicitud. Inténtelo de nuevo o comuníquese con soporte.",
  checkoutFailedForm: () =>
    "Hubo un error al preparar su pago. Inténtelo de nuevo o comuníquese con soporte si el problema continúa.",
  paymentConfiguration: () => "Error en la configuración de pagos. Comuníquese con soporte.",
  offerBusy: () =>
    "Su oferta para miembros nuevos ya está en un pago que se abrió hace un momento. Termine ese, o inténtelo de nuevo en un minuto.",
  offerSpent: () =>
    "Su pago anterior con la oferta para miembros nuevos acaba de completarse. Vuelva a cargar los planes para ver su precio.",
  careAccessIncluded: () => "Care Access ya es suyo, gratis con su inscripción en el seguro. No hay nada que pagar.",
  tooManyCheckouts: () => "Abrió varios pagos en poco tiempo. Espere un minuto e inténtelo de nuevo.",
  paymentUnreachable: () =>
    "No pudimos comunicarnos con nuestro proveedor de pagos. Inténtelo de nuevo o comuníquese con soporte.",
  billingFailed: () => "No pudimos abrir su página de facturación. Inténtelo de nuevo o comuníquese con soporte.",
  noSubscription: () =>
    "Su cuenta no tiene una suscripción que administrar con nuestro proveedor de pagos. Puede elegir un plan, o comunicarse con soporte si cree que es un error.",
  formNotForm: () => "No pudimos leer este formulario. Vuelva atrás, cargue la página de nuevo y envíelo otra vez.",
  formTooLarge: () =>
    "Este formulario es más grande de lo que puede ser. Vuelva atrás, cargue la página de nuevo y envíelo otra vez.",
  formUnknownField: () =>
    "Este formulario tiene un campo que no pedimos. Vuelva atrás, cargue la página de nuevo y envíelo otra vez.",
  formTooManyFields: () =>
    "Este formulario tiene más campos de los que puede tener. Vuelva atrás, cargue la página de nuevo y envíelo otra vez.",
  formTooManyRows: () =>
    "Este formulario tiene más filas de las que puede tener. Vuelva atrás, cargue la página de nuevo y envíelo otra vez.",
  formFieldTooLong: () => "Un campo del formulario es demasiado largo.",
  expectedFields: () => "Envíe los campos esperados.",
  notJson: () => "El cuerpo de la solicitud debe ser JSON.",
  apiTooLarge: () => "El cuerpo de la solicitud es más grande de lo que acepta esta ruta.",
  apiUnknownField: () => "La solicitud tiene un campo que esta ruta no acepta.",
  apiTooManyRows: () => "Una lista de la solicitud es más larga de lo que acepta esta ruta.",
  humanCheckFailed: () => "No pudimos confirmar que usted es una persona. Inténtelo de nuevo.",
  humanCheckUnavailable: () => "No pudimos revisar esta solicitud ahora. Inténtelo de nuevo en un minuto.",
  checkField: ({ field }) => `Revise el valor de "${field}".`,
  stripeRefused: ({ reference }) =>
    `Nuestro proveedor de pagos rechazó esta solicitud. Inténtelo de nuevo; si vuelve a pasar, comuníquese con soporte${reference ? ` e indique la referencia ${reference}` : ""}.`,
};
