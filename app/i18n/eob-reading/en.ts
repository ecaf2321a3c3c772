/** "Read my EOB" on the EOB page: the EOB's PDF read in the browser into the form (docs/decisions/0061-eob-read-into-its-own-page.md). */
export const en = {
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
};

export type EobReadingWords = typeof en;
