/**
 * The bill deadline reminder email (app/.server/bills/deadlines.server.ts), in the member's saved language.
 * Dates come already written out for the language; the rule's name follows its plain words.
 */
export const en = {
  subject: (hospital: string, label: string, due: string) => `Your bill from ${hospital}: ${label} by ${due}`,
  kinds: {
    itemized_bill: "ask for an itemized bill",
    assistance_window: "apply for financial assistance",
    dispute_window: "start a dispute of the bill",
    medicaid_application: "apply for Medicaid",
    state_charity_window: "apply under the state's charity-care law",
  },
  body: {
    itemized_bill: () =>
      "Ask the hospital's billing office for an itemized bill (every code, with its date and amount). Your letter on Care Finder asks for it too.",
    assistance_window: (due: string) =>
      `The hospital accepts financial assistance applications until ${due}: federal rules for non-profit hospitals give you 240 days after the first bill (IRS section 501(r)). Applying does not guarantee help; the hospital decides under its own policy.`,
    dispute_window: (due: string) =>
      `You can start a patient-provider dispute until ${due} (No Surprises Act: 120 days from the bill; a $25 fee). Starting one does not guarantee a lower bill.`,
    medicaid_application: (due: string) =>
      `Apply for Medicaid by ${due}: Medicaid may pay this bill only while its month is inside the retroactive window, counted back from the month you apply. Only the state decides whether you are eligible.`,
    state_charity_window: (due: string) =>
      `Apply to the hospital for financial assistance by ${due}, the window of your state's charity-care law. The hospital decides under that law.`,
  },
  check: (url: string) => `Your bill check: ${url}`,
  summary: (url: string) => `Your dispute summary, to print: ${url}`,
};

export type BillReminderWords = typeof en;
