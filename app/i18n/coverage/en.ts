/**
 * "Could Medicaid pay this bill?" and the state's charity-care law (docs/product.md#who-else-may-pay).
 * Law names, hospital names and the data's notes are names and stay as the source writes them.
 */
type Group = "adult" | "parent" | "pregnant" | "child";

export const en = {
  title: "Could Medicaid pay this bill?",
  householdAt: (size: number, percent: number, year: number) =>
    `Your household of ${size} is at ${percent} % of the ${year} federal poverty level. Who may pay, largest first:`,
  letterLink: "Write my application letter",
  letterWhy:
    ": a financial assistance application to the hospital, asking it to hold collections and to screen you for Medicaid.",
  changeAnswers: "Change your answers",
  before:
    "Before questioning the prices, check whether Medicaid or a state law may pay. Tell us about your household; we compare it with your state's Medicaid limits and the hospital's state law.",
  form: {
    household: "Household size",
    income: "Yearly household income",
    state: "State you live in",
    group: "Who needs care",
    groups: {
      adult: "An adult 19–64 without children",
      parent: "A parent or caretaker of a child",
      pregnant: "A pregnant woman",
      child: "A child under 19",
    } satisfies Record<Group, string>,
    submit: "Check who may pay",
    notKept: "We do not keep what you type here.",
  },
  plurals: {
    adult: "adults without children",
    parent: "parents",
    pregnant: "pregnant women",
    child: "children",
  } satisfies Record<Group, string>,
  /** Spanish pages say why in their own words; English pages show the rule's own sentence (null here). */
  whyNotKnown: null as ((state: string, who: string) => string) | null,
  whyNotCovered: null as ((state: string, who: string) => string) | null,
  whyAbove: null as ((state: string, who: string, limit: number, percent: number) => string) | null,
  likelyNot: "Medicaid likely does not cover you.",
  notKnown: "We cannot tell yet (not checked yet).",
  stillApply: "You can still apply.",
  likely: "Medicaid may pay this whole bill.",
  likelyWhy: (percent: number, state: string, who: string, limit: number) =>
    `At ${percent} % of the poverty line you are under ${state}'s limit for ${who} (${limit} %), so you are likely eligible. Only the state decides.`,
  monthsNotChecked: (state: string) =>
    `Medicaid is retroactive: it can pay bills from before you apply. How far back ${state} pays is not checked yet, so apply as soon as you can.`,
  windowClosed: (date: string) =>
    `Medicaid is retroactive, but this bill's month is no longer inside the window (it closed ${date}). Medicaid may still pay your care from now on.`,
  applyBy: (date: string) => `Apply for Medicaid by ${date}.`,
  retroactive:
    "Medicaid is retroactive: it may pay bills from the months before you apply, and this bill's month stays inside that window until then. From January 1, 2027, federal law (H.R. 1) shortens the window to 1 month before the month you apply for adults covered by the expansion and 2 months for others.",
  applyAt: "Apply at ",
  applyAtAfter: " or with your state's Medicaid agency.",
  presumptive:
    "Ask the hospital whether it can find you “presumptively eligible”: many hospitals can cover you for a short time while the state decides (42 CFR 435.1110).",
  specialEnrollment:
    "If you lost health coverage in the last 60 days, you may also pick a Marketplace plan in a special enrollment period (45 CFR 155.420).",
  routesLabel: "Who may pay, largest first",
  routes: {
    medicaid: "Medicaid likely",
    free_by_law: "Free by state law",
    discount_by_law: "Discount by state law",
    hospital_policy: "Hospital policy",
    price_dispute: "Price dispute",
  },
  routeWords: {
    medicaid: () => "Medicaid may pay the whole bill.",
    free_by_law: (state: string, law: string) =>
      `${state} law requires the hospital to give free care at your income (${law}).`,
    discount_by_law: (state: string, law: string) =>
      `${state} law requires the hospital to give a discount at your income (${law}).`,
    hospital_policy: () => "The hospital's own financial assistance policy may lower or cancel the bill.",
    price_dispute: () =>
      "Question the prices: ask for an itemized bill and an adjustment to the hospital's posted cash prices.",
  },
  routeDeadline: {
    medicaid: "Apply for Medicaid by",
    free_by_law: "Apply by",
    discount_by_law: "Apply by",
    hospital_policy: "Apply by",
    price_dispute: "Dispute by",
  },
  application: {
    title: "Write my application letter",
    metaTitle: "Write my application letter | Care Finder",
    print: "Print this page or ",
    download: "download the letter as a PDF",
    printAfter:
      ", sign it and send it to the hospital with proof of income and the hospital's own application form if it has one. The hospital decides; the letter asks it to hold collections meanwhile.",
    /** Spanish pages say what the English letter asks. */
    explained: null as string | null,
    firstBefore: "First tell us about your household on ",
    yourCheck: "your bill check",
    firstAfter: ": the letter uses your household size and income as you type them.",
  },
  remind: {
    saved: "Saved. We will email you before each date, and the team can see which route to follow first.",
    button: "Remind me of these dates",
    hint: "This keeps your household size, income, state and who needs care with this bill.",
  },
  law: {
    title: (state: string) => `${state} state law`,
    notChecked: "not checked yet",
    upTo: (pct: number) => `up to ${pct} % of the poverty line`,
    federalStill: "A non-profit hospital must still have a written policy for helping patients who cannot pay.",
    /** The rule behind the plain words, one click away. */
    federalRule: "The rule: IRS section 501(r)",
    notCheckedLaw: (state: string) => `We have not checked ${state}'s charity-care law yet (not checked yet).`,
    noLaw: (state: string) => `${state} has no state law that requires hospitals to give free or discounted care.`,
    covers: (hospital: string) => `It covers ${hospital}, whoever owns it.`,
    notCovers: (hospitals: string | null, hospital: string) =>
      `It is written for ${hospitals ?? "some hospitals"}, so it does not cover ${hospital}.`,
    requires: {
      free: "the law requires the hospital to give you free care",
      discount: "the law requires the hospital to give you a discount",
      nothing: "the law's limits are below your income, so it requires nothing for you",
      not_checked: "what it requires at your income is not checked yet",
    },
    atYourIncome: (words: string) => `At your income, ${words}.`,
    stillApply: (state: string) => `You still apply to ${state}'s rules.`,
    binds: "Hospitals it binds",
    freeCare: "Free care",
    discount: "Discount",
    residency: "Residency",
    insured: "Insured patients",
    residencyValues: {
      yes: "only for people who live in the state",
      no: "you do not have to live in the state",
    } as Record<string, string>,
    insuredValues: {
      yes: "yes, insured patients can qualify",
      no: "no, it is for uninsured patients",
      partly: "in part (see the note below)",
    } as Record<string, string>,
    /** The data's own words (which hospitals, notes) are English: Spanish pages say so. */
    sourceInEnglish: null as string | null,
    noWindow: "No application deadline applies to this hospital that we know of; apply as soon as you can.",
    applyBy: (date: string) => `Apply to the hospital by ${date}`,
    windowDays: (days: number) => ` (${days} days after the first bill).`,
  },
};

export type CoverageWords = typeof en;
