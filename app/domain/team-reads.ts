/**
 * "We'll read it for you" (docs/product.md#reading-a-bill): the bill form sent with its file instead of its lines.
 * The hospital, dates and coverage are checked as for "Check this bill"; the lines are the team's to enter.
 */
import * as v from "valibot";
import { checkBillFields } from "./bills";

/** The schema's refusal, in English (app/i18n/team-reads says it in each language). */
export const TEAM_READS_DOCUMENT_REQUIRED = "Please add the bill's file (a photo or a PDF), or choose one you uploaded";

/** The bill form's file field (multipart, on the member's page) and the button that asks the team to read it. */
export const BILL_FILE_FIELD = "bill_file";
export const TEAM_READS_FIELD = "read_for_me";

const { ccn, service_date, bill_date, coverage, document_id } = checkBillFields.entries;

/** The bill form's fields that matter when the team reads the lines: anything typed in the lines is left out. */
export const teamReadsSchema = v.pipe(
  v.object({
    ccn,
    service_date,
    bill_date,
    coverage,
    document_id,
    lines: v.optional(v.unknown()),
    paste: v.optional(v.unknown()),
    /** In the browser, before it is sent (the server stores it first and names it as `document_id`). */
    [BILL_FILE_FIELD]: v.optional(v.unknown()),
  }),
  v.forward(
    v.check((o) => o.document_id !== null || isChosenFile(o[BILL_FILE_FIELD]), TEAM_READS_DOCUMENT_REQUIRED),
    ["document_id"],
  ),
  v.transform(({ ccn, service_date, bill_date, coverage, document_id }) => ({
    ccn,
    service_date,
    bill_date,
    coverage,
    document_id: document_id ?? "",
  })),
);

const isChosenFile = (value: unknown) => typeof File !== "undefined" && value instanceof File && value.size > 0;

export type TeamReadsInput = v.InferOutput<typeof teamReadsSchema>;
