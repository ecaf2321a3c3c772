/** The letter's optional details, kept on the case (docs/product.md#bill-check): the account number and the patient's address. */
import * as v from "valibot";

const optionalText = (max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((x) => (x ?? "").trim()),
    v.maxLength(max, message),
    v.transform((x) => x || null),
  );

export const letterDetailsSchema = v.object({
  account_number: optionalText(40, "An account number is at most 40 characters"),
  patient_address: optionalText(300, "Please keep the address under 300 characters"),
});

export type LetterDetails = v.InferOutput<typeof letterDetailsSchema>;
