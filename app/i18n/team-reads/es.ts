import type { TeamReadsWords } from "./en";

/** "Nosotros la leemos por usted": una foto o un escaneo de una factura que lee el equipo, en español. */
export const es: TeamReadsWords = {
  title: "Nosotros la leemos por usted",
  intro:
    "¿Tiene una foto o un escaneo de la factura? Elija arriba el hospital, la fecha del servicio y quién pagó, agregue aquí el archivo y nuestro equipo leerá las líneas por usted. No tiene que escribir ninguna línea.",
  fileLabel: "Su factura como archivo (foto o PDF)",
  fileHint: "PDF, JPG, PNG o GIF, hasta 10 MB. Se guarda con sus documentos. O elija arriba uno que ya subió.",
  submit: "Nosotros la leemos por usted",
  submitting: "Enviando…",
  documentRequired: "Agregue el archivo de la factura (una foto o un PDF), o elija uno que ya subió",
  readerNoText:
    "Este archivo no tiene texto que podamos leer en su dispositivo: parece un escaneo o una foto. Nuestro equipo puede leerlo por usted: pusimos el archivo en el formulario de abajo. Elija el hospital y la fecha del servicio, y luego pulse “Nosotros la leemos por usted”.",
  caseReading:
    "Nosotros la leemos por usted: nuestro equipo está leyendo la factura que nos envió y anotará aquí sus líneas. Le enviaremos un correo cuando estén listas.",
  emailSubject: "Su revisión de factura se actualizó",
  emailText: (link: string) =>
    ["Nuestro equipo anotó las líneas de la factura que nos envió. Vea su revisión de factura aquí:", link].join("\n"),
};
