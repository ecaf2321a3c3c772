/**
 * The language a visitor chose on a page in another language, carried as `?lang=es` to the pages that follow
 * (sign-in, registration), which otherwise speak English (docs/decisions/0046-language-carried-to-sign-in.md).
 */
export type CarriedLang = "en" | "es";

export function carriedLang(value: string | null | undefined): CarriedLang {
  return value === "es" ? "es" : "en";
}

/** Where a person lands after signing in, with the language kept where that page speaks it (the registration form). */
export function landingWithLang(landing: string, lang: CarriedLang): string {
  return landing === "/form" ? withLang(landing, lang) : landing;
}

/** The path with the language kept (nothing added for English). */
export function withLang(path: string, lang: CarriedLang): string {
  if (lang === "en") return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
}

const CARRIED_LANG_KEY = "carefinder:carried-lang";

/**
 * Google sends the person back to /auth/callback, an address registered with Google that cannot carry `?lang`:
 * this tab remembers the language until the callback page reads it (`takeCarriedLang`).
 */
export function rememberCarriedLang(lang: CarriedLang): void {
  try {
    if (lang === "en") window.sessionStorage.removeItem(CARRIED_LANG_KEY);
    else window.sessionStorage.setItem(CARRIED_LANG_KEY, lang);
  } catch {
    // Storage disabled: the form is English, as without `?lang`.
  }
}

/** The language remembered for this sign-in, once (English when none). */
export function takeCarriedLang(): CarriedLang {
  try {
    const lang = carriedLang(window.sessionStorage.getItem(CARRIED_LANG_KEY));
    window.sessionStorage.removeItem(CARRIED_LANG_KEY);
    return lang;
  } catch {
    return "en";
  }
}
