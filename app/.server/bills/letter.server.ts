/**
 * "Write my letter": to the hospital's billing office, from the member's profile. It lists each
 * flagged line with the hospital's own posted cash price (45 CFR part 180), asks for an itemized bill
 * and an adjustment, and promises nothing (docs/decisions/0043-bill-help-never-promises.md).
 */
import { profiles } from "../../../db/schema";
import { eq } from "drizzle-orm";
import { baseCode } from "../../domain/bill-rules";
import type { BillCaseView } from "../../domain/bills";
import { formatCents, formatCentsRange } from "../../format/cents";
import { formatCalendarDate } from "../../format/dates";
import type { ServerContext } from "../context.server";
import { TextPdf } from "../pdf/text-pdf.server";
import { getBillCase, getBillCaseRow, type BillViewer } from "./cases.server";
import { findHospital } from "./hospital.server";

export type BillLetter = {
  from: string[];
  to: string[];
  subject: string;
  paragraphs: string[];
  lines: string[];
  /** The read lines we could not match to a code, as the letter names them: “MRI KNEE W/O CONTRAST” ($1,200.00). */
  unmatched?: string[];
  /** The optional details as kept on the case, for the page's form. */
  details: { account_number: string; patient_address: string };
};

function flaggedLines(bill: BillCaseView): string[] {
  return bill.lines.flatMap((l) => {
    if (l.duplicate)
      return [
        `${l.code}: ${formatCents(l.billed_cents)}, which appears to repeat an earlier line with the same code, date and amount.`,
      ];
    if (l.above_posted_cents > 0 && l.posted_cents !== null)
      return [
        `${l.code}: billed ${formatCents(l.billed_cents)}; your posted cash price is ${formatCents(l.posted_cents)}.`,
      ];
    if (l.above_fair && l.fair_low_cents !== null && l.fair_high_cents !== null)
      return [
        `${l.code}: billed ${formatCents(l.billed_cents)}; the middle half of U.S. hospitals post ${formatCentsRange(l.fair_low_cents, l.fair_high_cents)} for this code.`,
      ];
    return [];
  });
}

/** The codes on the bill the hospital posts no cash price for, each once, as their base codes. */
const notPostedCodes = (bill: BillCaseView) => [
  ...new Set(bill.lines.filter((l) => l.price_status === "not_posted").map((l) => baseCode(l.code))),
];

/** "a", "a and b", "a, b and c". */
const joinAnd = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

export async function billLetter(server: ServerContext, viewer: BillViewer, caseId: string): Promise<BillLetter> {
  const row = await getBillCaseRow(server, viewer, caseId);
  const [bill, hospital, member] = await Promise.all([
    getBillCase(server, viewer, caseId),
    findHospital(server, row.ccn),
    server.db.select().from(profiles).where(eq(profiles.id, row.userId)).get(),
  ]);
  const lines = flaggedLines(bill);
  const notPosted = notPostedCodes(bill);
  const unmatched = bill.unmatched.map((l) => `“${l.description}” (${formatCents(l.amount_cents)})`);
  return {
    from: [member?.fullName ?? "", ...(row.patientAddress ?? "").split(/\r?\n/), member?.email ?? ""]
      .map((l) => l.trim())
      .filter(Boolean),
    to: [
      `Billing Office, ${bill.hospital_name}`,
      hospital?.address ?? "",
      [bill.hospital_city, bill.hospital_state, hospital?.zip ?? ""].filter(Boolean).join(" "),
    ].filter(Boolean),
    subject: `Request for an itemized bill and a review of charges, date of service ${formatCalendarDate(bill.service_date)}${row.accountNumber ? `, account number ${row.accountNumber}` : ""}`,
    paragraphs: [
      "To the billing office:",
      `I am writing about my bill for care on ${formatCalendarDate(bill.service_date)}, totalling ${formatCents(bill.billed_cents)}. Please send me an itemized bill that lists every charge with its CPT or HCPCS code and its revenue code, date and amount.${unmatched.length ? ` In particular, please give the code for ${unmatched.length === 1 ? "the line" : "the lines"} described as ${joinAnd(unmatched)}: the bill I have shows no code for ${unmatched.length === 1 ? "it" : "them"}.` : ""}`,
      lines.length
        ? "Under the federal hospital price transparency rule (45 CFR part 180), your hospital publishes its own discounted cash prices. The following lines are billed above the cash price you post or above what most hospitals post for the same code, or appear twice:"
        : "Under the federal hospital price transparency rule (45 CFR part 180), your hospital publishes its own discounted cash prices. Please check each charge on my bill against them.",
      ...(lines.length ? ["LINES"] : []),
      ...(notPosted.length
        ? [
            `Your price transparency file posts no cash price for ${notPosted.length === 1 ? "this code" : "these codes"} on my bill: ${notPosted.join(", ")}. The rule (45 CFR 180.50) asks a hospital to publish its standard charges, including the discounted cash price, for the items and services it provides. Please tell me your cash price for ${notPosted.length === 1 ? "it" : "each of them"}.`,
          ]
        : []),
      "I ask you to review these charges and adjust them to your posted cash prices, and to remove any charge billed twice. Please also tell me whether I may apply for financial assistance under your policy, and keep my account from collections while this review is open.",
      "Thank you. I look forward to your written answer.",
    ],
    lines,
    unmatched,
    details: { account_number: row.accountNumber ?? "", patient_address: row.patientAddress ?? "" },
  };
}

/** The same letter as a PDF (Helvetica, US Letter: app/.server/pdf/text-pdf.server.ts). */
export async function billLetterPdf(letter: BillLetter): Promise<Uint8Array> {
  const pdf = new TextPdf();
  for (const l of letter.from) pdf.paragraph(l, 0);
  pdf.skip(12);
  for (const l of letter.to) pdf.paragraph(l, 0);
  pdf.skip(12);
  pdf.paragraph(`Re: ${letter.subject}`, 12);
  for (const p of letter.paragraphs) {
    if (p === "LINES") for (const l of letter.lines) pdf.paragraph(`- ${l}`);
    else pdf.paragraph(p, 10);
  }
  pdf.paragraph(letter.from[0] ?? "", 0);
  return pdf.save();
}
