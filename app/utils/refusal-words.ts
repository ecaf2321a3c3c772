import { useSyncExternalStore } from "react";
import { spanishRefusals, spanishRefusalsOnDemand } from "~/i18n/refusals/load";
import type { RefusalWords } from "~/i18n/refusals/en";

const noSubscription = () => () => {};

/**
 * The Spanish refusals for a Spanish page (`wanted`), loaded on demand (app/i18n/refusals/load.ts): `undefined` on
 * an English page (which asks for nothing), and on a Spanish page in the browser until they arrive, when the part
 * draws again.
 */
export function useSpanishRefusals(wanted: boolean): RefusalWords | undefined {
  const words = useSyncExternalStore(
    wanted ? spanishRefusalsOnDemand.subscribe : noSubscription,
    spanishRefusals,
    spanishRefusals,
  );
  return wanted ? words : undefined;
}
