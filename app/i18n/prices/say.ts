import type { PricePart, PriceSentence } from "~/domain/price-sentences";
import type { PartWords, SentenceWords } from "./sentences.en";

/** One sentence of a price answer in the words given (English on the server for the /api, the page's on the card). */
export function say(words: { sentence: SentenceWords }, said: PriceSentence): string {
  return (words.sentence[said.code] as (values: unknown) => string)("values" in said ? said.values : {});
}

/** One part of what a range includes or leaves out, in the words given. */
export function sayPart(words: { part: PartWords }, part: PricePart): string {
  return (words.part[part.code] as (values: unknown) => string)("values" in part ? part.values : {});
}
