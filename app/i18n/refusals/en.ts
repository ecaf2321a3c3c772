import {
  englishOf,
  REFUSAL_CODES,
  refusalOf,
  type Refusal,
  type RefusalCode,
  type RefusalValues,
} from "~/domain/refusals";

/** A language's words for every refusal code: a missing code is a compile error. */
export type RefusalWords = {
  [C in RefusalCode]: RefusalValues[C] extends undefined ? () => string : (values: RefusalValues[C]) => string;
};

/** The refusals in English: the schemas' own words (app/domain/refusals.ts). */
export const en = Object.fromEntries(
  REFUSAL_CODES.map((code) => [code, (values?: object) => englishOf({ code, values } as Refusal)]),
) as RefusalWords;

/** A refusal in a page's words. */
export function sayRefusal(words: RefusalWords, refusal: Refusal): string {
  return (words[refusal.code] as (values: Refusal["values"]) => string)(refusal.values);
}

/** A form's message (Conform's string) in a page's words; a message with no code is shown as it is. */
export function sayMessage(words: RefusalWords, message: string): string;
export function sayMessage(words: RefusalWords, message: string | null | undefined): string | null | undefined;
export function sayMessage(words: RefusalWords, message: string | null | undefined) {
  if (!message) return message;
  const refusal = refusalOf(message);
  return refusal ? sayRefusal(words, refusal) : message;
}
