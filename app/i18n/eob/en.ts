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
  /** "Read my EOB": the EOB's PDF read in the browser into the form (docs/decisions/0061-eob-read-into-its-own-page.md). */
  reader: {
    title: "Read my EOB",
    intro:
      "Have your Explanation of Benefits as a PDF? We can read its totals and put them in the form below. Your file stays on this device: it is read here, in your browser.",
    fileLabel: "Your Explanation of Benefits (PDF)",
    uploadedLabel: "Or one of your uploaded files",
    uploadedNone: "None",
    read: "Read my EOB",
    reading: "Reading your EOB…",
    chooseFirst: "Please choose a PDF of your Explanation of Benefits first.",
    notPdf: "We can read PDF files only. You can type the totals below.",
    failed: "We could not open this file. Is it a PDF? You can still type the totals below.",
    noText: "This file has no text we can read: it looks like a scan or a photo. Please type the totals below.",
    bill: "This looks like the hospital's bill, not your insurer's Explanation of Benefits. Please pick the EOB your insurer sent, or type its totals below.",
    review: "Check what we read",
    reviewIntro:
      "Nothing is compared yet. Look at what we read against your EOB, then put it in the form. You compare it yourself with the button at the end of the form.",
    insurer: "Insurer",
    claimNumber: "Claim number",
    serviceDate: "Date of service",
    otherVisit: (eob: string, bill: string) =>
      `This EOB is for care on ${eob}, and your bill is for care on ${bill}. Check that it is the EOB for this bill.`,
    figures: {
      eob_billed: "Amount billed",
      eob_allowed: "Amount allowed",
      eob_plan_paid: "Plan paid",
      eob_patient_responsibility: "Patient responsibility",
      processed_on: "Date processed",
    },
    notRead: "we could not read it: please type it from your EOB",
    fill: "Put these in the form",
    filled:
      "We put what we read in the form below. Check each figure against your EOB, type what the hospital's bill asks, then press “Compare with my bill”.",
    unreadLeft: (n: number) =>
      n === 1
        ? "1 figure we could not read is left for you to type."
        : `${n} figures we could not read are left for you to type.`,
  },
};

export type EobWords = typeof en;
