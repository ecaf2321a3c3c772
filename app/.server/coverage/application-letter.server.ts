/**
 * "Write my application letter" (docs/product.md#who-else-may-pay): a financial assistance application cover letter.
 * It cites the hospital's state law or IRS section 501(r), gives household size and income as the member typed them,
 * asks the hospital to hold collections and to screen for Medicaid and presumptive eligibility, and encloses the price
 * check's findings when there are any. It asks; it promises nothing (docs/decisions/0043-bill-help-never-promises.md).
 */
import type { CoverageScreenInput } from "../../domain/coverage";
import { formatCents } from "../../format/cents";
import { formatCalendarDate } from "../../format/dates";
import { formatUsd } from "../../format/money";
import { billLetter, type BillLetter } from "../bills/letter.server";
import type { BillViewer } from "../bills/cases.server";
import type { ServerContext } from "../context.server";
import { whoMayPay, type WhoMayPay } from "./who-may-pay.server";

function lawParagraphs(who: WhoMayPay): string[] {
  const { law, lawRequires, hospital } = who;
  const out: string[] = [];
  if (law.kind === "law" && law.bindsThisHospital && law.name) {
    const duty =
      lawRequires === "free"
        ? ", which requires the hospital to give free care to patients at my income"
        : lawRequires === "discount"
          ? ", which requires the hospital to give a discount to patients at my income"
          : "";
    out.push(`I ask you to consider this application under ${law.stateName} law (${law.name})${duty}.`);
  }
  if (hospital.ownership === "non-profit")
    out.push(
      "As a non-profit hospital, you must accept and process a financial assistance application under your policy (IRS section 501(r)), and may not start extraordinary collection actions before you have decided whether I am eligible.",
    );
  if (!out.length) out.push("Please apply your financial assistance policy and any self-pay discount to this bill.");
  return out;
}

export async function applicationLetter(
  server: ServerContext,
  viewer: BillViewer,
  caseId: string,
  input: CoverageScreenInput,
): Promise<BillLetter> {
  const [base, who] = await Promise.all([billLetter(server, viewer, caseId), whoMayPay(server, viewer, caseId, input)]);
  const screen = who.screen!;
  const serviceDate = formatCalendarDate(who.hospital.countedFrom);
  return {
    details: base.details,
    from: base.from,
    to: base.to.map((l, i) => (i === 0 ? `Financial Assistance Office, ${who.hospital.hospitalName}` : l)),
    subject: `Application for financial assistance, ${who.hospital.hospitalName}`,
    paragraphs: [
      "To the financial assistance office:",
      `I am applying for financial assistance with my bill from ${who.hospital.hospitalName} (first bill or care on ${serviceDate}, ${formatCents(who.billedCents)} billed).`,
      ...lawParagraphs(who),
      `My household has ${screen.householdSize} ${screen.householdSize === 1 ? "person" : "people"} and a yearly income of ${formatUsd(screen.income)}, which is ${screen.percent} % of the ${screen.year} federal poverty guideline. I enclose proof of income.`,
      "Please hold my account from collections, including credit reporting and any sale of the debt, while this application is open.",
      "Please also screen me for Medicaid, and tell me whether you can find me presumptively eligible for Medicaid (42 CFR 435.1110).",
      ...(base.lines.length
        ? [
            "I also enclose the findings of a price check of this bill: these lines are billed above the cash price you post, or appear twice:",
            "LINES",
          ]
        : []),
      "Thank you. I look forward to your written decision.",
    ],
    lines: base.lines,
  };
}
