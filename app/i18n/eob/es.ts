import type { EobWords } from "./en";

/** «Comparar con su Explicación de Beneficios», en español; la carta al hospital sigue en inglés. */
export const es: EobWords = {
  title: "Comparar con su Explicación de Beneficios",
  metaTitle: "Comparar con su Explicación de Beneficios | Care Finder",
  intro: (hospital: string, date: string) =>
    `Su factura de ${hospital}, atención del ${date}. Un hospital no debería pedirle más de lo que su aseguradora dice que usted debe.`,
  form: {
    title: "Su Explicación de Beneficios",
    introBefore:
      "Su aseguradora le envía una Explicación de Beneficios (EOB) después de procesar una reclamación. No es una factura: indica lo que facturó el hospital, lo que su plan permite y pagó, y su ",
    responsibility: "responsabilidad del paciente",
    introAfter: ", la parte que usted debe. Escriba sus totales.",
    amountDue: "Lo que la factura del hospital le pide pagar",
    billDate: "Fecha de la factura del hospital (opcional)",
    billed: "Monto facturado (en la EOB)",
    allowed: "Monto permitido por su plan",
    planPaid: "Monto que pagó su plan",
    patientResponsibility: "Su responsabilidad del paciente (lo que usted debe)",
    processedOn: "Fecha en que se procesó la reclamación (opcional)",
    applies: "¿Se aplica algo de esto? (opcional)",
    emergency: "Fue atención de emergencia",
    outOfNetwork: "Un médico u otro profesional estaba fuera de la red de mi plan, en un hospital de mi red",
    submit: "Comparar con mi factura",
    submitting: "Comparando…",
    notKept: "No guardamos lo que escribe aquí.",
  },
  over: (amount: string) => `Su factura pide ${amount} más de lo que su aseguradora dice que usted debe`,
  notOver: "Su factura no pide más de lo que su aseguradora dice que usted debe",
  owed: (amount: string) =>
    `Su Explicación de Beneficios dice que su responsabilidad del paciente es de ${amount}. Puede pedir al hospital que le facture solo eso.`,
  beforeProcessed:
    "La factura tiene una fecha anterior a cuando su aseguradora procesó la reclamación, así que puede no mostrar lo que pagó su plan. Pida un nuevo estado de cuenta antes de pagar.",
  emergency:
    "En la atención de emergencia, la Ley Sin Sorpresas dice que no se le puede facturar más que su parte dentro de la red.",
  outOfNetwork:
    "Con un profesional fuera de la red en un hospital de la red, la Ley Sin Sorpresas dice que no se le puede facturar más que su parte dentro de la red.",
  helpDesk: " La línea de ayuda de la Ley Sin Sorpresas puede ayudarle: ",
  letterTitle: "Su carta",
  printIt: "Imprímala, fírmela y envíela con una copia de su EOB.",
  letterExplained:
    "La carta está en inglés porque la lee la oficina de facturación. Pide que el hospital le facture solo su responsabilidad del paciente según su EOB, que corrija lo que encontramos arriba y que no envíe la cuenta a cobranzas mientras la revisa.",
  letterLabel: "Su carta a la oficina de facturación (en inglés)",
  nothing: "No hay nada que corregir según su EOB. Aun así puede ",
  writeLetter: "escribir mi carta",
  nothingAfter: " sobre los precios.",
};
