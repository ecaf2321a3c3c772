import { useMatches } from "@remix-run/react";
import type { Lang, Messages } from "~/i18n";
import { en } from "~/i18n/en";

export type { Lang };

/**
 * The words shared by every page (header, footer, contact dialog) in the page's
 * language. A page in another language declares `export const handle = { messages: fr }`,
 * so its catalog travels with its own code; English otherwise.
 */
export function useMessages(): Messages {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const messages = (match.handle as { messages?: Messages } | undefined)?.messages;
    if (messages) return messages;
  }
  return en;
}

/** The page's language (`<html lang>`, language links). */
export function useLang(): Lang {
  return useMessages().lang;
}
