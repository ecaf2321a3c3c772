/**
 * The English name set after a translated one: in brackets, or after a dash when either name has brackets of
 * its own ("Hemograma completo (CBC) — Complete Blood Count (CBC)", never brackets beside or inside brackets).
 */
export function englishAside(english: string, translated: string): string {
  return english.includes("(") || translated.includes("(") ? ` — ${english}` : ` (${english})`;
}
