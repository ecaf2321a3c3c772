/** "Compare with your Explanation of Benefits" (docs/product.md#bill-check). The letter itself stays English. */
export const en = {
  title: "Compare with your Explanation of Benefits",
  metaTitle: "Compare with your Explanation of Benefits | Care Finder",
  intro: (hospital: string, date: string) =>
    `Your bill from ${hospital}, care on ${date}. A hospital should not ask you for more than your insurer says you owe.`,
  form: {
    title: "Your Explanation of Benefits",
    introBefore:
      "Your insurer sends an Explanation of Benefits (EOB) after it processes a claim. It is not a bill: it says what the hospital billed, what your plan allows and paid, and your ",
    responsibility: "patient responsibility",
    introAfter: ", the part you owe. Type its totals.",
    amountDue: "What the hospital's bill asks you to pay",
    billDate: "Date on the hospital's bill (optional)",
    billed: "Amount billed (on the EOB)",
    allowed: "Amount allowed by your plan",
    planPaid: "Amount your plan paid",
    patientResponsibility: "Your patient responsibility (what you owe)",
    processedOn: "Date the claim was processed (optional)",
    applies: "Does any of this apply? (optional)",
    emergency: "It was emergency care",
    outOfNetwork: "A doctor or other clinician was out of my plan's network, at a hospital in my network",
    submit: "Compare with my bill",
    submitting: "Comparing…",
    notKept: "We do not keep what you type here.",
  },
  over: (amount: string) => `Your bill asks ${amount} more than your insurer says you owe`,
  notOver: "Your bill asks no more than your insurer says you owe",
  owed: (amount: string) =>
    `Your Explanation of Benefits says your patient responsibility is ${amount}. You may ask the hospital to bill you only that.`,
  beforeProcessed:
    "The bill is dated before your insurer processed the claim, so it may not show what your plan paid. Ask for a new statement before paying.",
  emergency: "For emergency care, the No Surprises Act says you may be billed no more than your in-network share.",
  outOfNetwork:
    "For an out-of-network clinician at an in-network hospital, the No Surprises Act says you may be billed no more than your in-network share.",
  helpDesk: " The No Surprises Help Desk can help: ",
  letterTitle: "Your letter",
  printIt: "Print it, sign it and send it with a copy of your EOB.",
  /** Spanish pages say what the English letter asks. */
  letterExplained: null as string | null,
  letterLabel: "Your letter to the billing office",
  nothing: "Nothing to correct against your EOB. You can still ",
  writeLetter: "write my letter",
  nothingAfter: " about the prices.",
};

export type EobWords = typeof en;
