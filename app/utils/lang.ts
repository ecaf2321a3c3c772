import { useMatches } from "@remix-run/react";
import type { Lang } from "~/i18n";
import { en, type Messages } from "~/i18n/site/en";

export type { Lang };

/**
 * The words shared by every page (header, footer, contact dialog) in the page's
 * language. A page in another language declares `export const handle = { messages: fr }`,
 * so its catalog travels with its own code; a page whose language its address names (`?lang=es` on
 * /sign-in) declares `handle = { messagesFor: (data) => … }`, read with its loader's data. English otherwise.
 */
export function useMessages(): Messages {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as
      { messages?: Messages; messagesFor?: (data: unknown) => Messages | undefined } | undefined;
    const messages = handle?.messages ?? handle?.messagesFor?.(match.data);
    if (messages) return messages;
  }
  return en;
}

/** The page's language (`<html lang>`, language links). */
export function useLang(): Lang {
  return useMessages().lang;
}
