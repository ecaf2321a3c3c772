/**
 * A price answer's English strings, the fields the /api has always carried (`coverage`, `notes`, `cashNote`,
 * `nationalAverageNote`, `nationalAverageSource`, `nationalAverageLabel`, `regionNote`, `hospitalCashNote`,
 * `dataSources`), written from its codes (`said`) with the card's English words: the two never disagree.
 */
import type { PriceSaid } from "../../domain/price-sentences";
import type { PriceInsight } from "../../domain/prices";
import { en } from "../../i18n/prices/en";
import { say } from "../../i18n/prices/say";
import { inEnglish } from "./words.server";

export function answerInEnglish(said: PriceSaid) {
  const coverage = inEnglish(said);
  const orNull = (sentence: PriceSaid["cashNote"]) => (sentence ? say(en, sentence) : null);
  return {
    coverage,
    // The catalog notes without the clauses the figures now contradict (the same words as coverage.description).
    notes: coverage.description,
    cashNote: orNull(said.cashNote),
    nationalAverageNote: orNull(said.nationalAverageNote),
    nationalAverageSource: say(en, said.nationalAverageSource),
    nationalAverageLabel: say(en, said.nationalAverageLabel),
    regionNote: say(en, said.regionNote),
    hospitalCashNote: orNull(said.hospitalCashNote),
    dataSources: said.dataSources.map((sentence) => say(en, sentence)),
  } satisfies Partial<PriceInsight>;
}
