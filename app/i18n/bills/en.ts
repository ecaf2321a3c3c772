/**
 * The bill check's words (docs/product.md#bill-check): the form, the result, the deadlines and the letter page.
 * The letter itself stays English (the hospital reads it); a Spanish page explains what it asks.
 */
/** The bill forms' refusals (app/domain/bills.ts BILL_MESSAGES, by the same keys) in another language. */
type BillMessages = {
  hospitalRequired: string;
  hospitalUnknown: string;
  dateRequired: string;
  dateInvalid: string;
  dateFuture: string;
  coverageRequired: string;
  codeRequired: string;
  codeInvalid: string;
  amountRequired: string;
  amountInvalid: string;
  unitsInvalid: string;
  linesRequired: string;
  tooManyLines: string;
  pasteInvalid: (line: number) => string;
  documentUnknown: string;
  providerRequired: string;
  householdInvalid: string;
  incomeInvalid: string;
  stateInvalid: string;
  statusInvalid: string;
  groupInvalid: string;
};

export const en = {
  /** English pages show the refusals as the forms word them. */
  messages: null as BillMessages | null,
  checkABill: "Check a bill",
  backToDashboard: "Back to your dashboard",
  metaTitle: "Check a bill | Care Finder",
  intro:
    "Enter the lines of a hospital bill. We compare each with the price the hospital itself posts for people paying themselves, what most hospitals ask, and what Medicare pays, and flag what looks wrong. It is a check, not a ruling: the hospital decides.",
  publicLead:
    "Got a hospital bill? Type its lines and see each one beside the price the hospital itself posts for people paying themselves, what most hospitals ask, and what Medicare pays. Free, no account needed. It is a check, not a ruling: the hospital decides.",
  keptCheck:
    "Here is the bill you checked before joining, as you typed it. Press “Check this bill” to save it to your bills and write your letter.",
  search: {
    region: "Find the hospital",
    label: "Find the hospital by name, city or ZIP",
    button: "Search hospitals",
  },
  form: {
    hospital: "Hospital",
    chooseHospital: "Choose the hospital",
    noHospital: "No hospital matched",
    searchFirst: "Search above first",
    serviceDate: "Date of service",
    billDate: "Date of the first bill (optional)",
    billDateHint: "Deadlines count from it; left blank, we count from the date of service.",
    coverage: "Did insurance pay any part of this bill?",
    coverages: { self_pay: "Uninsured or paying myself (self-pay)", insured: "Insurance paid part of it" },
    document: "Your uploaded bill (optional)",
    noDocument: "None",
    linesTitle: "Lines on the bill",
    code: "Code",
    description: "Description (optional)",
    units: "Units",
    billedAmount: "Billed amount",
    lineN: (n: number) => ` (line ${n})`,
    removeLine: "Remove line",
    addLine: "Add line",
    tooManyLines: (max: number) => `A bill can have at most ${max} lines here.`,
    pasteLabel: "Or paste lines: one “code, amount” a line",
    pasteHint: "For example: 99284, 1250.00",
    submit: "Check this bill",
    submitting: "Checking…",
  },
  save: {
    title: "Save this check and get your letter",
    body: "Join with your email (free) and we keep this check with your bills, write your letter to the billing office and remind you of your deadlines. Nothing you typed is kept until you press the button.",
    button: "Save this check",
    again: "Change something and check again",
  },
  list: {
    yourBills: "Your bills",
    yourChecks: "Your bill checks",
    metaTitle: "Your bill checks | Care Finder",
    checksLabel: "Bill checks",
    savedSoFar: (amount: string) => `Saved ${amount} so far`,
    empty: "Got a hospital bill? Check it against the hospital's own posted cash prices.",
    noneYet: "No bill checked yet.",
    seeAll: (n: number) => `See all ${n} bill checks`,
    line: (date: string, billed: string) => `Date of service ${date} · billed ${billed}`,
    saved: (amount: string) => ` · saved ${amount}`,
    nextDeadline: (label: string, due: string) => `Next deadline: ${label}, ${due}`,
  },
  resultTitle: (hospital: string, city: string) => `Your bill from ${hospital}, ${city}`,
  caseTitle: (hospital: string) => `Your bill from ${hospital}`,
  caseMetaTitle: "Your bill check | Care Finder",
  serviceOn: (date: string) => `Date of service ${date}`,
  statuses: { new: "New", in_review: "In review", negotiating: "Negotiating", resolved: "Resolved" },
  findings: {
    title: "What we found",
    billed: "Billed",
    postedAddsUp: "This hospital's own prices for people paying themselves add up to",
    forLines: (posted: number, counted: number) => `for ${posted} of ${counted} lines`,
    checkedLines: (lines: number, of: number) => `We checked ${lines} of ${of} lines`,
    amountOf: (part: string, whole: string) => `${part} of ${whole}`,
    againstPosted: "against this hospital's own posted cash prices",
    couldSave: "You could save up to",
    savingHint:
      "An estimate of what you could fairly ask off, not a promise: the hospital decides. It counts duplicate lines in full, then what each line is above the hospital's posted cash price, else above the national range.",
    linesTitle: "Line by line",
    caption: "Each line of the bill and what we found",
    columns: {
      code: "Code",
      billed: "Billed",
      posted: "Posted cash price",
      fair: "National range",
      medicare: "Medicare",
      found: "What we found",
    },
    notPosted: "Not posted",
    notInData: "Not in our data yet",
    nothing: "Nothing stands out",
    duplicate: "Possible duplicate: the same code, date and amount as an earlier line",
    abovePosted: (amount: string) => `${amount} above this hospital's own posted cash price`,
    aboveFair: "Above what most hospitals post (the national range)",
    noPostedFor: (code: string) => `This hospital posts no cash price for ${code}`,
    notInDataFor: (code: string) => `This hospital's price for ${code} is not in our data yet`,
    columnsMean: "What these columns mean",
    codeMeans:
      "The 5-character code each service is billed under, like 99284 for an emergency visit. Doctors and hospitals use the same lists, called CPT and HCPCS.",
    postedMeans:
      "The price this hospital itself publishes for people paying without insurance. Federal law makes every hospital publish these prices in a file (45 CFR part 180, the Hospital Price Transparency rule); we read the files of January 2026.",
    fairMeans:
      "What most hospitals ask for the same service: the middle half of the cash prices U.S. hospitals post for the code. A posted price is each hospital's own claim.",
    medicareMeans:
      "What Medicare pays for the same part of the care near this hospital (for surgery, the facility's part), to the nearest dollar (CMS fee schedules, 2025). Many hospitals accept a little more than this from people paying themselves.",
    unitsNote:
      "Each figure is for the units billed, for the code without its modifier; drugs are priced per billing unit. How we make each figure, with its sources:",
    methodology: "our methodology",
  },
  next: {
    title: "What you can do",
    letter: "Write my letter",
    letterWhy: ": ask the billing office for an itemized bill and an adjustment to its posted prices.",
    charity: "Check eligibility for financial assistance",
    charityWhy: " (charity care).",
    eob: "Compare with your Explanation of Benefits",
    eobWhy: ": is the bill asking more than your insurer says you owe?",
    estimate: "I got a Good Faith Estimate",
    estimateWhy: ": see whether you can dispute this bill.",
  },
  deadlines: {
    title: "Your deadlines",
    kinds: {
      itemized_bill: "Ask for an itemized bill",
      assistance_window: "Apply for financial assistance",
      dispute_window: "Start a dispute of the bill",
      medicaid_application: "Apply for Medicaid",
      state_charity_window: "Apply under the state's charity-care law",
    },
    now: "now",
    by: (date: string) => `by ${date}`,
    itemizedWhy:
      "The itemized bill lists every service with its code, so you and the billing office check the same lines. The sooner you ask, the more time you keep for the other deadlines.",
    reminder: "We email you a reminder before each one.",
  },
  letter: {
    title: "Write my letter",
    metaTitle: "Write my letter | Care Finder",
    print: "Print this page or ",
    download: "download the letter as a PDF",
    printAfter: ", sign it and send it to the billing office. It asks for a review; the hospital decides the outcome.",
    /** Spanish pages explain the English letter; English pages need no explanation. */
    explainTitle: null as string | null,
    explain: [] as string[],
    articleLabel: "Your letter",
    detailsSummary: "Add your account number and address to the letter (optional)",
    accountNumber: "Account number",
    accountHint: "On the bill, often near the top: it helps the billing office find your bill.",
    address: "Your postal address",
    addressHint: "Where the billing office should answer.",
    addDetails: "Add to my letter",
  },
};

export type BillWords = typeof en;
