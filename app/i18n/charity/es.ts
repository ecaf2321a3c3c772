import type { CharityWords } from "./en";

/** La evaluación de atención benéfica en español; la carta de presentación al hospital sigue en inglés. */
export const es: CharityWords = {
  title: "Ayuda financiera (atención benéfica)",
  metaTitle: "Ayuda financiera | Care Finder",
  nonProfit:
    "Este es un hospital sin fines de lucro. La ley tributaria federal le exige tener una política escrita de ayuda financiera, informar de ella a los pacientes y aceptar solicitudes durante al menos 240 días después de la primera factura tras el alta.",
  theRule: "La norma: sección 501(r) del IRS",
  applyBy: (date: string) => `Solicítela antes del ${date}`,
  fromServiceDate:
    " (contado desde la fecha del servicio, porque no indicó la fecha de la factura; su fecha real probablemente sea posterior).",
  fromFirstBill: " (240 días después de la primera factura).",
  ownerUnknown:
    "No sabemos quién es el dueño de este hospital, así que no podemos decir si se aplica la obligación federal de los hospitales sin fines de lucro.",
  notNonProfit:
    "Este hospital no es una organización sin fines de lucro, así que no le corresponde la obligación federal de los hospitales sin fines de lucro.",
  askBillingOffice:
    "Pregunte a la oficina de facturación si tiene una política de ayuda financiera o de descuento para quienes pagan por su cuenta, un descuento por pronto pago y un plan de pagos sin intereses; su estado puede tener su propia ley de atención benéfica (abajo).",
  formTitle: "Ver si califica",
  household: "Personas en el hogar",
  income: "Ingreso anual del hogar",
  state: "Estado",
  submit: "Ver si califica",
  notKept: "No guardamos lo que escribe aquí.",
  resultTitle: (percent: number) => `Su hogar está al ${percent} % del nivel federal de pobreza`,
  plainWords: (times: string, size: number) =>
    `En palabras sencillas: su ingreso anual es ${times} veces la línea de pobreza que fija el gobierno para un hogar de ${size}. Los hospitales usan esta cifra para decidir quién recibe atención gratuita o más barata.`,
  guideline: (year: number, size: number, amount: string) =>
    `La guía de pobreza de ${year} para un hogar de ${size} es de ${amount} al año, fijada por el Departamento de Salud y Servicios Humanos de EE. UU.`,
  source: "Fuente",
  lawFree: (state: string, law: string) =>
    `La ley de ${state} exige que este hospital le dé atención gratuita con este ingreso (${law}).`,
  lawDiscount: (state: string, law: string) =>
    `La ley de ${state} exige que este hospital le dé un descuento con este ingreso (${law}).`,
  lawApply: "Presente su solicitud al hospital según esa ley; el hospital igual decide su solicitud.",
  ownPolicyTitle: "La política propia del hospital",
  bands: {
    free: (pct: number) => `Muchos hospitales dan atención gratuita hasta el ${pct} % del nivel federal de pobreza.`,
    discount: (pct: number) => `Muchos hospitales dan un descuento hasta el ${pct} % del nivel federal de pobreza.`,
    above: (pct: number) =>
      `Usted está por encima de los niveles que usan muchos hospitales (${pct} %); algunas políticas llegan más alto o consideran las facturas grandes, así que aun así puede valer la pena preguntar.`,
  },
  commonPractice: "Estos niveles son una práctica común, no una norma: decide la política propia del hospital.",
  coverLetter: (size: number, income: string, percent: number, year: number) =>
    `Cover letter: “I am applying for financial assistance under your policy for my bill for care on the date above. My household of ${size} has a yearly income of ${income}, which is ${percent} % of the ${year} federal poverty level. I enclose proof of income. Please hold my account from collections while you review this application.”`,
  coverLetterNote:
    "Texto para la carta de presentación, en inglés porque lo lee el hospital. Dice que solicita ayuda financiera según su política, indica el tamaño de su hogar, su ingreso y su porcentaje del nivel de pobreza, que adjunta un comprobante de ingresos y pide que no envíen su cuenta a cobranzas mientras revisan la solicitud.",
};
