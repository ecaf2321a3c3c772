/** "Leer mi factura" y "Revise lo que leímos" (docs/product.md#reading-a-bill), en español. */
import type { BillReadingWords } from "./en";

export const es: BillReadingWords = {
  title: "Leer mi factura",
  intro:
    "¿Tiene la factura en PDF? Podemos leer sus líneas por usted y ponerlas en el formulario de abajo. Su archivo no sale de este dispositivo: se lee aquí, en su navegador.",
  fileLabel: (photos: boolean) => (photos ? "Su factura (PDF o foto)" : "Su factura (PDF)"),
  fileHint: (photos: boolean) =>
    photos
      ? "Un PDF se lee aquí, en su navegador. Una foto o un escaneo (JPG, PNG o GIF) se envía a nuestro equipo, que lo lee por usted."
      : "Un PDF con texto, como lo da el sitio web del hospital. En esta página no podemos leer una foto ni un escaneo.",
  uploadedLabel: "O uno de los archivos que ya subió",
  uploadedNone: "Ninguno",
  read: "Leer mi factura",
  reading: "Leyendo su factura…",
  chooseFirst: "Primero elija el PDF de su factura.",
  notPdf: "Solo podemos leer archivos PDF. Una foto o un escaneo se envía a nuestro equipo.",
  failed: "No pudimos abrir este archivo. ¿Es un PDF? Puede escribir las líneas abajo.",
  noText:
    "Este archivo no tiene texto que podamos leer: parece un escaneo o una foto. Nuestro equipo puede leerlo por usted, o puede escribir las líneas abajo.",
  eob: "Esto parece la Explicación de Beneficios de su aseguradora, no la factura del hospital. Cuando guarde la factura, abra en ella «Comparar con su Explicación de Beneficios»: «Leer mi EOB» lee este archivo allí.",
  review: "Revise lo que leímos",
  reviewIntro:
    "Todavía no se revisó nada. Mire lo que leímos, corrija lo que esté mal y luego póngalo en el formulario. Usted revisa la factura con el botón al final del formulario.",
  hospitalSeen: (name: string, where: string) => `La factura es de ${name}, ${where}.`,
  hospitalQuestion: "¿Cuál hospital de nuestra lista es?",
  hospitalNone: "Ninguno de estos: lo buscaré",
  hospitalSearching: "Buscando este hospital en nuestra lista…",
  hospitalNotSeen: "No pudimos leer el nombre y la dirección del hospital. Búsquelo abajo.",
  account: "Número de cuenta",
  accountHint: "Guárdelo para su carta: la oficina de facturación lo pide.",
  statementDate: "Fecha del estado de cuenta",
  serviceDate: "Fecha del servicio",
  notRead: "no leída",
  linesTitle: (n: number) => (n === 1 ? "1 línea que leímos" : `${n} líneas que leímos`),
  line: (n: number) => `Línea ${n}`,
  code: "Código",
  description: "Descripción",
  units: "Unidades",
  amount: "Monto",
  noCode: "No tiene código impreso.",
  matchQuestion: "¿Cuál de nuestros procedimientos es?",
  likely: "probable",
  maybe: "quizás",
  matchNone: "Ninguno de estos",
  unmatched:
    "No pudimos relacionar esta línea con un procedimiento que tenga precio. Pida al hospital una factura detallada con códigos: su carta lo pide.",
  modifier: (m: string) => `modificador ${m}`,
  creditsTitle: "Pagos y créditos en la factura",
  unreadTitle: (n: number) => (n === 1 ? "1 línea que no pudimos leer" : `${n} líneas que no pudimos leer`),
  unreadIntro: "Este es el texto que vimos. Escriba usted estas líneas en el formulario.",
  totals: (lines: string, total: string) =>
    `Las líneas que leímos suman ${lines}; el total de cargos de la factura es ${total}.`,
  totalsMatch: (total: string) => `Las líneas que leímos suman el total de cargos de la factura, ${total}.`,
  fill: "Poner esto en el formulario",
  filled:
    "Pusimos lo que leímos en el formulario de abajo. Compare cada línea con su factura y corrija lo que haga falta; luego pulse «Revisar esta factura».",
  notMatched: (lines: string[]) =>
    `Sin emparejar: no pudimos poner precio a ${lines.length === 1 ? "esta línea, así que no está" : "estas líneas, así que no están"} en el formulario: ${lines.join("; ")}. Su carta pide al hospital la factura detallada con códigos.`,
  tooMany: (max: number) => `El formulario admite ${max} líneas: pusimos las primeras ${max}.`,
  openDocument: (filename: string) => `Abrir la factura subida: ${filename}`,
  documentAlt: (filename: string) => `La factura subida, ${filename}`,
  documentPage: (n: number) => `Página ${n} de la factura subida`,
  documentFailed: "No pudimos mostrar este archivo aquí. Ábralo con el enlace de arriba.",
};
