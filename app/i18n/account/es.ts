import type { AccountWords } from "./en";

/** Las páginas de los derechos sobre sus datos (borrar la cuenta, la página después) y la del regreso de Stripe. */
export const es: AccountWords = {
  delete: {
    title: "Borrar mi cuenta",
    metaTitle: "Borrar mi cuenta | Care Finder",
    back: "Volver a su panel",
    lead: "Borrar su cuenta no se puede deshacer. Borramos, de inmediato:",
    gone: [
      "su perfil y sus datos para iniciar sesión, y todas sus sesiones (se cierra su sesión en todas partes);",
      "sus solicitudes de ayuda, su historial y sus mensajes con nuestro equipo;",
      "sus documentos y sus archivos.",
    ],
    kept: "Guardamos los registros de sus pagos, sin su nombre ni su correo, porque la ley de impuestos y de contabilidad lo exige. Puede volver a registrarse más adelante con el mismo correo; empieza una cuenta nueva y vacía.",
    copyFirst: "¿Quiere una copia antes?",
    download: "Descargar mis datos",
    downloadNote: "(un archivo JSON, con enlaces a sus documentos que sirven durante 7 días).",
    confirm: "Entiendo: borren mi cuenta y todo lo que contiene",
    submit: "Borrar mi cuenta",
    submitting: "Borrando...",
    cancel: "Conservar mi cuenta",
  },
  deleted: {
    title: "Su cuenta está borrada",
    metaTitle: "Cuenta borrada | Care Finder",
    gone: "Su perfil, sus solicitudes, sus mensajes y sus documentos ya no están, y su sesión está cerrada.",
    keptBefore: "Solo guardamos los registros de sus pagos, sin su nombre ni su correo. Puede volver cuando quiera:",
    signUp: "regístrese de nuevo",
    keptAfter: "con cualquier correo, también este.",
  },
  payment: {
    metaTitle: "Resultado del pago | Care Finder",
    tooManyTitle: "Demasiadas consultas",
    tooManyBefore: "Consultamos este pago demasiadas veces seguidas. Inténtelo de nuevo en",
    tooManyAfter:
      "segundos. Su pago no se ve afectado: su panel muestra su plan en cuanto nuestro proveedor de pagos lo confirme.",
    continue: "Seguir a mi panel",
    verifying: "Estamos comprobando su pago...",
    moment: "Solo toma un momento.",
    succeeded: "¡Pago completado!",
    thanksFor: "Gracias por elegir",
    showsSoon: "Su plan aparecerá en su panel en cuanto nuestro proveedor de pagos lo confirme.",
    thanks: "Gracias.",
    goToDashboard: "Ir a mi panel",
    pending: "Pago en proceso",
    pendingLead: "Su pago todavía se está procesando. Esto suele tomar solo unos momentos.",
    failed: "El pago no se completó",
    failedLead:
      "Hubo un problema al procesar su pago. Inténtelo de nuevo o escriba a nuestro equipo si el problema continúa.",
    tryAgain: "Intentar de nuevo",
    contact: "Escribir a soporte",
  },
};
