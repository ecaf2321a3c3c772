import { en } from "~/i18n/coverage/en";
import { es } from "~/i18n/coverage/es";
import { wordsIn } from "~/i18n/pick";

/** "Could Medicaid pay this bill?" and the state law, in the page's language (English when none is given). */
export const coverageWords = (lang?: string | null) => wordsIn(lang, { en, es });

/** The IRS's page on the rule for non-profit hospitals (section 501(r)): the rule one click from its plain words. */
export const IRS_501R_URL =
  "https://www.irs.gov/charities-non-profits/charitable-organizations/requirements-for-501c3-hospitals-under-the-affordable-care-act-section-501r";
