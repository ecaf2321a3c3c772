/** "Read my bill" and "Check what we read" (docs/product.md#reading-a-bill), in English. */
export const en = {
  title: "Read my bill",
  intro:
    "Have the bill as a PDF? We can read its lines for you and put them in the form below. Your file stays on this device: it is read here, in your browser.",
  /** Where the team reads what the browser cannot (a member's bill form), the input takes photos too. */
  fileLabel: (photos: boolean): string => (photos ? "Your bill (PDF or photo)" : "Your bill (PDF)"),
  fileHint: (photos: boolean): string =>
    photos
      ? "A PDF is read here, in your browser. A photo or a scan (JPG, PNG or GIF) goes to our team, who read it for you."
      : "A PDF with text, as the hospital's website gives it. We cannot read a photo or a scan on this page.",
  uploadedLabel: "Or one of your uploaded files",
  uploadedNone: "None",
  read: "Read my bill",
  reading: "Reading your bill…",
  chooseFirst: "Please choose a PDF of your bill first.",
  notPdf: "We can read PDF files only. A photo or a scan goes to our team instead.",
  failed: "We could not open this file. Is it a PDF? You can still type the lines below.",
  noText:
    "This file has no text we can read: it looks like a scan or a photo. Our team can read it for you, or you can type the lines below.",
  eob: "This looks like your insurer's Explanation of Benefits, not the hospital's bill. Once the bill is saved, open “Compare with your Explanation of Benefits” on it: “Read my EOB” there reads this file.",
  review: "Check what we read",
  reviewIntro:
    "Nothing is checked yet. Look at what we read, correct anything that is wrong, then put it in the form. You check the bill yourself with the button at the end of the form.",
  hospitalSeen: (name: string, where: string) => `The bill is from ${name}, ${where}.`,
  hospitalQuestion: "Which hospital on our list is it?",
  hospitalNone: "None of these: I'll search for it",
  hospitalSearching: "Looking for this hospital on our list…",
  hospitalNotSeen: "We could not read the hospital's name and address. Please search for it below.",
  account: "Account number",
  accountHint: "Keep it for your letter: the billing office asks for it.",
  statementDate: "Statement date",
  serviceDate: "Date of service",
  notRead: "not read",
  linesTitle: (n: number) => (n === 1 ? "1 line we read" : `${n} lines we read`),
  line: (n: number) => `Line ${n}`,
  code: "Code",
  description: "Description",
  units: "Units",
  amount: "Amount",
  noCode: "No code printed.",
  matchQuestion: "Which of our procedures is this?",
  likely: "likely",
  maybe: "maybe",
  matchNone: "None of these",
  unmatched:
    "We could not match this line to a procedure we price. Ask the hospital for an itemized bill with codes: your letter asks for it.",
  modifier: (m: string) => `modifier ${m}`,
  creditsTitle: "Payments and credits on the bill",
  unreadTitle: (n: number) => (n === 1 ? "1 line we could not read" : `${n} lines we could not read`),
  unreadIntro: "Here is the text we saw. Please type these lines in the form yourself.",
  totals: (lines: string, total: string) =>
    `The lines we read add up to ${lines}; the bill's total charges are ${total}.`,
  totalsMatch: (total: string) => `The lines we read add up to the bill's total charges, ${total}.`,
  fill: "Put these in the form",
  filled:
    "We put what we read in the form below. Check each line against your bill and correct anything, then press “Check this bill”.",
  /** The lines left as "None of these", each as "DESCRIPTION ($amount)". */
  notMatched: (lines: string[]): string =>
    `Not matched: we could not price ${lines.length === 1 ? "this line, so it is" : "these lines, so they are"} not in the form: ${lines.join("; ")}. Your letter asks the hospital for the itemized bill with codes.`,
  tooMany: (max: number) => `The form holds ${max} lines: we put in the first ${max}.`,
  openDocument: (filename: string) => `Open the uploaded bill: ${filename}`,
  documentAlt: (filename: string) => `The uploaded bill, ${filename}`,
  documentPage: (n: number) => `Page ${n} of the uploaded bill`,
  documentFailed: "We could not show this file here. Open it with the link above.",
};

export type BillReadingWords = typeof en;
