import { useMatches } from "@remix-run/react";
import type { Lang } from "~/i18n";

export type { Lang };

/** Routes declare `export const handle = { lang: "fr" }`; English otherwise. */
export function useLang(): Lang {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const lang = (match.handle as { lang?: Lang } | undefined)?.lang;
    if (lang) return lang;
  }
  return "en";
}
