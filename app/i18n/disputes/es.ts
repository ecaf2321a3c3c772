import type { DisputeWords } from "./en";

/** El Cálculo de Buena Fe y la disputa entre paciente y proveedor (Ley Sin Sorpresas), en español. */
export const es: DisputeWords = {
  estimate: {
    title: "Recibí un Cálculo de Buena Fe",
    metaTitle: "Cálculo de Buena Fe | Care Finder",
    yourBill: (hospital: string, date: string) => `Su factura de ${hospital}, fecha del servicio ${date} · `,
    backToCheck: "Volver a la revisión de la factura",
    ruleTitle: "La norma",
    rule: (fee: number) =>
      `Si no tiene seguro o paga por su cuenta, cada proveedor debe darle un Cálculo de Buena Fe (Good Faith Estimate) antes de la atención programada. Cuando un proveedor le factura $400 o más por encima de su propio cálculo, puede pedir una disputa entre paciente y proveedor dentro de los 120 días de la factura, con un costo de $${fee} (Ley Sin Sorpresas; 45 CFR 149.610 y 149.620). La prueba se hace para cada proveedor por separado.`,
    insured:
      "Esta factura se revisó como una que el seguro pagó en parte, así que la disputa del Cálculo de Buena Fe no se aplica. Pregunte a su aseguradora cómo procesó la reclamación y si se aplican los límites de la Ley Sin Sorpresas a las facturas fuera de la red.",
    resultsTitle: "Cada proveedor frente a su cálculo",
    canDispute: "Puede disputar esta factura",
    startBy: (date: string) => `Inicie la disputa antes del ${date}`,
    countedFrom: (fromBill: boolean, date: string, fee: number) =>
      ` (120 días desde ${fromBill ? "la factura del" : "la fecha del servicio,"} ${date}). Cuesta $${fee}. `,
    entityDecides:
      "Una entidad independiente de resolución de disputas decide el monto; puede darle la razón al proveedor.",
    gather: "Reunir lo que necesita la disputa",
    noneOver:
      "Ningún proveedor facturó $400 o más por encima de su cálculo, así que esta disputa no se aplica. Aun así puede pedir al proveedor que explique la diferencia y que respete su cálculo.",
  },
  form: {
    title: "Sus Cálculos de Buena Fe",
    intro:
      "Escriba el cálculo de cada proveedor (el hospital, un grupo de médicos, un laboratorio…) y lo que ese proveedor le facturó por la misma atención.",
    providerN: (n: number) => ` (proveedor ${n})`,
    provider: "Proveedor",
    estimate: "Cálculo de Buena Fe",
    billed: "Monto facturado",
    addProvider: "Añadir proveedor",
    submit: "Revisar mis cálculos",
    submitting: "Revisando…",
  },
  figures: {
    provider: "Proveedor",
    estimate: "Cálculo de Buena Fe",
    billed: "Facturado",
    test: "La prueba de $400",
    under: (sum: string, amount: string) => `${sum}${amount} por debajo del cálculo: no lo supera`,
    overMay: (sum: string, amount: string, threshold: string) =>
      `${sum}${amount} por encima: ${threshold} o más, así que se puede disputar`,
    overNot: (sum: string, amount: string, threshold: string) =>
      `${sum}${amount} por encima: menos de ${threshold}, así que no califica`,
  },
  dates: {
    service: (date: string) => `Fecha del servicio: ${date}.`,
    bill: (date: string) => `Fecha de la factura: ${date}. Los 120 días se cuentan desde esa fecha.`,
    noBill:
      "Fecha de la factura: no indicada. Los 120 días se cuentan desde la fecha del servicio; si la factura llegó después, su plazo también puede ser posterior.",
    startBy: (date: string) => `Inicie la disputa antes del ${date}`,
    from: (fromBill: boolean, fee: number) =>
      ` (120 días desde ${fromBill ? "la factura" : "la fecha del servicio"}). El costo es de $${fee}.`,
    passed:
      " Esa fecha ya pasó: la línea de ayuda de la Ley Sin Sorpresas puede decirle si todavía se puede considerar una solicitud tardía.",
  },
  send: [
    "Una copia de cada Cálculo de Buena Fe de arriba (el que le dio el proveedor antes de la atención).",
    "Una copia de cada factura de esos proveedores, detallada si la tiene.",
    "Su nombre, dirección, teléfono y correo, y el nombre y la dirección del proveedor.",
  ],
  sendFee: (fee: number) => `Una forma de pagar el costo de $${fee}.`,
  sendLetters: "Cualquier carta o nota del proveedor sobre por qué la factura es más alta.",
  reminderEmailed: (date: string) => `Le enviamos un recordatorio de este plazo por correo el ${date}.`,
  reminderSet: (date: string) => `Recordatorio listo: le escribiremos por correo el ${date}.`,
  noDispute:
    "Ninguno de sus proveedores facturó $400 o más por encima de su Cálculo de Buena Fe, así que la disputa entre paciente y proveedor no se aplica a esta factura. ",
  checkEstimates: "Revise sus cálculos",
  summary: {
    title: "Resumen de mi disputa",
    metaTitle: "Resumen de mi disputa | Care Finder",
    back: "Volver a lo que necesita su disputa",
    intro: (hospital: string) =>
      `Una disputa entre paciente y proveedor de una factura de ${hospital} (Ley Sin Sorpresas, 45 CFR 149.620).`,
    sideTitle: "El cálculo y la factura, lado a lado",
    testTitle: "La prueba de $400",
    test: "La factura de un proveedor se puede disputar cuando supera en $400 o más el Cálculo de Buena Fe de ese mismo proveedor. La prueba se hace para cada proveedor por separado.",
    deadlineTitle: "El plazo",
    sendTitle: "Qué enviar",
    where:
      "Dónde: las páginas federales de la Ley Sin Sorpresas, cms.gov/nosurprises/consumers, o su línea de ayuda, 1-800-985-3059. Avise al proveedor que la inició y guarde copias de todo lo que envíe.",
    entity:
      "Una entidad independiente de resolución de disputas decide cuánto debe usted; puede darle la razón al proveedor. Este resumen le ayuda a pedirla; no promete un resultado.",
    prepared: (date: string) => `Preparado por Care Finder el ${date}.`,
    print: "Imprimir esta página",
    printNoJs: "Imprímala con el comando Imprimir de su navegador (Ctrl+P, o ⌘P en una Mac).",
  },
  dispute: {
    title: "Lo que necesita su disputa",
    metaTitle: "Disputar una factura por encima de su Cálculo de Buena Fe | Care Finder",
    back: "Volver a sus Cálculos de Buena Fe",
    print: "Imprimir el resumen de mi disputa",
    deadlineTitle: "El plazo",
    law: "La Ley Sin Sorpresas permite a un paciente sin seguro o que paga por su cuenta pedir una disputa entre paciente y proveedor cuando un proveedor factura $400 o más por encima de su Cálculo de Buena Fe, dentro de los 120 días de la factura (45 CFR 149.620).",
    entity:
      "Una entidad independiente de resolución de disputas revisa el cálculo, la factura y las razones del proveedor, y decide cuánto debe usted. Puede darle la razón al proveedor: esta página le ayuda a pedirla, no promete un resultado.",
    reminderSaved: "Recordatorio listo: le escribiremos por correo antes del plazo.",
    remind: "Recordarme antes del plazo",
    factsTitle: "Los datos que debe dar",
    facility: (hospital: string) => `Centro: ${hospital}.`,
    gatherTitle: "Tenga esto a mano",
    startThrough: "Inicie la disputa en las páginas de la Ley Sin Sorpresas del gobierno federal (",
    helpDesk: ") o en su línea de ayuda, ",
    tellProvider: ". Avise al proveedor que la inició; guarde copias de todo lo que envíe.",
  },
};
