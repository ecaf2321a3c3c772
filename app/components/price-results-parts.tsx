/** The pieces the price card (PriceResults.tsx) is made of: figures, terms and the answer's sentences. */
import type { ReactNode } from "react";
import type { PriceSentence } from "~/domain/price-sentences";
import type { PriceRange } from "~/domain/prices";
import type { PriceCardWords, RangeWords } from "~/i18n/prices/en";
import { say } from "~/i18n/prices/say";
import { exactBeside, formatFigure, formatRange } from "./price-format";

/** A plain word in the sentence, the technical term one hover (or long press) away. */
export function Term({ plain, technical }: { plain: string; technical: string }) {
  return (
    <abbr className="price-term" title={technical}>
      {plain}
    </abbr>
  );
}

/** A published figure's own words in the page's language (English where the words have none of their own). */
export const benchmark = (words: Record<string, string>, english: string) => words[english] ?? english;

export const list = (items: string[], and: string) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;

/** A headline figure: rounded up to $100, with the dollar estimate beside it when it reads "under $100". */
export function Figure({
  shown,
  exact,
  words,
}: {
  shown: PriceRange | number;
  exact?: PriceRange | number | null;
  words: RangeWords;
}) {
  const beside = exactBeside(shown, exact, words);
  return (
    <dd className="price-figure__value tabular">
      {typeof shown === "number" ? formatFigure(shown, words) : formatRange(shown, words)}
      {beside ? <span className="price-figure__exact"> ({beside})</span> : null}
    </dd>
  );
}

export function Meaning({ children }: { children: ReactNode }) {
  return <dd className="price-figure__meaning">{children}</dd>;
}

/** A sentence that came with the answer in English only (an answer without codes): marked so on another page. */
export function Said({ lang, children }: { lang: string; children: ReactNode }) {
  return lang === "en" ? <>{children}</> : <span lang="en">{children}</span>;
}

/** One of the answer's sentences: from its code in the page's language, else its English string, marked so. */
export function Sentence({
  said,
  english,
  w,
}: {
  said?: PriceSentence | null;
  english?: string | null;
  w: PriceCardWords;
}) {
  return said ? <>{say(w, said)}</> : <Said lang={w.lang}>{english}</Said>;
}
