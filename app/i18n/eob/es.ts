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
  reader: {
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
  },
};
