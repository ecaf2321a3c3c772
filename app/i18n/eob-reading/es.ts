/** «Leer mi EOB» en la página de la EOB, en español (docs/decisions/0061-eob-read-into-its-own-page.md). */
import type { EobReadingWords } from "./en";

export const es: EobReadingWords = {
  title: "Leer mi EOB",
  intro:
    "¿Tiene su Explicación de Beneficios en PDF? Podemos leer sus totales y ponerlos en el formulario de abajo. Su archivo no sale de este dispositivo: se lee aquí, en su navegador.",
  fileLabel: "Su Explicación de Beneficios (PDF)",
  uploadedLabel: "O uno de los archivos que ya subió",
  uploadedNone: "Ninguno",
  read: "Leer mi EOB",
  reading: "Leyendo su EOB…",
  chooseFirst: "Primero elija el PDF de su Explicación de Beneficios.",
  notPdf: "Solo podemos leer archivos PDF. Puede escribir los totales abajo.",
  failed: "No pudimos abrir este archivo. ¿Es un PDF? Puede escribir los totales abajo.",
  noText: "Este archivo no tiene texto que podamos leer: parece un escaneo o una foto. Escriba los totales abajo.",
  bill: "Esto parece la factura del hospital, no la Explicación de Beneficios de su aseguradora. Elija la EOB que le envió su aseguradora o escriba sus totales abajo.",
  review: "Revise lo que leímos",
  reviewIntro:
    "Todavía no se comparó nada. Compare lo que leímos con su EOB y luego póngalo en el formulario. Usted hace la comparación con el botón al final del formulario.",
  insurer: "Aseguradora",
  claimNumber: "Número de reclamación",
  serviceDate: "Fecha del servicio",
  otherVisit: (eob: string, bill: string) =>
    `Esta EOB es por atención del ${eob}, y su factura es por atención del ${bill}. Verifique que sea la EOB de esta factura.`,
  figures: {
    eob_billed: "Monto facturado",
    eob_allowed: "Monto permitido",
    eob_plan_paid: "Pagado por el plan",
    eob_patient_responsibility: "Responsabilidad del paciente",
    processed_on: "Fecha de procesamiento",
  },
  notRead: "no pudimos leerlo: escríbalo de su EOB",
  fill: "Poner esto en el formulario",
  filled:
    "Pusimos lo que leímos en el formulario de abajo. Compare cada cifra con su EOB, escriba lo que pide la factura del hospital y luego pulse «Comparar con mi factura».",
  unreadLeft: (n: number) =>
    n === 1
      ? "Queda 1 cifra que no pudimos leer: escríbala usted."
      : `Quedan ${n} cifras que no pudimos leer: escríbalas usted.`,
};
