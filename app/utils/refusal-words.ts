import { useEffect, useSyncExternalStore } from "react";
import { loadSpanishRefusals, onSpanishRefusals, spanishRefusals } from "~/i18n/refusals/load";
import type { RefusalWords } from "~/i18n/refusals/en";

/**
 * The Spanish refusals for a Spanish page (`wanted`), loaded on demand (app/i18n/refusals/load.ts): `undefined` on
 * an English page, and on a Spanish page in the browser until they arrive, when the part draws again.
 */
export function useSpanishRefusals(wanted: boolean): RefusalWords | undefined {
  const words = useSyncExternalStore(onSpanishRefusals, spanishRefusals, spanishRefusals);
  useEffect(() => {
    if (wanted && !words) void loadSpanishRefusals();
  }, [wanted, words]);
  return wanted ? words : undefined;
}
