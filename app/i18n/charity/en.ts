/** The charity-care screen (docs/product.md#bill-check): the federal duty, the household's answer, the cover letter. */
export const en = {
  title: "Financial assistance (charity care)",
  metaTitle: "Financial assistance | Care Finder",
  nonProfit:
    "This is a non-profit hospital. Federal tax law requires it to keep a written financial assistance policy, to tell patients about it, and to accept applications for at least 240 days after the first bill after discharge.",
  theRule: "The rule: IRS section 501(r)",
  applyBy: (date: string) => `Apply by ${date}`,
  fromServiceDate:
    " (counted from the date of service, as you did not give the bill's date; your real date is probably later).",
  fromFirstBill: " (240 days after the first bill).",
  ownerUnknown:
    "We do not know who owns this hospital, so we cannot say whether the federal duty for non-profit hospitals applies.",
  notNonProfit: "This hospital is not a non-profit, so the federal duty for non-profit hospitals does not apply to it.",
  askBillingOffice:
    "Ask the billing office whether it has a financial assistance or self-pay discount policy, a prompt-pay discount, and an interest-free payment plan; your state may have its own charity-care law (below).",
  formTitle: "Check eligibility",
  household: "Household size",
  income: "Yearly household income",
  state: "State",
  submit: "Check eligibility",
  notKept: "We do not keep what you type here.",
  resultTitle: (percent: number) => `Your household is at ${percent} % of the federal poverty level`,
  plainWords: (times: string, size: number) =>
    `In plain words: your yearly income is ${times} times the poverty line the government sets for a household of ${size}. Hospitals use this figure to decide who gets free or cheaper care.`,
  guideline: (year: number, size: number, amount: string) =>
    `The ${year} poverty guideline for a household of ${size} is ${amount} a year, set by the U.S. Department of Health and Human Services.`,
  source: "Source",
  /** Where the state's law binds this hospital and sets a limit at this income: it leads. */
  lawFree: (state: string, law: string) =>
    `${state} law requires this hospital to give you free care at this income (${law}).`,
  lawDiscount: (state: string, law: string) =>
    `${state} law requires this hospital to give you a discount at this income (${law}).`,
  lawApply: "Apply to the hospital under that law; the hospital still decides your application.",
  ownPolicyTitle: "The hospital's own policy",
  bands: {
    free: (pct: number) => `Many hospitals give free care at or below ${pct} % of the federal poverty level.`,
    discount: (pct: number) => `Many hospitals give a discount up to ${pct} % of the federal poverty level.`,
    above: (pct: number) =>
      `You are above the bands many hospitals use (${pct} %); some policies go higher or look at large bills, so it can still be worth asking.`,
  },
  commonPractice: "These bands are common practice, not a rule: the hospital's own policy decides.",
  coverLetter: (size: number, income: string, percent: number, year: number) =>
    `Cover letter: “I am applying for financial assistance under your policy for my bill for care on the date above. My household of ${size} has a yearly income of ${income}, which is ${percent} % of the ${year} federal poverty level. I enclose proof of income. Please hold my account from collections while you review this application.”`,
  /** Spanish pages say the cover letter is for the hospital, so in English. */
  coverLetterNote: null as string | null,
};

export type CharityWords = typeof en;
