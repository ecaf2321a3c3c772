import {
  englishOf,
  REFUSAL_ENGLISH,
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
export const en = {
  ...(Object.fromEntries(Object.entries(REFUSAL_ENGLISH).map(([code, text]) => [code, () => text])) as {
    [C in keyof typeof REFUSAL_ENGLISH]: () => string;
  }),
  tooLong: (values: RefusalValues["tooLong"]) => englishOf({ code: "tooLong", values }),
  checkField: (values: RefusalValues["checkField"]) => englishOf({ code: "checkField", values }),
  stripeRefused: (values: RefusalValues["stripeRefused"]) => englishOf({ code: "stripeRefused", values }),
  fileRefused: (values: RefusalValues["fileRefused"]) => englishOf({ code: "fileRefused", values }),
} satisfies RefusalWords;

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
