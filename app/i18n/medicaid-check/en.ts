import type { CareGroup } from "~/domain/coverage-rules";
import { en as coverageEn } from "../coverage/en";

/**
 * "Could Medicaid pay for this?" on the price preview (app/components/prices/MedicaidCheck.tsx), English. The rule
 * is the bill case's (app/.server/coverage/medicaid.server.ts); these are only its words.
 */
export const en = {
  lang: "en",
  title: "No insurance? Could Medicaid pay for this?",
  intro:
    "If your household's income is under your state's limit, Medicaid may pay for care like this. Four answers tell you whether you are likely eligible. We do not keep what you type.",
  household: "Household size",
  householdHint: "You, and the people you live with who are on your tax return.",
  income: "Yearly household income ($)",
  state: "State you live in",
  chooseState: "Choose your state",
  group: "Who needs care",
  /** The same four groups, in the same words, as the bill case's check. */
  groups: coverageEn.form.groups,
  /** The same groups in a sentence: "Texas does not cover adults without children". */
  groupsInSentence: {
    adult: "adults without children",
    parent: "parents",
    pregnant: "pregnant women",
    child: "children",
  } satisfies Record<CareGroup, string>,
  submit: "Check Medicaid",
  invalid: {
    household_size: "Enter how many people are in your household, from 1 to 20.",
    income: "Enter your household's yearly income in dollars, for example 25000.",
    state: "Choose the state you live in.",
    group: "Choose who needs care.",
  },
  stateName: (_code: string, english: string) => english,
  likely: "Likely eligible",
  likelyWhy: (percent: number, state: string, who: string, limit: number) =>
    `At ${percent} % of the poverty line, your household is under ${state}'s limit for ${who} (${limit} %). Only the state decides.`,
  likelyNot: "Likely not eligible",
  notCovered: (state: string, who: string, notExpanded: boolean) =>
    `${state} does not cover ${who}${notExpanded ? " (it has not expanded Medicaid)" : ""}.`,
  overLimit: (state: string, who: string, limit: number, percent: number) =>
    `${state} covers ${who} up to ${limit} % of the poverty line; your household is at ${percent} %.`,
  notChecked: "Not checked yet",
  notCheckedWhy: (state: string, who: string) =>
    `We have not checked ${state}'s Medicaid limit for ${who} yet. You can still apply: only the state decides.`,
  povertyLine: (year: number) => `Poverty line: the federal poverty guidelines for ${year}.`,
  retroactive:
    "Medicaid is retroactive: in most states it may pay bills from up to 3 months before the month you apply. For applications from January 1, 2027, federal law (H.R. 1) shortens this to 1 month for adults covered by the expansion and 2 months for others. Apply soon after your care.",
  whereTitle: "Where to apply",
  applyOnline: "HealthCare.gov",
  applyHref: "https://www.healthcare.gov/",
  applyAt: "Apply at",
  applyOr: "or with your state's Medicaid agency.",
  presumptive:
    "At the hospital, ask whether it can find you \u201cpresumptively eligible\u201d: many hospitals can cover you for a short time while the state decides.",
};
export type MedicaidCheckWords = typeof en;
