import type { BillReminderWords } from "./en";

export const es: BillReminderWords = {
  subject: (hospital, label, due) => `Su factura de ${hospital}: ${label} antes del ${due}`,
  kinds: {
    itemized_bill: "pedir una factura detallada",
    assistance_window: "solicitar ayuda financiera",
    dispute_window: "iniciar una disputa de la factura",
    medicaid_application: "solicitar Medicaid",
    state_charity_window: "solicitar según la ley estatal de atención benéfica",
  },
  body: {
    itemized_bill: () =>
      "Pida a la oficina de facturación del hospital una factura detallada (cada código, con su fecha y su monto). Su carta en Care Finder también la pide.",
    assistance_window: (due) =>
      `El hospital acepta solicitudes de ayuda financiera hasta el ${due}: las reglas federales para hospitales sin fines de lucro le dan 240 días desde la primera factura (IRS sección 501(r)). Solicitar no garantiza ayuda; el hospital decide según su propia política.`,
    dispute_window: (due) =>
      `Puede iniciar una disputa entre paciente y proveedor hasta el ${due} (Ley Sin Sorpresas: 120 días desde la factura; una tarifa de $25). Iniciarla no garantiza una factura más baja.`,
    medicaid_application: (due) =>
      `Solicite Medicaid antes del ${due}: Medicaid podría pagar esta factura solo si su mes está dentro del período retroactivo, contado hacia atrás desde el mes en que usted solicita. Solo el estado decide si usted califica.`,
    state_charity_window: (due) =>
      `Solicite ayuda financiera al hospital antes del ${due}, el plazo de la ley estatal de atención benéfica. El hospital decide según esa ley.`,
  },
  check: (url) => `Su revisión de la factura: ${url}`,
  summary: (url) => `Su resumen de la disputa, para imprimir: ${url}`,
};
