/** "1 hospital", "2 hospitals": the noun's form chosen by the language's own plural rules. */
export function countOf(count: number, forms: { one: string; other: string }, locale = "en-US"): string {
  const form = new Intl.PluralRules(locale).select(count) === "one" ? forms.one : forms.other;
  return `${new Intl.NumberFormat(locale).format(count)} ${form}`;
}
