/**
 * Words that follow a count ("1 hospital posts", "21 hospitals post"), chosen by the language's own
 * plural rules (Intl.PluralRules), never by `count === 1` spelled out in a component. `#` in a form is
 * the count, written the language's way.
 */
const rules = new Map<string, Intl.PluralRules>();

export type PluralForms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

export function plural(count: number, forms: PluralForms, locale = "en-US"): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  const form = forms[rule.select(count)] ?? forms.other;
  return form.replaceAll("#", count.toLocaleString(locale));
}
