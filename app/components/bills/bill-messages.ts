import { COVERAGE_MESSAGES } from "~/domain/coverage";
import { BILL_MESSAGES } from "~/domain/bills";
import { billWords } from "./bill-words";

const PASTE_LINE = /^Line (\d+) of the paste box/;
const ENGLISH: Record<string, string> = Object.fromEntries(
  Object.entries({ ...BILL_MESSAGES, ...COVERAGE_MESSAGES }).flatMap(([key, text]) =>
    typeof text === "string" ? [[text, key]] : [],
  ),
);

/**
 * A bill form's refusal in the page's language: the forms and services word them in English by a fixed key
 * (BILL_MESSAGES, COVERAGE_MESSAGES), and a Spanish page shows that key's Spanish words. Anything else is shown as
 * it came.
 */
export function billMessageIn(lang: string | null | undefined, message: string): string {
  const words = billWords(lang).messages;
  if (!words) return message;
  const line = PASTE_LINE.exec(message);
  if (line) return words.pasteInvalid(Number(line[1]));
  const key = ENGLISH[message] as keyof typeof words | undefined;
  const said = key ? words[key] : undefined;
  return typeof said === "string" ? said : message;
}

/** Each of a field's refusals in the page's language (Conform's `field.errors`). */
export const billErrorsIn = (lang: string | null | undefined, errors: readonly string[] | undefined) =>
  errors?.map((e) => billMessageIn(lang, e));
