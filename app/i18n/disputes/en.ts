/**
 * The Good Faith Estimate check and the patient-provider dispute (No Surprises Act; docs/product.md#bill-check).
 * `fee` is the dispute fee in dollars; amounts come formatted.
 */
export const en = {
  estimate: {
    title: "I got a Good Faith Estimate",
    metaTitle: "Good Faith Estimate | Care Finder",
    yourBill: (hospital: string, date: string) => `Your bill from ${hospital}, date of service ${date} · `,
    backToCheck: "Back to the bill check",
    ruleTitle: "The rule",
    rule: (fee: number) =>
      `If you are uninsured or pay yourself, each provider must give you a Good Faith Estimate before scheduled care. When a provider bills you $400 or more above its own estimate, you may ask for a patient-provider dispute within 120 days of the bill, for a $${fee} fee (No Surprises Act; 45 CFR 149.610 and 149.620). The test is for each provider on its own.`,
    insured:
      "This bill was checked as one insurance paid part of, so the Good Faith Estimate dispute does not apply to it. Ask your insurer how it processed the claim, and whether the No Surprises Act's limits on out-of-network bills apply.",
    resultsTitle: "Each provider against its estimate",
    canDispute: "You can dispute this bill",
    startBy: (date: string) => `Start the dispute by ${date}`,
    countedFrom: (fromBill: boolean, date: string, fee: number) =>
      ` (120 days from ${fromBill ? "the bill of" : "the date of service,"} ${date}). It costs $${fee}. `,
    entityDecides: "An independent dispute resolution entity decides the amount; it may agree with the provider.",
    gather: "Gather what the dispute needs",
    noneOver:
      "No provider billed $400 or more above its estimate, so this dispute does not apply. You can still ask the provider to explain the difference and to match its estimate.",
  },
  form: {
    title: "Your Good Faith Estimates",
    intro:
      "Enter each provider's estimate (the hospital, a doctor's group, a lab…) and what that provider billed you for the same care.",
    providerN: (n: number) => ` (provider ${n})`,
    provider: "Provider",
    estimate: "Good Faith Estimate",
    billed: "Billed amount",
    addProvider: "Add provider",
    submit: "Check my estimates",
    submitting: "Checking…",
  },
  figures: {
    provider: "Provider",
    estimate: "Good Faith Estimate",
    billed: "Billed",
    test: "The $400 test",
    under: (sum: string, amount: string) => `${sum}${amount} under the estimate: not over it`,
    overMay: (sum: string, amount: string, threshold: string) =>
      `${sum}${amount} over: ${threshold} or more, so it may be disputed`,
    overNot: (sum: string, amount: string, threshold: string) =>
      `${sum}${amount} over: under ${threshold}, so it does not qualify`,
  },
  dates: {
    service: (date: string) => `Date of service: ${date}.`,
    bill: (date: string) => `Date of the bill: ${date}. The 120 days count from it.`,
    noBill:
      "Date of the bill: not given. The 120 days count from the date of service; if the bill came later, your deadline may be later too.",
    startBy: (date: string) => `Start the dispute by ${date}`,
    from: (fromBill: boolean, fee: number) =>
      ` (120 days from the ${fromBill ? "bill" : "date of service"}). The fee is $${fee}.`,
    passed: " That date has passed: the No Surprises Help Desk can say whether a late request may still be heard.",
  },
  send: [
    "A copy of each Good Faith Estimate above (the one the provider gave you before the care).",
    "A copy of each bill from those providers, itemized if you have it.",
    "Your name, address, phone and email, and the provider's name and address.",
  ],
  sendFee: (fee: number) => `A way to pay the $${fee} fee.`,
  sendLetters: "Any letters or notes from the provider about why the bill is higher.",
  reminderEmailed: (date: string) => `We emailed you a reminder of this deadline on ${date}.`,
  reminderSet: (date: string) => `Reminder set: we will email you on ${date}.`,
  noDispute:
    "None of your providers billed $400 or more above its Good Faith Estimate, so a patient-provider dispute does not apply to this bill. ",
  checkEstimates: "Check your estimates",
  summary: {
    title: "My dispute summary",
    metaTitle: "My dispute summary | Care Finder",
    back: "Back to what your dispute needs",
    intro: (hospital: string) =>
      `A patient-provider dispute of a bill from ${hospital} (No Surprises Act, 45 CFR 149.620).`,
    sideTitle: "The estimate and the bill, side by side",
    testTitle: "The $400 test",
    test: "A provider's bill may be disputed when it is $400 or more above that provider's own Good Faith Estimate. The test is for each provider on its own.",
    deadlineTitle: "The deadline",
    sendTitle: "What to send",
    where:
      "Where: the federal No Surprises pages, cms.gov/nosurprises/consumers, or the No Surprises Help Desk, 1-800-985-3059. Tell the provider you have started it and keep copies of everything you send.",
    entity:
      "An independent dispute resolution entity decides what you owe; it may side with the provider. This summary helps you ask; it does not promise an outcome.",
    prepared: (date: string) => `Prepared by Care Finder on ${date}.`,
    print: "Print this page",
    printNoJs: "Print it with your browser's Print command (Ctrl+P, or ⌘P on a Mac).",
  },
  dispute: {
    title: "What your dispute needs",
    metaTitle: "Dispute a bill above its Good Faith Estimate | Care Finder",
    back: "Back to your Good Faith Estimates",
    print: "Print my dispute summary",
    deadlineTitle: "The deadline",
    law: "The No Surprises Act lets an uninsured or self-pay patient ask for a patient-provider dispute when a provider bills $400 or more above its Good Faith Estimate, within 120 days of the bill (45 CFR 149.620).",
    entity:
      "An independent dispute resolution entity looks at the estimate, the bill and the provider's reasons, and decides what you owe. It may side with the provider: this page helps you ask, it does not promise an outcome.",
    reminderSaved: "Reminder set: we will email you before the deadline.",
    remind: "Remind me before the deadline",
    factsTitle: "The facts to give",
    facility: (hospital: string) => `Facility: ${hospital}.`,
    gatherTitle: "Have these ready",
    startThrough: "Start the dispute through the federal government's No Surprises pages (",
    helpDesk: ") or its help desk, ",
    tellProvider: ". Tell the provider you have started it; keep copies of everything you send.",
  },
};

export type DisputeWords = typeof en;
