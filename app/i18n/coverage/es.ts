import type { CoverageWords } from "./en";

/** «¿Podría Medicaid pagar esta factura?» y la ley estatal de atención benéfica, en español. */
export const es: CoverageWords = {
  title: "¿Podría Medicaid pagar esta factura?",
  householdAt: (size: number, percent: number, year: number) =>
    `Su hogar de ${size} está al ${percent} % del nivel federal de pobreza de ${year}. Quién podría pagar, de mayor a menor:`,
  letterLink: "Escribir mi carta de solicitud",
  letterWhy:
    ": una solicitud de ayuda financiera al hospital, que le pide detener los cobros y evaluar si usted califica para Medicaid.",
  changeAnswers: "Cambiar sus respuestas",
  before:
    "Antes de cuestionar los precios, vea si Medicaid o una ley estatal podrían pagar. Cuéntenos sobre su hogar; lo comparamos con los límites de Medicaid de su estado y con la ley del estado del hospital.",
  form: {
    household: "Personas en el hogar",
    income: "Ingreso anual del hogar",
    state: "Estado donde vive",
    group: "Quién necesita la atención",
    groups: {
      adult: "Un adulto de 19 a 64 años sin hijos",
      parent: "Un padre, madre o cuidador de un niño",
      pregnant: "Una mujer embarazada",
      child: "Un niño menor de 19 años",
    },
    submit: "Ver quién podría pagar",
    notKept: "No guardamos lo que escribe aquí.",
  },
  plurals: {
    adult: "los adultos sin hijos",
    parent: "los padres",
    pregnant: "las mujeres embarazadas",
    child: "los niños",
  },
  whyNotKnown: (state: string, who: string) => `Aún no hemos revisado el límite de Medicaid de ${state} para ${who}.`,
  whyNotCovered: (state: string, who: string) => `${state} no cubre a ${who}.`,
  whyAbove: (state: string, who: string, limit: number, percent: number) =>
    `${state} cubre a ${who} hasta el ${limit} % de la línea de pobreza; su hogar está al ${percent} %.`,
  likelyNot: "Es probable que Medicaid no le cubra.",
  notKnown: "Aún no podemos saberlo (aún no revisado).",
  stillApply: "Aun así puede solicitarlo.",
  likely: "Medicaid podría pagar toda esta factura.",
  likelyWhy: (percent: number, state: string, who: string, limit: number) =>
    `Al ${percent} % de la línea de pobreza, usted está por debajo del límite de ${state} para ${who} (${limit} %), así que es probable que califique. Solo el estado decide.`,
  monthsNotChecked: (state: string) =>
    `Medicaid es retroactivo: puede pagar facturas de antes de su solicitud. Aún no hemos revisado cuántos meses hacia atrás paga ${state}, así que solicítelo cuanto antes.`,
  windowClosed: (date: string) =>
    `Medicaid es retroactivo, pero el mes de esta factura ya quedó fuera del plazo (se cerró el ${date}). Medicaid aún podría pagar su atención de ahora en adelante.`,
  applyBy: (date: string) => `Solicite Medicaid antes del ${date}.`,
  retroactive:
    "Medicaid es retroactivo: puede pagar facturas de los meses anteriores a su solicitud, y el mes de esta factura sigue dentro de ese plazo hasta esa fecha. Desde el 1 de enero de 2027, la ley federal (H.R. 1) acorta el plazo a 1 mes antes del mes de la solicitud para los adultos cubiertos por la ampliación y a 2 meses para los demás.",
  applyAt: "Solicítelo en ",
  applyAtAfter: " o en la agencia de Medicaid de su estado.",
  presumptive:
    "Pregunte al hospital si puede declararle «presuntamente elegible»: muchos hospitales pueden cubrirle por un tiempo corto mientras el estado decide (42 CFR 435.1110).",
  specialEnrollment:
    "Si perdió su seguro médico en los últimos 60 días, también puede elegir un plan del Mercado en un período de inscripción especial (45 CFR 155.420).",
  routesLabel: "Quién podría pagar, de mayor a menor",
  routes: {
    medicaid: "Medicaid probable",
    free_by_law: "Gratis por ley estatal",
    discount_by_law: "Descuento por ley estatal",
    hospital_policy: "Política del hospital",
    price_dispute: "Disputa de precios",
  },
  routeWords: {
    medicaid: () => "Medicaid podría pagar toda la factura.",
    free_by_law: (state: string, law: string) =>
      `La ley de ${state} exige que el hospital le dé atención gratuita con su ingreso (${law}).`,
    discount_by_law: (state: string, law: string) =>
      `La ley de ${state} exige que el hospital le dé un descuento con su ingreso (${law}).`,
    hospital_policy: () => "La política de ayuda financiera del propio hospital podría reducir o cancelar la factura.",
    price_dispute: () =>
      "Cuestione los precios: pida una factura detallada y un ajuste a los precios en efectivo que publica el hospital.",
  },
  routeDeadline: {
    medicaid: "Solicite Medicaid antes del",
    free_by_law: "Solicítelo antes del",
    discount_by_law: "Solicítelo antes del",
    hospital_policy: "Solicítelo antes del",
    price_dispute: "Dispute antes del",
  },
  application: {
    title: "Escribir mi carta de solicitud",
    metaTitle: "Escribir mi carta de solicitud | Care Finder",
    print: "Imprima esta página o ",
    download: "descargue la carta en PDF",
    printAfter:
      ", fírmela y envíela al hospital con un comprobante de ingresos y el formulario de solicitud del propio hospital, si tiene uno. El hospital decide; la carta le pide detener los cobros mientras tanto.",
    explained:
      "La carta está en inglés porque la lee el hospital. Solicita ayuda financiera citando la ley de su estado o la norma federal para hospitales sin fines de lucro, indica el tamaño de su hogar y su ingreso tal como los escribió, pide detener los cobros mientras se revisa la solicitud y pide al hospital que evalúe si usted califica para Medicaid, incluida la elegibilidad presunta.",
    firstBefore: "Primero cuéntenos sobre su hogar en ",
    yourCheck: "la revisión de su factura",
    firstAfter: ": la carta usa el tamaño de su hogar y su ingreso tal como los escriba.",
  },
  remind: {
    saved: "Guardado. Le enviaremos un correo antes de cada fecha, y el equipo puede ver qué camino seguir primero.",
    button: "Recordarme estas fechas",
    hint: "Esto guarda con esta factura el tamaño de su hogar, su ingreso, su estado y quién necesita la atención.",
  },
  law: {
    title: (state: string) => `Ley del estado de ${state}`,
    notChecked: "aún no revisado",
    upTo: (pct: number) => `hasta el ${pct} % de la línea de pobreza`,
    federalStill:
      "Un hospital sin fines de lucro aun así debe tener una política escrita para ayudar a los pacientes que no pueden pagar.",
    federalRule: "La norma: sección 501(r) del IRS",
    notCheckedLaw: (state: string) =>
      `Aún no hemos revisado la ley de atención benéfica de ${state} (aún no revisado).`,
    noLaw: (state: string) =>
      `${state} no tiene una ley estatal que obligue a los hospitales a dar atención gratuita o con descuento.`,
    covers: (hospital: string) => `Cubre a ${hospital}, sea quien sea su dueño.`,
    notCovers: (hospitals: string | null, hospital: string) =>
      `Está escrita para ${hospitals ?? "algunos hospitales"}, así que no cubre a ${hospital}.`,
    requires: {
      free: "la ley exige que el hospital le dé atención gratuita",
      discount: "la ley exige que el hospital le dé un descuento",
      nothing: "los límites de la ley están por debajo de su ingreso, así que no exige nada en su caso",
      not_checked: "lo que exige con su ingreso aún no está revisado",
    },
    atYourIncome: (words: string) => `Con su ingreso, ${words}.`,
    stillApply: (state: string) => `Aun así debe presentar su solicitud según las reglas de ${state}.`,
    binds: "Hospitales a los que obliga",
    freeCare: "Atención gratuita",
    discount: "Descuento",
    residency: "Residencia",
    insured: "Pacientes con seguro",
    residencyValues: {
      yes: "solo para quienes viven en el estado",
      no: "no tiene que vivir en el estado",
    },
    insuredValues: {
      yes: "sí, los pacientes con seguro pueden calificar",
      no: "no, es para pacientes sin seguro",
      partly: "en parte (vea la nota abajo)",
    },
    sourceInEnglish: "Tal como lo dice la fuente, en inglés:",
    noWindow: "Que sepamos, no hay fecha límite para solicitar en este hospital; solicítelo cuanto antes.",
    applyBy: (date: string) => `Solicítelo al hospital antes del ${date}`,
    windowDays: (days: number) => ` (${days} días después de la primera factura).`,
  },
};
