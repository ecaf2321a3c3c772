/**
 * The bill check's forms (docs/product.md#bill-check), shared by the pages, /api/bills and the
 * services: check a bill, Good Faith Estimates, the charity-care screen, the admin's case form.
 * The rules themselves are in ./bill-rules.ts.
 */
import * as v from "valibot";

import { BILL_COVERAGES, BILL_STATUSES } from "../../db/enums";
import { isCalendarDate, todayUtc } from "./bill-rules";
import { unmatchedField } from "./bill-unmatched";
import { formText } from "./common";
import type { BillDeadlineKind, BillStatus } from "./bill-views";

export { BILL_COVERAGES, BILL_STATUSES };

/** At most this many lines a bill (each line is one row; a 50-line bill is the benchmark). */
export const MAX_BILL_LINES = 100;
/** Providers one estimate check may list (also the door's bound on its rows). */
export const MAX_ESTIMATES = 10;
/** Blank rows the form offers without JavaScript before "Add line". */
export const BLANK_LINES = 3;

export const BILL_MESSAGES = {
  hospitalRequired: "Please choose the hospital that sent the bill",
  hospitalUnknown: "We could not find that hospital. Please search again and choose it from the list.",
  dateRequired: "Please enter the date of service",
  dateInvalid: "Please enter a date like 2026-03-01",
  dateFuture: "The date cannot be in the future",
  coverageRequired: "Please say whether insurance paid any part of this bill",
  codeRequired: "Please enter the code (CPT or HCPCS) from the bill",
  codeInvalid: "A code is 5 characters, like 99284 or J1885, and any modifier after a dash, like 73721-RT",
  amountRequired: "Please enter the billed amount",
  amountInvalid: "Please enter an amount in dollars, like 1250.00",
  unitsInvalid: "Units are a whole number from 1 to 99",
  linesRequired: "Please add at least one line: a code and its billed amount",
  tooManyLines: `A bill can have at most ${MAX_BILL_LINES} lines here`,
  pasteInvalid: (line: number) => `Line ${line} of the paste box should read "code, amount", like "99284, 1250.00"`,
  documentUnknown: "We could not find that document among yours",
  providerRequired: "Please name the provider",
  householdInvalid: "Household size is a whole number from 1 to 20",
  incomeInvalid: "Please enter the yearly household income in dollars",
  stateInvalid: "Please choose a state",
  statusInvalid: "Please choose a status",
  tooManyProviders: `At most ${MAX_ESTIMATES} providers`,
} as const;

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  new: "New",
  in_review: "In review",
  negotiating: "Negotiating",
  resolved: "Resolved",
};

export const BILL_DEADLINE_LABELS: Record<BillDeadlineKind, string> = {
  itemized_bill: "Ask for an itemized bill",
  assistance_window: "Apply for financial assistance",
  dispute_window: "Start a dispute of the bill",
  medicaid_application: "Apply for Medicaid",
  state_charity_window: "Apply under the state's charity-care law",
};

const MONEY = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** "$1,250.5" → 125050 cents; null when it is not an amount. */
export function parseDollarsToCents(value: string): number | null {
  const match = MONEY.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[1].replace(/,/g, "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return cents <= 100_000_000_00 ? cents : null;
}

/** A CPT or HCPCS code, with up to two modifiers after dashes (73721-RT, 99285-25): read as its base code. */
const CODE = /^([0-9]{4}[0-9A-Z]|[A-Z][0-9]{4})(-[0-9A-Z]{2}){0,2}$/;

const isBlankLine = (l: RawLine) => !l.code && !l.description && !l.billed_amount && (!l.units || l.units === "1");

type RawLine = { code: string; description: string; units: string; billed_amount: string };

/** One line of the form; a row left blank is dropped (the no-JavaScript form offers blank rows). */
const lineSchema = v.pipe(
  v.object({ code: formText(12), description: formText(200), units: formText(3), billed_amount: formText(20) }),
  v.forward(
    v.partialCheck(
      [["code"], ["billed_amount"], ["units"], ["description"]],
      (l) => isBlankLine(l as RawLine) || l.code !== "",
      BILL_MESSAGES.codeRequired,
    ),
    ["code"],
  ),
  v.forward(
    v.check((l) => !l.code || CODE.test(l.code.toUpperCase()), BILL_MESSAGES.codeInvalid),
    ["code"],
  ),
  v.forward(
    v.check((l) => isBlankLine(l) || l.billed_amount !== "", BILL_MESSAGES.amountRequired),
    ["billed_amount"],
  ),
  v.forward(
    v.check((l) => !l.billed_amount || parseDollarsToCents(l.billed_amount) !== null, BILL_MESSAGES.amountInvalid),
    ["billed_amount"],
  ),
  v.forward(
    v.check((l) => !l.units || /^[1-9][0-9]?$/.test(l.units), BILL_MESSAGES.unitsInvalid),
    ["units"],
  ),
  v.transform((l) =>
    isBlankLine(l)
      ? null
      : {
          code: l.code.toUpperCase(),
          description: l.description,
          units: l.units ? Number(l.units) : 1,
          billedCents: parseDollarsToCents(l.billed_amount)!,
        },
  ),
);

export type BillLine = { code: string; description: string; units: number; billedCents: number };

/** The paste box: "code, amount" per line; blank lines are skipped. Returns the first bad line's number. */
export function parsePastedLines(paste: string): { lines: BillLine[]; badLine: number | null } {
  const lines: BillLine[] = [];
  const rows = paste.split(/\r?\n/);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i].trim();
    if (!row) continue;
    const match = /^([0-9A-Za-z]{5}(?:-[0-9A-Za-z]{2}){0,2})\s*[,;\t]\s*(.+)$/.exec(row);
    const cents = match ? parseDollarsToCents(match[2]) : null;
    if (!match || !CODE.test(match[1].toUpperCase()) || cents === null) return { lines, badLine: i + 1 };
    lines.push({ code: match[1].toUpperCase(), description: "", units: 1, billedCents: cents });
  }
  return { lines, badLine: null };
}

/** Its maxLength is also the highest position a form may name (the door's limits: docs/decisions/0048-bounded-forms.md). */
const linesField = v.optional(v.pipe(v.array(lineSchema), v.maxLength(MAX_BILL_LINES, BILL_MESSAGES.tooManyLines)), []);

/** The typed lines and the pasted ones together, blank rows left out. */
function allLines(o: { lines: (BillLine | null)[]; paste: string }): BillLine[] {
  return [...o.lines.filter((l): l is BillLine => l !== null), ...parsePastedLines(o.paste).lines];
}

type WithLines = { lines: (BillLine | null)[]; paste: string };

/** The line rules a form with lines and a paste box checks after its fields: paste rows readable, 1–100 lines. */
function lineChecks<T extends WithLines>() {
  return [
    v.rawCheck<T>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { badLine } = parsePastedLines(dataset.value.paste);
      if (badLine !== null)
        addIssue({ message: BILL_MESSAGES.pasteInvalid(badLine), path: [pathTo(dataset.value, "paste")] });
      const count = allLines(dataset.value).length;
      if (count === 0) addIssue({ message: BILL_MESSAGES.linesRequired, path: [pathTo(dataset.value, "lines")] });
      if (count > MAX_BILL_LINES)
        addIssue({ message: BILL_MESSAGES.tooManyLines, path: [pathTo(dataset.value, "lines")] });
    }),
  ] as const;
}

/** An issue path item naming one key of the form's value. */
function pathTo(value: WithLines, key: keyof WithLines): v.ObjectPathItem {
  return { type: "object", origin: "value", input: value as never, key, value: value[key] };
}

const calendarDate = (required: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((x) => (x ?? "").trim()),
    v.nonEmpty(required),
    v.check(isCalendarDate, BILL_MESSAGES.dateInvalid),
    v.check((d) => d <= todayUtc(), BILL_MESSAGES.dateFuture),
  );

const optionalCalendarDate = v.pipe(
  v.optional(v.nullable(v.string()), ""),
  v.transform((x) => (x ?? "").trim()),
  v.check((d) => d === "" || isCalendarDate(d), BILL_MESSAGES.dateInvalid),
  v.check((d) => d <= todayUtc(), BILL_MESSAGES.dateFuture),
  v.transform((d) => d || null),
);

/** "Check a bill": the hospital (CMS number), dates, coverage, an optional document, the lines. */
export const checkBillFields = v.object({
  ccn: v.pipe(formText(6), v.nonEmpty(BILL_MESSAGES.hospitalRequired), v.toUpperCase()),
  service_date: calendarDate(BILL_MESSAGES.dateRequired),
  bill_date: optionalCalendarDate,
  coverage: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((x) => x ?? ""),
    v.picklist(BILL_COVERAGES, BILL_MESSAGES.coverageRequired),
  ),
  document_id: v.pipe(
    formText(64),
    v.transform((x) => x || null),
  ),
  lines: linesField,
  paste: formText(20_000),
  /** Read lines we could not match to a code, kept and named in the letter (./bill-unmatched.ts). */
  unmatched: unmatchedField(MAX_BILL_LINES, BILL_MESSAGES),
});
type CheckBillFields = v.InferOutput<typeof checkBillFields>;

export const checkBillSchema = v.pipe(
  checkBillFields,
  ...lineChecks<CheckBillFields>(),
  v.transform(({ lines, paste, ...rest }: CheckBillFields) => ({ ...rest, lines: allLines({ lines, paste }) })),
);

export type CheckBillInput = v.InferOutput<typeof checkBillSchema>;

/** The admin's lines for a member's case (from the uploaded bill): the same line rules. */
export const billLinesSchema = v.pipe(
  v.object({ lines: linesField, paste: formText(20_000) }),
  ...lineChecks<WithLines>(),
  v.transform((o: WithLines) => ({ lines: allLines(o) })),
);

const estimateRow = v.pipe(
  v.object({ provider: formText(200), estimate_amount: formText(20), billed_amount: formText(20) }),
  v.forward(
    v.check((e) => isBlankEstimate(e) || e.provider !== "", BILL_MESSAGES.providerRequired),
    ["provider"],
  ),
  v.forward(
    v.check((e) => isBlankEstimate(e) || parseDollarsToCents(e.estimate_amount) !== null, BILL_MESSAGES.amountInvalid),
    ["estimate_amount"],
  ),
  v.forward(
    v.check((e) => isBlankEstimate(e) || parseDollarsToCents(e.billed_amount) !== null, BILL_MESSAGES.amountInvalid),
    ["billed_amount"],
  ),
  v.transform((e) =>
    isBlankEstimate(e)
      ? null
      : {
          provider: e.provider,
          estimateCents: parseDollarsToCents(e.estimate_amount)!,
          billedCents: parseDollarsToCents(e.billed_amount)!,
        },
  ),
);

const isBlankEstimate = (e: { provider: string; estimate_amount: string; billed_amount: string }) =>
  !e.provider && !e.estimate_amount && !e.billed_amount;

/** "I got a Good Faith Estimate": each provider's estimate and what it billed (blank rows dropped). */
export const estimatesSchema = v.object({
  estimates: v.pipe(
    v.optional(v.array(estimateRow), []),
    v.transform((rows) => rows.filter((e) => e !== null)),
    v.minLength(1, BILL_MESSAGES.providerRequired),
    v.maxLength(MAX_ESTIMATES, BILL_MESSAGES.tooManyProviders),
  ),
});

/** The admin's case row: status and final amount (blank: not known yet). */
export const billCaseUpdateSchema = v.object({
  status: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((x) => x ?? ""),
    v.picklist(BILL_STATUSES, BILL_MESSAGES.statusInvalid),
  ),
  final_amount: v.pipe(
    formText(20),
    v.check((x) => x === "" || parseDollarsToCents(x) !== null, BILL_MESSAGES.amountInvalid),
    v.transform((x) => (x === "" ? null : parseDollarsToCents(x)!)),
  ),
});

export type {
  BillDeadlineKind,
  BillStatus,
  BillLineView,
  BillDeadlineView,
  BillCaseSummary,
  BillCaseView,
  DashboardBills,
} from "./bill-views";
